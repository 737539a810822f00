import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import patientSchema from '@schemas/patient.schema.json'
import { errorMessage } from '../../../lib/api'
import { usePageTitle } from '../../../lib/page-title'
import { DateField } from '../../../components/date-field/date-field'
import { datePrompt, isCompleteOrEmpty } from '../../../components/date-field/date-text'
import { SubmitButton } from '../../../components/submit-button'
import { createPatientByName } from '../api'
import { FamilyLinkDialog } from './family-link-dialog'

// The labels are the questionnaire's own (schemas/patient.schema.json), as on every other screen.
const NAME = patientSchema.properties.name.title
const BIRTH_DATE = patientSchema.properties.birthDate.title

/**
 * Sending the history to a family before the first visit: the child registered by name and birth date (the family
 * confirms the date to open the link), then the link made for the new patient; closing it opens the patient's page.
 */
export default function NewFamilyPatientPage() {
  usePageTitle('Enviar histórico a uma nova família')
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [birthDate, setBirthDate] = useState<string | undefined>()
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [patientId, setPatientId] = useState<string | null>(null)
  // One key for this registration: a retried request returns the patient the first one created.
  const [requestKey] = useState(() => crypto.randomUUID())

  const nameProblem = name.trim() ? null : `Informe o campo "${NAME}".`
  const dateProblem = !birthDate
    ? `Informe o campo "${BIRTH_DATE}": a família a confirma ao abrir o link.`
    : isCompleteOrEmpty(birthDate)
      ? null
      : datePrompt(BIRTH_DATE)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (nameProblem || dateProblem) return
    setSending(true)
    setError(null)
    try {
      setPatientId((await createPatientByName({ name: name.trim(), birthDate: birthDate! }, requestKey)).id)
    } catch (failure) {
      setError(await errorMessage(failure, 'Não foi possível cadastrar o paciente. Tente novamente.'))
    } finally {
      setSending(false)
    }
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Enviar histórico a uma nova família
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Cadastre a criança pelo nome e pela data de nascimento. Em seguida, gere o link para a família
        responder ao histórico em casa, pelo celular. O restante do cadastro é feito na primeira avaliação.
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={NAME}
            value={name}
            required
            autoFocus
            autoComplete="off"
            disabled={Boolean(patientId)}
            onChange={(e) => setName(e.target.value)}
            error={tried && Boolean(nameProblem)}
            helperText={tried ? nameProblem : undefined}
            slotProps={{ htmlInput: { maxLength: patientSchema.properties.name.maxLength } }}
          />
          <div>
            <DateField
              label={BIRTH_DATE}
              value={birthDate}
              onChange={setBirthDate}
              required
              fullWidth
              disabled={Boolean(patientId)}
              error={tried && Boolean(dateProblem)}
            />
            {tried && dateProblem && (
              <Typography variant="caption" color="error" role="alert">
                {dateProblem}
              </Typography>
            )}
          </div>
          <Box>
            <SubmitButton loading={sending} disabled={sending || Boolean(patientId)}>
              Cadastrar e gerar o link
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
      {patientId && (
        <FamilyLinkDialog
          patientId={patientId}
          open
          onCreated={() => undefined}
          onClose={() => navigate(`/pacientes/${patientId}/avaliacoes`)}
        />
      )}
    </Paper>
  )
}
