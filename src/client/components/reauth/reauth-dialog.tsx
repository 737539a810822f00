import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { errorMessage } from '../../lib/api'
import { useLoad } from '../../lib/use-load'
import { SubmitButton } from '../submit-button'
import { reauthenticate, whoAmI } from './api'

interface Props {
  open: boolean
  /** true once the server took the password (and code); false when cancelled. */
  onDone(confirmed: boolean): void
}

/** 'Confirme sua identidade': the password (and a code, when the account has a second factor) asked again. */
export function ReauthDialog({ open, onDone }: Props) {
  return (
    <Dialog open={open} onClose={() => onDone(false)} aria-labelledby="reauth-title" fullWidth maxWidth="xs">
      {/* Mounted only while open: each time it opens empty. */}
      {open && <ReauthForm onDone={onDone} />}
    </Dialog>
  )
}

function ReauthForm({ onDone }: Pick<Props, 'onDone'>) {
  const { data: me } = useLoad(whoAmI, [])
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const needsCode = Boolean(me?.mfaEnabled)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The dialog is portalled, but React still bubbles its submit to a form it was rendered in.
    event.stopPropagation()
    setLoading(true)
    setError(null)
    try {
      await reauthenticate({ password, ...(needsCode ? { code } : {}) })
      onDone(true)
    } catch (failure) {
      setError(await errorMessage(failure, 'Não foi possível confirmar sua identidade. Tente novamente.'))
      setLoading(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)}>
      <DialogTitle id="reauth-title">Confirme sua identidade</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Por segurança, esta ação pede de novo a sua senha
            {needsCode ? ' e um código do aplicativo autenticador (ou um código de recuperação)' : ''}.
          </DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Senha atual"
            type="password"
            required
            autoFocus
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {needsCode && (
            <TextField
              label="Código de verificação"
              required
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { maxLength: 40 } }}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(false)}>Cancelar</Button>
        <SubmitButton loading={loading}>Confirmar</SubmitButton>
      </DialogActions>
    </form>
  )
}
