import { useState, type FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import type { JSONSchema7 } from 'json-schema'
import patientSchema from '../../../../schemas/patient.schema.json'
import { usePageTitle } from '../../lib/page-title'
import { PageSpinner } from '../../components/page-spinner'
import { SubmitButton } from '../../components/submit-button'
import { errorMessage, statusOf } from '../../lib/api'
import { useLoad } from '../../lib/use-load'
import type { PatientRecord } from '../../../shared/contract/patients'
import { getPatient, updatePatient } from './api'

type Values = Record<string, string>

// The patient's own fields, labelled by patient.schema.json; lists (siblings, addresses) are not edited here
// and, since the save sends only these fields, are kept as they are.
const properties = (patientSchema as JSONSchema7).properties as Record<string, JSONSchema7>
const FIELDS = Object.keys(properties).filter((name) => properties[name]!.type === 'string')
const WIDE = new Set(['medications'])

function toValues(patient: PatientRecord): Values {
  const record = patient as unknown as Record<string, unknown>
  return Object.fromEntries(FIELDS.map((name) => [name, String(record[name] ?? '')]))
}

export default function PatientEditPage() {
  usePageTitle('Editar Paciente')
  const { id = '' } = useParams()
  const { data, error, loading } = useLoad(() => getPatient(id), [id])
  if (loading) return <PageSpinner />
  if (error || !data) {
    return (
      <Alert severity="error">
        {statusOf(error) === 404 ? 'Paciente não encontrado.' : 'Erro ao carregar dados do paciente.'}
      </Alert>
    )
  }
  return <PatientEditForm patient={data} />
}

function PatientEditForm({ patient }: { patient: PatientRecord }) {
  const navigate = useNavigate()
  const [values, setValues] = useState<Values>(() => toValues(patient))
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setSaveError(null)
    const { birthDate, ...rest } = values
    // An emptied birth date cannot be sent as '' (not a date); leaving it out keeps the stored one.
    const body = { ...rest, name: (rest.name ?? '').trim(), ...(birthDate ? { birthDate } : {}) }
    try {
      await updatePatient(patient.id, body)
      void navigate(`/pacientes/${patient.id}/avaliacoes`)
    } catch (failure) {
      setSaveError(`Erro ao salvar alterações. ${await errorMessage(failure, '')}`.trim())
      setSaving(false)
    }
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 900 }}>
      <Box
        component="form"
        onSubmit={(e) => void save(e)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {FIELDS.map((name) => {
          const field = properties[name]!
          return (
            <TextField
              key={name}
              name={name}
              label={field.title ?? name}
              required={name === 'name'}
              type={field.format === 'date' ? 'date' : 'text'}
              multiline={WIDE.has(name)}
              minRows={WIDE.has(name) ? 2 : undefined}
              sx={WIDE.has(name) ? { gridColumn: '1 / -1' } : undefined}
              value={values[name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              slotProps={{
                htmlInput: { maxLength: field.maxLength },
                inputLabel: field.format === 'date' ? { shrink: true } : undefined,
              }}
            />
          )
        })}
        {saveError && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {saveError}
          </Alert>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SubmitButton loading={saving}>Salvar Alterações</SubmitButton>
        </Box>
      </Box>
    </Paper>
  )
}
