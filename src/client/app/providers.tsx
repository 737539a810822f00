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
      <BrowserRouter>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </BrowserRouter>
    </ThemeProvider>
  )
}
