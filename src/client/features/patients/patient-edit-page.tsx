import { Suspense, useRef, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import type { default as CoreForm } from '@rjsf/core'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'
import { patientAge } from '../../../shared/dates'
import { PageSpinner } from '../../components/page-spinner'
import { SubmitButton } from '../../components/submit-button'
import { withComputedAge } from '../../components/schema-form/computed-age'
import { patientMapping, steps, validatorOf, type Step } from '../../components/schema-form/questionnaire'
import { SchemaForm, type FormValues } from '../../components/schema-form/schema-form'
import { notify } from '../../lib/notify'
import { errorMessage, statusOf } from '../../lib/api'
import { useLoad } from '../../lib/use-load'
import { fromPatient, toPatient } from '../../../shared/questionnaire/mapping'
import type { PatientRecord } from '../../../shared/contract/patients'
import { getPatient, updatePatient } from './api'

// The wizard's patient steps as they are (same schemas, masks, messages and validators), without the questions
// that belong to an evaluation rather than to the patient (patient-mapping.json: the complaint, the evaluation's date).
const patientSteps: Step[] = steps
  .filter((step) => step.target === 'patient')
  .map((step) => {
    const hidden = Object.keys(step.schema.properties ?? {}).filter((field) => step.rules[field]?.evaluation)
    const uiSchema = { ...step.uiSchema }
    for (const field of hidden) uiSchema[field] = { 'ui:widget': 'hidden' }
    return { ...step, uiSchema }
  })
const rulesBySection = new Map(patientSteps.map((step) => [step.section as string, step.rules]))

export default function PatientEditPage() {
  usePageTitle('Editar Paciente')
  const { id = '' } = useParams()
  // The forms' validators (chunks of their own) are fetched while the patient is.
  for (const step of patientSteps) void validatorOf(step)
  const { data, error, loading } = useLoad(() => getPatient(id), [id])
  if (loading) return <PageSpinner />
  if (error || !data) {
    return (
      <Alert severity="error">
        {statusOf(error) === 404 ? 'Paciente não encontrado.' : 'Erro ao carregar dados do paciente.'}
      </Alert>
    )
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <PatientEditForm patient={data} />
    </Suspense>
  )
}

/** Every field of the patient, lists included, in the forms of the wizard's patient steps. */
function PatientEditForm({ patient }: { patient: PatientRecord }) {
  const navigate = useNavigate()
  const [values, setValues] = useState<Record<string, FormValues>>(
    // The age today, computed from the birth date (the typed one only without it), as the list shows it.
    () => fromPatient({ ...patient, age: patientAge(patient) }, patientMapping) as Record<string, FormValues>,
  )
  const forms = useRef<Record<string, CoreForm<FormValues> | null>>({})
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const back = () => void navigate(`/pacientes/${patient.id}/avaliacoes`)

  const change = (section: string, data: FormValues) =>
    setValues((all) => ({
      ...all,
      [section]: withComputedAge(all[section] ?? {}, data, rulesBySection.get(section) ?? {}),
    }))

  const save = async () => {
    // Each form shows its own problems (and its summary takes the focus); all of them must pass.
    const valid = patientSteps.map((step) => forms.current[step.section]?.validateForm() ?? false)
    if (valid.includes(false)) return
    setSaving(true)
    setSaveError(null)
    try {
      await updatePatient(patient.id, toPatient(values, patientMapping))
      notify('Alterações salvas.')
      back()
    } catch (failure) {
      setSaveError(`Erro ao salvar alterações. ${await errorMessage(failure, '')}`.trim())
      setSaving(false)
    }
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 1100 }}>
      {patientSteps.map((step, index) => {
        const last = index === patientSteps.length - 1
        return (
          <Box key={step.section} component="section" sx={{ mb: last ? 0 : 4 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {step.title}
            </Typography>
            <SchemaForm
              step={step}
              formData={values[step.section] ?? {}}
              onChange={(data) => change(step.section, data)}
              onSubmit={() => void save()}
              formRef={(form) => {
                forms.current[step.section] = form
              }}
            >
              {last ? (
                <>
                  {saveError && (
                    <Alert severity="error" sx={{ mt: 2 }}>
                      {saveError}
                    </Alert>
                  )}
                  <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
                    <Button variant="outlined" onClick={back} disabled={saving}>
                      Cancelar
                    </Button>
                    <SubmitButton loading={saving}>Salvar Alterações</SubmitButton>
                  </Box>
                </>
              ) : (
                // No buttons of its own: 'Salvar Alterações' saves every form of the page.
                <></>
              )}
            </SchemaForm>
          </Box>
        )
      })}
    </Paper>
  )
}
