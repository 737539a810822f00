import type { ReactNode } from 'react'
import { ThemeProvider, createTheme } from '@mui/material/styles'
import { ptBR } from '@mui/material/locale'

// Keyboard focus drawn as a ring on every button, menu item and list entry: MUI's own sign of it (a faint ripple)
// is hard to see on outlined buttons and lost in print previews of the screen.
const focusRing = { outline: '2px solid #00695c', outlineOffset: 2 }
const theme = createTheme(
  {
    palette: { primary: { main: '#00695c' } },
    components: {
      MuiButtonBase: {
        // No ripple on a press: the ring above shows the keyboard's focus, and a choice shows itself (a radio
        // checked, the next step). Each ripple is an element added and animated for half a second: on the largest
        // step, clicking answers paid for it in every frame after each click.
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
    },
  },
  ptBR,
)

/**
 * The app's MUI theme (colours, focus ring, MUI's own texts in Portuguese) around what is drawn with MUI: the
 * signed-in shell, the register and password-reset pages, the login's second step. The login page itself is drawn
 * without MUI, so that its first download carries none of it; the page's base styles are in base.css.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}
