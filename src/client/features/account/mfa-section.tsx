import { useState } from 'react'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../lib/api'
import { ReauthCancelled, useReauth } from '../../components/reauth/use-reauth'
import { useLoad } from '../../lib/use-load'
import { SubmitButton } from '../../components/submit-button'
import type { MfaSetup } from '../../../shared/contract/account'
import { cancelMfaSetup, mfaStatus, startMfaSetup } from './api'
import { MfaEnrolment } from './mfa-enrolment'
import { RecoveryCodesShown } from './recovery-codes-shown'
import { Section } from './section'

/**
 * The second factor: whether it is on, and turning it on (QR code, key, one code, then the recovery codes).
 * `onChanged`: the factor was turned on.
 */
export function MfaSection({ onChanged }: { onChanged(): void }) {
  const [version, setVersion] = useState(0)
  const [setup, setSetup] = useState<MfaSetup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { data: status, loading, error: loadError } = useLoad(mfaStatus, [version])
  const { guarded, dialog } = useReauth()

  const start = async () => {
    setStarting(true)
    setError(null)
    try {
      setSetup(await guarded(startMfaSetup))
    } catch (failure) {
      if (failure instanceof ReauthCancelled) return
      setError(await errorMessage(failure, 'Não foi possível iniciar a ativação. Tente novamente.'))
    } finally {
      setStarting(false)
    }
  }

  // The pending key is dropped on the server too: until then, opening the page again shows the same key.
  const cancel = async () => {
    setError(null)
    try {
      await cancelMfaSetup()
      setSetup(null)
      setVersion((v) => v + 1)
    } catch (failure) {
      setError(await errorMessage(failure, 'Não foi possível cancelar a ativação. Tente novamente.'))
    }
  }

  const enrolled = (recoveryCodes: string[]) => {
    setSetup(null)
    setCodes(recoveryCodes)
    setVersion((v) => v + 1)
    onChanged()
  }

  let body
  if (codes) body = <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} />
  else if (setup)
    body = (
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <MfaEnrolment setup={setup} onEnrolled={enrolled} onCancel={() => void cancel()} />
      </Stack>
    )
  else if (loading) body = <CircularProgress size={24} aria-label="Carregando" />
  else if (loadError || !status)
    body = <Alert severity="error">Erro ao carregar a verificação em duas etapas.</Alert>
  else if (status.enabled)
    body = (
      <Stack spacing={1}>
        <Alert severity="success">
          Ativa desde {new Date(status.enabledAt ?? '').toLocaleDateString('pt-BR')}. Ao entrar, o sistema
          pede a senha e um código do aplicativo autenticador.
        </Alert>
        <Typography variant="body2">
          Códigos de recuperação restantes: {status.recoveryCodesLeft} de 10. Perdeu o celular? Entre com um
          código de recuperação e peça ao administrador para remover a verificação, depois ative-a de novo.
        </Typography>
      </Stack>
    )
  else
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">
          Além da senha, o login passa a pedir um código de 6 dígitos gerado por um aplicativo autenticador no
          celular (Google Authenticator, Microsoft Authenticator, FreeOTP ou outro).
        </Typography>
        {status.pending && (
          <Alert severity="info">
            A ativação já foi iniciada: a chave lida pelo aplicativo continua valendo até você confirmar um
            código ou cancelar.
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <SubmitButton type="button" loading={starting} onClick={() => void start()}>
          {status.pending ? 'Continuar a ativação' : 'Ativar verificação em duas etapas'}
        </SubmitButton>
      </Stack>
    )

  return (
    <Section title="Verificação em duas etapas">
      {body}
      {dialog}
    </Section>
  )
}
