import { Activity, lazy, memo, Suspense, useEffect, useLayoutEffect, useMemo } from 'react'
import { Navigate, useParams, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { usePageTitle } from '../../lib/page-title'
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary'
import { PageSpinner } from '../../components/page-spinner'
import { steps, validatorOf, wizard, type Step } from '../../components/schema-form/questionnaire'
import { useSession } from '../../lib/session-store'
import { useStableNavigate, type Navigate as NavigateFn } from '../../lib/use-stable-navigate'
import { DraftIndicator } from './draft-indicator'
import { OFFLINE_SEALED } from './offline-messages'
import { useDraftStore, type Draft } from './draft-store'
import { saveDraftNow } from './draft-sync'
import { useWizardDraft } from './use-wizard-draft'
import { FROM_REVIEW, REVIEW_SLUG } from '../../lib/wizard-routes'
import { WizardStep } from './wizard-step'
import { WizardStepper } from './wizard-stepper'

// The review (and the detail view it reads the answers with) is fetched when it is opened, not with the first step.
const Review = lazy(() => import('./review').then((m) => ({ default: m.Review })))

const UPDATES_PATIENT =
  'Nova avaliação de um paciente já cadastrado. Estas alterações também atualizam o cadastro do paciente ' +
  'quando a avaliação for enviada.'

const PROBLEMS = {
  missing: 'Rascunho não encontrado: ele pode ter sido enviado ou descartado.',
  failed: 'Erro ao carregar o rascunho. Verifique a conexão e tente novamente.',
  offline: OFFLINE_SEALED,
  family: 'Não foi possível usar as respostas da família.',
}

export default function WizardPage() {
  const { slug = '' } = useParams()
  const [searchParams] = useSearchParams()
  const owner = useSession((s) => s.user?.email ?? '')
  const navigate = useStableNavigate()
  const { draft, problem, message } = useWizardDraft(owner, navigate)
  const step = steps.find((s) => s.slug === slug)
  const review = slug === REVIEW_SLUG
  // The step's validator is fetched while the draft loads, not after it; so is the next step's, which the step is
  // shown with (out of sight): loaded by then, that step renders at once instead of suspending, and React holds a
  // suspended step's content back a while after its validator arrives. 'Avançar' soon after the page is
  // opened then finds the next step ready.
  if (step) {
    void validatorOf(step)
    const next = steps[step.index + 1]
    if (next) void validatorOf(next)
  }
  if (!step && !review) return <Navigate to={wizard.basePath} replace />
  if (problem)
    return (
      <Alert
        severity={problem === 'offline' ? 'warning' : 'error'}
        role={problem === 'offline' ? 'status' : 'alert'}
      >
        {message ?? PROBLEMS[problem]}
      </Alert>
    )
  if (!draft) return <PageSpinner />
  if (!step) return <ReviewPage draft={draft} navigate={navigate} />
  return (
    <Wizard
      step={step}
      owner={owner}
      draftId={draft.id}
      forExistingPatient={Boolean(draft.existingPatientId)}
      fromReview={searchParams.get(FROM_REVIEW) === '1'}
      navigate={navigate}
    />
  )
}

const jumpTo = (draftId: string, navigate: NavigateFn) => (target: Step) => {
  void saveDraftNow()
  navigate(`${target.path}?rascunho=${draftId}`)
}

/** The review after the last step, under the same steps and draft indicator as the steps themselves. */
function ReviewPage({ draft, navigate }: { draft: Draft; navigate: NavigateFn }) {
  usePageTitle('Revisão')
  const jump = useMemo(() => jumpTo(draft.id, navigate), [draft.id, navigate])
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [])
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <WizardStepper steps={steps} current={steps.length} onJump={jump} />
      <DraftIndicator />
      {draft.existingPatientId && <Alert severity="info">{UPDATES_PATIENT}</Alert>}
      <Suspense fallback={<PageSpinner />}>
        <Review draft={draft} navigate={navigate} />
      </Suspense>
    </Stack>
  )
}

/**
 * The step shown and, rendered out of sight while the clinician works on it, the step after it: 'Avançar' then
 * only reveals a form that is already built instead of building thirty or more fields. Each step keeps its form
 * while it is one of those two; another draft (a new patient, a form sent, an existing patient's data) starts
 * every step afresh.
 *
 * Every answer changes the draft, which re-renders the page above: the wizard takes only what it shows of the draft
 * (plain values) and is memoised, so that a keystroke or a click re-renders the field, not the stepper and the step.
 */
const Wizard = memo(function Wizard({
  step,
  owner,
  draftId,
  forExistingPatient,
  fromReview,
  navigate,
}: {
  step: Step
  owner: string
  draftId: string
  forExistingPatient: boolean
  fromReview: boolean
  navigate: NavigateFn
}) {
  usePageTitle(step.title)
  const generation = useDraftStore((s) => s.generation)

  useEffect(() => {
    useDraftStore
      .getState()
      .update((current) => (current.step === step.index ? current : { ...current, step: step.index }))
  }, [step.index])
  // A new step starts at its top, wherever the page was scrolled to on the previous one.
  // (A block: recent browsers' scrollTo returns a promise, which React would take for a clean-up function.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [step.index])

  const jump = useMemo(() => jumpTo(draftId, navigate), [draftId, navigate])
  const next = steps[step.index + 1]
  // The next step's validator was asked for by the page, with this step's; the one after it is fetched once this
  // step is shown: it becomes the hidden step at 'Avançar' and can then render out of sight at once.
  const afterNext = steps[step.index + 2]
  useEffect(() => {
    if (afterNext) void validatorOf(afterNext)
  }, [afterNext])

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <WizardStepper steps={steps} current={step.index} onJump={jump} />
      <DraftIndicator />
      {forExistingPatient && step.target === 'patient' && <Alert severity="info">{UPDATES_PATIENT}</Alert>}
      <div>
        {(next ? [step, next] : [step]).map((shown) => (
          <Activity
            key={`${owner}:${shown.section}:${generation}`}
            mode={shown === step ? 'visible' : 'hidden'}
          >
            {/* A step waits for its validator (its own chunk, fetched while the step before it is shown) under a
                spinner; one that cannot be fetched says so, with 'Recarregar'. */}
            <ChunkErrorBoundary>
              <Suspense fallback={<PageSpinner label="Carregando a etapa…" />}>
                <WizardStep step={shown} draftId={draftId} navigate={navigate} fromReview={fromReview} />
              </Suspense>
            </ChunkErrorBoundary>
          </Activity>
        ))}
      </div>
    </Stack>
  )
})
