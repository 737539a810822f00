import { Suspense, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider, createTheme } from '@mui/material/styles'
import { ptBR } from '@mui/material/locale'
import { PageSpinner } from '../components/page-spinner'

const theme = createTheme({ palette: { primary: { main: '#00695c' } } }, ptBR)

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* Each navigation shows its page in the same event, not as a transition the old page stays up during: a
          wizard step's 'Avançar' pressed again before the next step was drawn landed on the old step and was lost. */}
      <BrowserRouter useTransitions={false}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </BrowserRouter>
    </ThemeProvider>
  )
}
