import { Suspense, use, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FamilyForm } from '../../../shared/contract/family'
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { PageSpinner } from '../../components/page-spinner'
import { isAnswered } from '../../components/schema-form/answered'
import { steps as allSteps, validatorOf, type Step } from '../../components/schema-form/questionnaire'
import { SchemaForm, type FormValues } from '../../components/schema-form/schema-form'
import { SubmitButton } from '../../components/submit-button'
import { errorMessage, statusOf } from '../../lib/api'
import { submitAnswers } from './api'
import { acceptedAnswers } from './accepted-answers'
import { changed, saveNow, useFamilyAnswers } from './autosave'
import { SaveStatusLine } from './save-status'
import { screensOf, type Screen } from './screens'
import { SUBMIT_FAILED } from './messages'

/**
 * A phone's layout: everything a thumb presses is at least 44 px high and wide (radios, their labels, 'Limpar', the
 * buttons), and a question's label stands above its field, whole: inside the field's outline a long one was cut
 * short at a phone's width.
 */
const phoneLayout = {
  '& .MuiRadio-root': { minWidth: 44, minHeight: 44 },
  '& .MuiFormControlLabel-root': { minHeight: 44 },
  '& .MuiButton-root': { minHeight: 44 },
  '& .MuiFormControl-root > .MuiInputLabel-root': {
    position: 'static',
    transform: 'none',
    whiteSpace: 'normal',
    overflow: 'visible',
    maxWidth: 'none',
    mb: 0.75,
    lineHeight: 1.4,
  },
  '& .MuiOutlinedInput-notchedOutline > legend': { display: 'none' },
} as const

/** The screen's buttons: 'Avançar' first in the reading order is the one a thumb reaches for. */
const actions = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1.5,
  mt: 3,
  '& > *': { flex: '1 1 140px' },
  '& > .later': { flexBasis: '100%' },
} as const

/** A double tap's second press would land on the next screen's button, in the same place. */
const onePressAtATime = (event: MouseEvent) => {
  if (event.detail > 1) event.preventDefault()
}

export interface FamilyQuestionsProps {
  form: FamilyForm
  onLater(): void
  onSent(): void
}

/** Where coming back opens: the first screen none of whose questions has an answer, or the last (the summary). */
function startScreen(screens: Screen[], stepsShown: Step[]): number {
  const { answers } = useFamilyAnswers.getState()
  const blank = screens.findIndex((screen) => {
    const values = answers[stepsShown[screen.step]!.section] ?? {}
    return !screen.questions.some((question) => isAnswered(values[question]))
  })
  return blank === -1 ? screens.length : blank
}

/** The link's steps, a group of questions per screen, then a summary with 'Enviar'. */
export default function FamilyQuestions({ form, onLater, onSent }: FamilyQuestionsProps) {
  const stepsShown = useMemo(
    () => form.steps.flatMap((linked) => allSteps.filter((step) => step.slug === linked.slug)),
    [form.steps],
  )
  const screens = useMemo(
    () =>
      screensOf(
        stepsShown.map((step) => ({
          properties: Object.keys(step.schema.properties ?? {}),
          order: step.uiSchema['ui:order'],
        })),
      ),
    [stepsShown],
  )
  const stored = useFamilyAnswers((s) => s.screen)
  // Where to start is chosen once, from the saved answers: answering the screen must not move it.
  const [start] = useState(() => startScreen(screens, stepsShown))
  const screen = stored ?? start
  useEffect(() => {
    if (useFamilyAnswers.getState().screen === null) useFamilyAnswers.setState({ screen: start })
  }, [start])
  const total = screens.length + 1
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)

  const go = (next: number) => {
    void saveNow()
    useFamilyAnswers.setState({ screen: next })
  }
  // A new screen starts at its top, its heading read out (not on the first one: the page's heading is).
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
    if (first.current) first.current = false
    else heading.current?.focus()
  }, [screen])
  // The next screen's step validator is fetched while this one is answered.
  useEffect(() => {
    const upcoming = screens[screen + 1] ?? screens[screen]
    if (upcoming) void validatorOf(stepsShown[upcoming.step]!)
  }, [screen, screens, stepsShown])

  const shown = screens[screen]
  const step = shown && stepsShown[shown.step]
  const title = step
    ? shown.parts > 1
      ? `${step.title} (parte ${shown.part + 1} de ${shown.parts})`
      : step.title
    : 'Revisar e enviar'
  return (
    <Stack spacing={2} sx={phoneLayout}>
      <Box>
        <LinearProgress
          variant="determinate"
          value={((screen + 1) / total) * 100}
          aria-label="Progresso do questionário"
          aria-valuetext={`Tela ${screen + 1} de ${total}`}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Tela {screen + 1} de {total}
        </Typography>
        <SaveStatusLine />
      </Box>
      <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {title}
      </Typography>
      {shown && step ? (
        <ChunkErrorBoundary resetKey={step.section}>
          <Suspense fallback={<PageSpinner label="Carregando as perguntas…" />}>
            <QuestionScreen
              key={screen}
              step={step}
              questions={shown.questions}
              onBack={screen > 0 ? () => go(screen - 1) : undefined}
              onNext={() => go(screen + 1)}
              onLater={async () => {
                if (await saveNow()) onLater()
              }}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Summary stepsShown={stepsShown} onBack={() => go(screen - 1)} onSent={onSent} />
      )}
    </Stack>
  )
}

