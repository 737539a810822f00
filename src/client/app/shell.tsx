import { lazy, memo, Suspense, useCallback, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import MenuIcon from '@mui/icons-material/Menu'
import { useStableNavigate, type Navigate } from '../lib/use-stable-navigate'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { PageSpinner } from '../components/page-spinner'
import { DockedMenu } from './docked-menu'
import { IdleWarning } from './idle-warning'
import { MuiTheme } from '../components/mui-theme'
import { MenuItems } from './menu'
import { NoticeBar } from './notice-bar'
import { usePageTitleStore } from '../lib/page-title'
import { useLatched } from '../lib/use-latched'

export const MENU_WIDTH = 240

const MenuDrawer = lazy(() => import('./menu-drawer'))
/** Below MUI's `md` (900 px: tablets, narrow windows) the menu is a drawer behind a button in the top bar. */
const isNarrow = (theme: Theme) => theme.breakpoints.down('md')

function PageTitle() {
  const title = usePageTitleStore((s) => s.title)
  return (
    <Typography variant="h6" component="h1" noWrap>
      {title}
    </Typography>
  )
}

const TopBar = memo(function TopBar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }} className="no-print">
      <Toolbar>
        {onOpenMenu && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Abrir menu"
            onClick={onOpenMenu}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <PageTitle />
      </Toolbar>
    </AppBar>
  )
})

const toolbarSpace = <Toolbar className="no-print" />
const notices = (
  <>
    <NoticeBar />
    <IdleWarning />
  </>
)

/** The page, fetched when first opened: a spinner meanwhile, an error with 'Recarregar' if it cannot be fetched. */
function Page() {
  // Another page (from the menu) tries again.
  const { pathname } = useLocation()
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

/** The signed-in pages are drawn with MUI, in the app's theme. */
export default function Shell() {
  return (
    <MuiTheme>
      <ShellLayout />
    </MuiTheme>
  )
}

// The shell re-renders on every navigation (the page changes); its parts do not: the top bar follows the
// title alone, the menu takes only what never changes, and the rest are elements made once.
function ShellLayout() {
  const navigate = useStableNavigate()
  // Read before the first paint (noSsr): a tablet never shows the permanent menu for a moment.
  const narrow = useMediaQuery(isNarrow, { noSsr: true })
  const [open, setOpen] = useState(false)
  // The drawer is fetched and drawn at its first opening, and kept.
  const drawerFetched = useLatched(open)
  const openMenu = useCallback(() => setOpen(true), [])
  const closeMenu = useCallback(() => setOpen(false), [])
  // Choosing an entry in the drawer closes it.
  const navigateAndClose = useCallback<Navigate>(
    (to, options) => {
      setOpen(false)
      navigate(to, options)
    },
    [navigate],
  )
  return (
    <Box sx={{ display: 'flex' }}>
      <TopBar onOpenMenu={narrow ? openMenu : undefined} />
      {narrow ? (
        drawerFetched && (
          <ChunkErrorBoundary>
            <Suspense>
              <MenuDrawer open={open} onClose={closeMenu} width={MENU_WIDTH}>
                {/* Below the top bar, which is drawn over the drawer, as beside the docked menu. */}
                <Toolbar />
                <MenuItems navigate={navigateAndClose} />
              </MenuDrawer>
            </Suspense>
          </ChunkErrorBoundary>
        )
      ) : (
        <DockedMenu width={MENU_WIDTH}>
          <Toolbar />
          <MenuItems navigate={navigate} />
        </DockedMenu>
      )}
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        {toolbarSpace}
        <Page />
      </Box>
      {notices}
    </Box>
  )
}
