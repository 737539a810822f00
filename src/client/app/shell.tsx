import { memo, Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { logout as endSession } from '../features/auth/api'
import { useSession } from '../lib/session-store'
import { useStableNavigate, type Navigate } from '../lib/use-stable-navigate'
import { saveDraftNow } from '../features/wizard/draft-sync'
import { PageSpinner } from '../components/page-spinner'
import { ACCOUNT_PATH } from './guards'
import { IdleWarning } from './idle-warning'
import { NoticeBar } from './notice-bar'
import { usePageTitleStore } from '../lib/page-title'

export const MENU_WIDTH = 240

const adminItems = [
  ['Gerar Convite', '/admin/invite'],
  ['Usuários', '/admin/usuarios'],
  ['Auditoria', '/admin/auditoria'],
  ['Questionário', '/admin/questionario'],
] as const

function PageTitle() {
  const title = usePageTitleStore((s) => s.title)
  return (
    <Typography variant="h6" component="h1" noWrap>
      {title}
    </Typography>
  )
}

const topBar = (
  <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }} className="no-print">
    <Toolbar>
      <PageTitle />
    </Toolbar>
  </AppBar>
)
const toolbarSpace = <Toolbar className="no-print" />
const notices = (
  <>
    <NoticeBar />
    <IdleWarning />
  </>
)

// The shell re-renders on every navigation (the page changes); its parts do not: the top bar follows the
// title alone, the menu takes only what never changes, and the rest are elements made once.
export default function Shell() {
  const navigate = useStableNavigate()
  return (
    <Box sx={{ display: 'flex' }}>
      {topBar}
      <Menu navigate={navigate} />
      <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
        {toolbarSpace}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {notices}
    </Box>
  )
}

const Menu = memo(function Menu({ navigate }: { navigate: Navigate }) {
  const user = useSession((s) => s.user)
  // Until the required second factor is enrolled, 'Minha conta' and 'Sair' are all there is.
  const mustEnrol = useSession((s) => s.mfaEnrolmentRequired)

  // A new registration is a new draft: the one in progress stays on the server, listed on Início.
  const newPatient = () => navigate('/pacientes/novo')
  const logout = async () => {
    // What the draft had not sent yet goes to the server first: nothing of it stays in this browser.
    await saveDraftNow()
    try {
      await endSession()
    } catch {
      // The session ends on this side whatever the server says.
    }
    useSession.getState().logout()
    navigate('/login')
  }

  return (
    <Drawer
      variant="permanent"
      className="no-print"
      sx={{
        width: MENU_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: MENU_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <nav aria-label="Menu principal">
        <List>
          {!mustEnrol && (
            <>
              <ListItemButton onClick={() => navigate('/')}>
                <ListItemText primary="Início" />
              </ListItemButton>
              <ListItemButton onClick={newPatient}>
                <ListItemText primary="Cadastrar Paciente" />
              </ListItemButton>
              <ListItemButton onClick={() => navigate('/pacientes/buscar')}>
                <ListItemText primary="Consultar Paciente" />
              </ListItemButton>
              {user?.role === 'ADMIN' &&
                adminItems.map(([label, path]) => (
                  <ListItemButton key={path} onClick={() => navigate(path)}>
                    <ListItemText primary={label} />
                  </ListItemButton>
                ))}
            </>
          )}
          <ListItemButton onClick={() => navigate(ACCOUNT_PATH)}>
            <ListItemText primary="Minha conta" />
          </ListItemButton>
          <ListItemButton onClick={() => void logout()}>
            <ListItemText primary="Sair" />
          </ListItemButton>
        </List>
      </nav>
    </Drawer>
  )
})