interface ScreenProps {
  step: Step
  questions: string[]
  onBack?: () => void
  onNext(): void
  onLater(): Promise<void>
}

/** One group of a step's questions: the step's whole form, showing and checking only this group. */
function QuestionScreen({ step, questions, onBack, onNext, onLater }: ScreenProps) {
  // The form owns what is typed from here on; the answers in memory only record it.
  const [formData] = useState<FormValues>(() => useFamilyAnswers.getState().answers[step.section] ?? {})
  const only = useMemo(() => new Set(questions), [questions])
  const [saving, setSaving] = useState(false)
  // Loaded by then: the form around this screen waited for it.
  const validator = use(validatorOf(step))
  const record = (data: FormValues) =>
    changed(step.section, data, (values) => acceptedAnswers(validator, step.schema, values))
  return (
    <SchemaForm
      step={step}
      formData={formData}
      only={only}
      onChange={record}
      onSubmit={(data) => {
        record(data)
        onNext()
      }}
    >
      <Box sx={actions}>
        <SubmitButton loading={false} size="large" onClick={onePressAtATime}>
          Avançar
        </SubmitButton>
        {onBack && (
          <Button variant="outlined" size="large" onClick={onBack}>
            Voltar
          </Button>
        )}
        <Button
          className="later"
          variant="text"
          size="large"
          disabled={saving}
          onClick={() => {
            setSaving(true)
            void onLater().finally(() => setSaving(false))
          }}
        >
          Salvar e continuar depois
        </Button>
      </Box>
    </SchemaForm>
  )
}

/** The last screen: how many questions have an answer, and 'Enviar' (confirmed first: it ends the link). */
function Summary({ stepsShown, onBack, onSent }: { stepsShown: Step[]; onBack(): void; onSent(): void }) {
  const answers = useFamilyAnswers((s) => s.answers)
  const [confirming, setConfirming] = useState(false)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const questions = stepsShown.flatMap((step) =>
    Object.keys(step.schema.properties ?? {}).map((field) => answers[step.section]?.[field]),
  )
  const answered = questions.filter(isAnswered).length

  const send = async () => {
    setConfirming(false)
    setSending(true)
    setProblem(null)
    try {
      if (!(await saveNow())) throw new Error('not saved')
      await submitAnswers()
      onSent()
    } catch (error) {
      if (statusOf(error) === 401) useFamilyAnswers.setState({ status: 'ended' })
      else setProblem(await errorMessage(error, SUBMIT_FAILED))
      setSending(false)
    }
  }

  return (
    <Stack spacing={2}>
      <Typography>
        Você respondeu {answered} de {questions.length} perguntas. As perguntas sem resposta podem ficar em
        branco: a clínica conversa sobre elas na consulta.
      </Typography>
      <Typography>
        Depois de enviar, as respostas vão para a clínica e não podem mais ser alteradas por este link.
      </Typography>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={actions}>
        <SubmitButton loading={sending} size="large" type="button" onClick={() => setConfirming(true)}>
          Enviar
        </SubmitButton>
        <Button variant="outlined" size="large" onClick={onBack}>
          Voltar
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Enviar as respostas?"
        action="Enviar"
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      >
        Depois de enviar, as respostas não podem mais ser alteradas por este link.
      </ConfirmDialog>
    </Stack>
  )
}
