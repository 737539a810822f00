import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../lib/api'
import { useSession } from '../../lib/session-store'
import { MuiTheme } from '../../components/mui-theme'
import { CenteredCard } from '../../components/centered-card'
import { NewPasswordField } from '../../components/new-password-field'
import { SubmitButton } from '../../components/submit-button'
import { resetPassword } from './api'
import { tokenFromHash } from './token-from-hash'

/** Opened from a reset link an administrator handed over: a new password, and every session of the account ends. */
export default function ResetPage() {
  const navigate = useNavigate()
  const token = tokenFromHash(useLocation().hash)
  const [password, setPassword] = useState('')
  const [repeated, setRepeated] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (password !== repeated) {
      setError('As duas senhas não são iguais.')
      return
    }
    setLoading(true)
    setError(null)
    try {
      await resetPassword({ token, password })
      // Whoever was signed in on this browser was signed out by the reset too.
      useSession.getState().logout()
      void navigate('/login', { replace: true, state: { passwordReset: true } })
    } catch (failure) {
      setError(await errorMessage(failure, 'Não foi possível redefinir a senha. Tente novamente.'))
      setLoading(false)
    }
  }

  return (
    <MuiTheme>
      <CenteredCard title="Redefinir senha">
        {token ? (
          <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)}>
            <Typography variant="body2">
              Escolha uma nova senha. Ao salvar, todas as sessões abertas desta conta são encerradas.
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <NewPasswordField
              label="Nova senha"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label="Repita a nova senha"
              type="password"
              required
              autoComplete="new-password"
              value={repeated}
              onChange={(e) => setRepeated(e.target.value)}
            />
            <SubmitButton loading={loading}>Salvar nova senha</SubmitButton>
          </Stack>
        ) : (
          <Alert severity="error">
            Link de redefinição incompleto. Abra o link exatamente como o administrador o enviou.
          </Alert>
        )}
        <Link component={RouterLink} to="/login" variant="body2" sx={{ display: 'block', mt: 2 }}>
          Voltar para o login
        </Link>
      </CenteredCard>
    </MuiTheme>
  )
}
