import { useEffect, useRef, useState } from 'react'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { usePageTitle } from '../../app/page-title'
import { PageSpinner } from '../../components/page-spinner'
import { SubmitButton } from '../../components/submit-button'
import { SchemaForm, type FormValues } from '../../components/schema-form/schema-form'
import { steps, wizard, type Step } from '../../components/schema-form/questionnaire'
import { useSession } from '../../lib/session-store'
import { withComputedAge } from './age'
import { DraftIndicator } from './draft-indicator'
import { draftOf, draftStorage, useDraftStore } from './draft-store'
import { useExistingPatient } from './use-existing-patient'
import { useSubmitDraft } from './use-submit'
import { WizardStepper } from './wizard-stepper'

export default function WizardPage() {
  const { slug = '' } = useParams()
  const { key: visit } = useLocation()
  const owner = useSession((s) => s.user?.email ?? '')
  const existing = useExistingPatient(owner)
  const step = steps.find((s) => s.slug === slug)
  if (!step) return <Navigate to={wizard.basePath} replace />
  if (existing.failed) return <Alert severity="error">Erro ao carregar dados do paciente.</Alert>
  if (existing.pending) return <PageSpinner />
  // One form per step: a new key gives each step a fresh form with its own saved data. Every navigation
  // remounts too: 'Cadastrar Paciente' on step 1 lands on the same step with a cleared draft.
  return <WizardStep key={`${step.section}:${visit}`} step={step} owner={owner} />
}

function WizardStep({ step, owner }: { step: Step; owner: string }) {
  usePageTitle(step.title)
  const navigate = useNavigate()
  const { submit, sending, error } = useSubmitDraft(owner)
  // The form owns what is typed; the draft store only records it. Reading the draft once, here, keeps
  // keystrokes from re-rendering the page.
  const [formData, setFormData] = useState<FormValues>(() => draftOf(owner).sections[step.section] ?? {})
  const latest = useRef(formData)
  const [existingPatientId] = useState(() => draftOf(owner).existingPatientId)
  const isFirst = step.index === 0
  const isLast = step.index === steps.length - 1

  useEffect(() => {
    useDraftStore.getState().update(owner, (draft) => ({ ...draft, step: step.index }))
  }, [owner, step.index])

  const save = (data: FormValues) => {
    latest.current = data
    useDraftStore
      .getState()
      .update(owner, (draft) => ({ ...draft, sections: { ...draft.sections, [step.section]: data } }))
  }
  const onChange = (data: FormValues) => {
    const next = step.section === 'personalData' ? withComputedAge(latest.current, data) : data
    if (next !== data) setFormData(next)
    save(next)
  }
  const go = (target: Step | undefined, data: FormValues = latest.current) => {
    save(data)
    draftStorage.flush()
    void navigate(target ? target.path : '/')
  }
  const onSubmit = (data: FormValues) => {
    if (!isLast) return go(steps[step.index + 1], data)
    save(data)
    draftStorage.flush()
    void submit()
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <WizardStepper steps={steps} current={step.index} onJump={(target) => go(target)} />
      {existingPatientId && (
        <Alert severity="info">
          Nova avaliação de um paciente já cadastrado: o envio cria apenas a avaliação; os dados do paciente
          não são alterados.
        </Alert>
      )}
      <Paper sx={{ p: 3 }}>
        <SchemaForm step={step} formData={formData} onChange={onChange} onSubmit={onSubmit}>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 3, flexWrap: 'wrap' }}>
            {isFirst ? (
              <Button variant="outlined" onClick={() => go(undefined)}>
                Sair
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => go(steps[step.index - 1])} disabled={sending}>
                Voltar
              </Button>
            )}
            <SubmitButton loading={sending}>{isLast ? 'Enviar' : 'Avançar'}</SubmitButton>
            <Box sx={{ flexGrow: 1 }} />
            <DraftIndicator />
          </Box>
        </SchemaForm>
      </Paper>
    </Stack>
  )
}
