import { useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'
import { SubmitButton } from '../../components/submit-button'
import { copyText } from '../../lib/clipboard'
import type { NewInvitation } from '../../../shared/contract/accounts'
import { generateInvitation } from './api'

/** The link the invited person opens: the register page with the token in its fragment, never sent to a server log. */
const linkOf = (invitation: NewInvitation) => `${window.location.origin}/register#token=${invitation.token}`

export default function InvitePage() {
  usePageTitle('Gerar Convite')
  const [invitation, setInvitation] = useState<NewInvitation | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(false)
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const generate = async () => {
    setLoading(true)
    setError(false)
    try {
      setInvitation(await generateInvitation('CLINICIAN'))
      setCopied(false)
    } catch {
      setError(true)
    } finally {
      setLoading(false)
    }
  }

  const copy = async () => {
    if (!invitation || !(await copyText(linkOf(invitation)))) return
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), 2000)
  }

  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h2">
            Gerar Convite
          </Typography>
          <Typography>
            Gere um link e envie-o à pessoa convidada: ao abri-lo, ela cria a própria conta de clínico.
          </Typography>
          {error && <Alert severity="error">Erro ao gerar o convite.</Alert>}
          <SubmitButton type="button" loading={loading} onClick={() => void generate()}>
            Gerar novo convite
          </SubmitButton>
          <TextField
            label="Link de convite"
            value={invitation ? linkOf(invitation) : ''}
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: Boolean(invitation) } }}
            helperText={
              invitation
                ? `Válido até ${new Date(invitation.expiresAt).toLocaleString('pt-BR')}. Uso único.`
                : undefined
            }
          />
          <Button variant="outlined" disabled={!invitation} onClick={() => void copy()}>
            {copied ? 'Copiado!' : 'Copiar link'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}
