import { Suspense, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider, createTheme } from '@mui/material/styles'
import { ptBR } from '@mui/material/locale'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { PageSpinner } from '../components/page-spinner'

// Keyboard focus drawn as a ring on every button, menu item and list entry: MUI's own sign of it (a faint ripple)
// is hard to see on outlined buttons and lost in print previews of the screen.
const focusRing = { outline: '2px solid #00695c', outlineOffset: 2 }
const theme = createTheme(
  {
    palette: { primary: { main: '#00695c' } },
    components: { MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } } },
  },
  ptBR,
)

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* Each navigation shows its page in the same event, not as a transition the old page stays up during: a
          wizard step's 'Avançar' pressed again before the next step was drawn landed on the old step and was lost. */}
      <BrowserRouter useTransitions={false}>
        <ChunkErrorBoundary>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </ChunkErrorBoundary>
      </BrowserRouter>
    </ThemeProvider>
  )
}
