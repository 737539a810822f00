import { memo, useMemo, useRef, useState, type MouseEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import { SubmitButton } from '../../components/submit-button'
import { SchemaForm, type FormValues } from '../../components/schema-form/schema-form'
import { steps, type Step } from '../../components/schema-form/questionnaire'
import type { Navigate } from '../../lib/use-stable-navigate'
import { withComputedAge } from '../../components/schema-form/computed-age'
import { useDraftStore } from './draft-store'
import { saveDraftNow } from './draft-sync'
import { reviewPath } from '../../lib/wizard-routes'
import { notify } from '../../lib/notify'
import { CarryForwardBar } from './carry-forward-bar'
import { useCarryForward } from './use-carry-forward'
import { useFamilyMarks } from './use-family-marks'

/**
 * The second click of a double-click lands on the next step's button, in the same place: it would skip a step.
 * Each separate press still moves one step, however fast it comes.
 */
const oneStepPerPress = (event: MouseEvent) => {
  if (event.detail > 1) event.preventDefault()
}

/**
 * The step's buttons stay in one place at the bottom of the window, whatever the scroll: a new step scrolls the page
 * to its top as it appears, and a press that came just then used to land on whatever had moved under the pointer.
 */
const actionsBar = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  mt: 3,
  mx: -3,
  mb: -3,
  px: 3,
  py: 1.5,
  flexWrap: 'wrap',
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
} as const

interface Props {
  step: Step
  draftId: string
  navigate: Navigate
  /** Opened from the review ('Editar'): the main button goes back there. */
  fromReview: boolean
}

/**
 * One step's form and its buttons. It may be rendered before it is shown (the wizard prepares the next step
 * out of sight), so it does nothing on its own at mount: it only reads its saved answers.
 *
 * Memoised, and told by the page whether it was opened from the review rather than reading the address itself: a
 * step change then re-renders neither step's form (each address change re-rendered both, the one revealed included,
 * while 'Avançar' waited for the paint).
 */
export const WizardStep = memo(function WizardStep({ step, draftId, navigate, fromReview }: Props) {
  // The form owns what is typed; the draft store only records it. Reading the draft once, here, keeps
  // keystrokes from re-rendering the page.
  const [formData, setFormData] = useState<FormValues>(
    () => useDraftStore.getState().draft?.sections[step.section] ?? {},
  )
  const latest = useRef(formData)
  const carry = useCarryForward(step.section, step.target === 'evaluation')
  const family = useFamilyMarks(step.section)
  const marks = useMemo(() => ({ ...carry.context, family: family.marked }), [carry.context, family.marked])
  const isFirst = step.index === 0
  const isLast = step.index === steps.length - 1

  const save = (data: FormValues) => {
    latest.current = data
    useDraftStore
      .getState()
      .update((draft) => ({ ...draft, sections: { ...draft.sections, [step.section]: data } }))
  }
  const onChange = (data: FormValues) => {
    const next = withComputedAge(latest.current, data, step.rules)
    if (next !== data) setFormData(next)
    save(next)
    carry.changed(next)
    family.changed(next)
  }
  const copy = () => {
    const answers = carry.copyInto(latest.current)
    if (!answers)
      return notify(
        'Nada a copiar: as perguntas sem resposta desta etapa também estão sem resposta na avaliação anterior.',
        'info',
      )
    setFormData(answers)
    save(answers)
    family.changed(answers)
  }
  // Every step change sends the draft to the server at once.
  const go = (target: Step | 'review' | undefined, data: FormValues = latest.current) => {
    save(data)
    void saveDraftNow()
    const path = target === 'review' ? reviewPath : target?.path
    navigate(path ? `${path}?rascunho=${draftId}` : '/')
  }
  const onSubmit = (data: FormValues) => go(isLast || fromReview ? 'review' : steps[step.index + 1], data)

  return (
    <Paper sx={{ p: 3 }}>
      {carry.previous && (
        <CarryForwardBar
          previous={carry.previous}
          pending={carry.pending}
          onCopy={copy}
          onConfirmAll={carry.confirmAll}
        />
      )}
      {family.marked.size > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          As respostas marcadas foram dadas pela família. Confirme, corrija ou complete.
        </Alert>
      )}
      <SchemaForm step={step} formData={formData} onChange={onChange} onSubmit={onSubmit} copied={marks}>
        <Box sx={actionsBar}>
          {isFirst ? (
            <Button variant="outlined" onClick={() => go(undefined)}>
              Sair
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => go(steps[step.index - 1])}>
              Voltar
            </Button>
          )}
          <SubmitButton loading={false} onClick={oneStepPerPress}>
            {fromReview ? 'Voltar à revisão' : 'Avançar'}
          </SubmitButton>
        </Box>
      </SchemaForm>
    </Paper>
  )
})
