import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { me } from '../features/auth/api'

/** The warning of idle-warning.tsx, with the minutes left. */
export default function IdleDialog({ open, minutes }: { open: boolean; minutes: number }) {
  return (
    <Dialog open={open} aria-labelledby="idle-title">
      <DialogTitle id="idle-title">Sua sessão vai expirar</DialogTitle>
      <DialogContent>
        Por inatividade, a sessão termina em {minutes} {minutes === 1 ? 'minuto' : 'minutos'}. O rascunho do
        cadastro fica salvo no servidor.
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void me().catch(() => undefined)}>
          Continuar conectado
        </Button>
      </DialogActions>
    </Dialog>
  )
}
