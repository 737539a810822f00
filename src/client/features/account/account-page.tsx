import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { usePageTitle } from '../../lib/page-title'
import { useSession } from '../../lib/session-store'
import { MfaSection } from './mfa-section'
import { PasskeysSection } from './passkeys-section'
import { PasswordSection } from './password-section'
import { SessionsSection } from './sessions-section'

/** 'Minha conta': the second factors, the password and the open sessions of the signed-in user. */
export default function AccountPage() {
  usePageTitle('Minha conta')
  const mustEnrol = useSession((s) => s.mfaEnrolmentRequired)
  const enrolled = useSession((s) => s.enrolled)
  // A password change ends the other sessions: the list is read again.
  const [sessionsVersion, setSessionsVersion] = useState(0)
  // Turning the factor on ends the other sessions and makes the password change ask for a code.
  const [mfaVersion, setMfaVersion] = useState(0)
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      {mustEnrol && (
        <Alert severity="warning">
          Esta conta precisa da verificação em duas etapas. Ative-a abaixo, com o aplicativo autenticador ou
          uma chave de acesso, para usar o sistema.
        </Alert>
      )}
      <MfaSection
        onChanged={() => {
          setMfaVersion((v) => v + 1)
          setSessionsVersion((v) => v + 1)
        }}
      />
      <PasskeysSection
        onAdded={() => {
          if (mustEnrol) enrolled()
          setMfaVersion((v) => v + 1)
          setSessionsVersion((v) => v + 1)
        }}
      />
      {!mustEnrol && (
        <>
          <PasswordSection mfaVersion={mfaVersion} onChanged={() => setSessionsVersion((v) => v + 1)} />
          <SessionsSection version={sessionsVersion} />
        </>
      )}
    </Stack>
  )
}
