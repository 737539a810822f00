import { Activity, useEffect, useLayoutEffect } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { usePageTitle } from '../../lib/page-title'
import { PageSpinner } from '../../components/page-spinner'
import { steps, wizard, type Step } from '../../components/schema-form/questionnaire'
import { useSession } from '../../lib/session-store'
import { useStableNavigate } from '../../lib/use-stable-navigate'
import { draftStorage, useDraftStore } from './draft-store'
import { useExistingPatient } from './use-existing-patient'
import { WizardStep } from './wizard-step'
import { WizardStepper } from './wizard-stepper'

export default function WizardPage() {
  const { slug = '' } = useParams()
  const owner = useSession((s) => s.user?.email ?? '')
  const existing = useExistingPatient(owner)
  const step = steps.find((s) => s.slug === slug)
  if (!step) return <Navigate to={wizard.basePath} replace />
  if (existing.failed) return <Alert severity="error">Erro ao carregar dados do paciente.</Alert>
  if (existing.pending) return <PageSpinner />
  return <Wizard step={step} owner={owner} />
}

/**
 * The step shown and, rendered out of sight while the clinician works on it, the step after it: 'Avançar' then
 * only reveals a form that is already built instead of building thirty or more fields. Each step keeps its form
 * while it is one of those two; a new draft (a new patient, a form sent, an existing patient's data) starts
 * every step afresh.
 */
function Wizard({ step, owner }: { step: Step; owner: string }) {
  usePageTitle(step.title)
  const navigate = useStableNavigate()
  const generation = useDraftStore((s) => s.generation)
  const forExistingPatient = useDraftStore((s) => Boolean(s.drafts[owner]?.existingPatientId))

  useEffect(() => {
    useDraftStore.getState().update(owner, (draft) => ({ ...draft, step: step.index }))
  }, [owner, step.index])
  // A new step starts at its top, wherever the page was scrolled to on the previous one.
  // (A block: recent browsers' scrollTo returns a promise, which React would take for a clean-up function.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [step.index])

  const jump = (target: Step) => {
    draftStorage.flush()
    navigate(target.path)
  }
  const next = steps[step.index + 1]

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <WizardStepper steps={steps} current={step.index} onJump={jump} />
      {forExistingPatient && (
        <Alert severity="info">
          Nova avaliação de um paciente já cadastrado: o envio cria apenas a avaliação; os dados do paciente
          não são alterados.
        </Alert>
      )}
      <div>
        {(next ? [step, next] : [step]).map((shown) => (
          <Activity
            key={`${owner}:${shown.section}:${generation}`}
            mode={shown === step ? 'visible' : 'hidden'}
          >
            <WizardStep step={shown} owner={owner} navigate={navigate} />
          </Activity>
        ))}
      </div>
    </Stack>
  )
}
