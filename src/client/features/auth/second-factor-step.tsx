import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import KeyIcon from '@mui/icons-material/Key'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { errorMessage, statusOf } from '../../lib/api'
import { MuiTheme } from '../../components/mui-theme'
import { SubmitButton } from '../../components/submit-button'
import { PasskeyNotUsed } from '../../lib/passkey-ceremony'
import { loginSecondFactor, loginWithPasskeyAsSecondStep } from './api'

const EXPIRED = 'O código expirou. Entre com o e-mail e a senha novamente.'
const LOGIN_EXPIRED = 'O login expirou. Entre com o e-mail e a senha novamente.'

interface Props {
  challenge: string
  /** The account's second factors: a code of the app (and recovery codes), a passkey. */
  totp: boolean
  passkey: boolean
  /** The session is open: the page learns whose it is and moves on. */
  onSignedIn(): Promise<void>
  /** The challenge expired or was used up: back to the e-mail and password, with this message. */
  onRestart(message: string): void
}

/**
 * The login's second step: a code of the authenticator app, or one of the recovery codes. Drawn with MUI, fetched
 * when the password was accepted.
 */
export function SecondFactorStep({ challenge, totp, passkey, onSignedIn, onRestart }: Props) {
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setLoading(true)
    setError(null)
    try {
      await loginSecondFactor(recovery ? { challenge, recoveryCode: code } : { challenge, code })
      await onSignedIn()
    } catch (failure) {
      const message = await errorMessage(failure, 'Não foi possível verificar o código. Tente novamente.')
      // A 401 that is not about the code itself means the challenge is gone: start again from the password.
      if (statusOf(failure) === 401 && message === EXPIRED) onRestart(message)
      else setError(message)
      setLoading(false)
    }
  }

  const withPasskey = async () => {
    setLoading(true)
    setError(null)
    try {
      await loginWithPasskeyAsSecondStep(challenge)
      await onSignedIn()
    } catch (failure) {
      if (failure instanceof PasskeyNotUsed) setError(failure.message)
      else {
        const message = await errorMessage(failure, 'Não foi possível verificar a chave de acesso.')
        if (statusOf(failure) === 401 && [EXPIRED, LOGIN_EXPIRED].includes(message)) onRestart(message)
        else setError(message)
      }
      setLoading(false)
    }
  }

  const passkeyButton = passkey && (
    <Button
      variant={totp ? 'outlined' : 'contained'}
      disabled={loading}
      startIcon={<KeyIcon />}
      onClick={() => void withPasskey()}
    >
      Usar chave de acesso
    </Button>
  )

  if (!totp)
    return (
      <MuiTheme>
        <Stack spacing={2}>
          <Typography variant="body2">
            Confirme que é você com a chave de acesso deste aparelho (digital, rosto, PIN ou chave física).
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {passkeyButton}
        </Stack>
      </MuiTheme>
    )

  const switchKind = () => {
    setRecovery((r) => !r)
    setCode('')
    setError(null)
  }

  return (
    <MuiTheme>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)}>
        <Typography variant="body2">
          {recovery
            ? 'Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas. Cada código vale uma única vez.'
            : 'Digite o código de 6 dígitos mostrado no aplicativo autenticador.'}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={recovery ? 'Código de recuperação' : 'Código de verificação'}
          required
          autoFocus
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: recovery ? { maxLength: 40 } : { inputMode: 'numeric', maxLength: 8 } }}
        />
        <SubmitButton loading={loading}>Verificar</SubmitButton>
        {passkeyButton}
        <Button size="small" onClick={switchKind}>
          {recovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
        </Button>
      </Stack>
    </MuiTheme>
  )
}
