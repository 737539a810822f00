import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../lib/api'
import { ReauthCancelled, useReauth } from '../../components/reauth/use-reauth'
import { useSession } from '../../lib/session-store'
import { SubmitButton } from '../../components/submit-button'
import type { MfaSetup } from '../../../shared/contract/account'
import { confirmMfa } from './api'

/** The key in groups of four, as authenticator apps show and ask for it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

interface Props {
  setup: MfaSetup
  onEnrolled(recoveryCodes: string[]): void
  onCancel(): void
}

/** Enrolment: scan the QR code (or type the key), then one code from the app proves it works. */
export function MfaEnrolment({ setup, onEnrolled, onCancel }: Props) {
  const [code, setCode] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const mustEnrol = useSession((s) => s.mfaEnrolmentRequired)
  const { guarded, dialog } = useReauth()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setLoading(true)
    setError(null)
    try {
      const { recoveryCodes } = await guarded(() => confirmMfa(code))
      useSession.getState().enrolled()
      onEnrolled(recoveryCodes)
    } catch (failure) {
      setLoading(false)
      if (failure instanceof ReauthCancelled) return
      setError(await errorMessage(failure, 'Não foi possível confirmar o código. Tente novamente.'))
    }
  }

  return (
    <>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)}>
        <Typography variant="body2">
          1. No aplicativo autenticador, adicione uma conta lendo o código QR abaixo.
        </Typography>
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt="Código QR para o aplicativo autenticador"
          sx={{ width: 200, height: 200, border: 1, borderColor: 'divider' }}
        />
        <Typography variant="body2">
          Se não puder ler o código QR, digite esta chave no aplicativo:
        </Typography>
        <Typography
          component="code"
          data-testid="mfa-secret"
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}
        >
          {grouped(setup.secret)}
        </Typography>
        <Typography variant="body2">
          2. Digite o código de 6 dígitos que o aplicativo mostra agora.
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Código de verificação"
          required
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
          sx={{ maxWidth: 240 }}
        />
        <Stack direction="row" spacing={1}>
          <SubmitButton loading={loading}>Confirmar</SubmitButton>
          {!mustEnrol && <Button onClick={onCancel}>Cancelar</Button>}
        </Stack>
      </Stack>
      {dialog}
    </>
  )
}
