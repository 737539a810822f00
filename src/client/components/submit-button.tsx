import Button, { type ButtonProps } from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'

/** A submit button that shows a spinner and stays disabled while its request runs. */
export function SubmitButton({ loading, children, ...props }: ButtonProps & { loading: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" aria-label="Enviando" /> : undefined}
      {...props}
    >
      {children}
    </Button>
  )
}
