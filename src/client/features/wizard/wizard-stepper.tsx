import { useMemo } from 'react'
import Step from '@mui/material/Step'
import StepButton from '@mui/material/StepButton'
import Stepper from '@mui/material/Stepper'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import type { Step as WizardStep } from '../../components/schema-form/questionnaire'

import { CompactStepper } from './compact-stepper'

interface Props {
  steps: WizardStep[]
  /** The step shown; `steps.length` on the review after the last one. */
  current: number
  onJump(step: WizardStep): void
}

const isNarrow = (theme: Theme) => theme.breakpoints.down('md')
/**
 * Thirteen labels side by side need about 81 px each ('Desenvolvimento' at 0.65rem, and a gap): beside the
 * 240 px menu that is a window of 1340 px or more (the e2e test at 1366×900 checks they stay apart). Between
 * 900 px and that, only the current step's label is shown; the others are still read out to screen readers.
 */
const ALL_LABELS_FIT = '(min-width: 1340px)'
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  padding: 0,
} as const
const labels = { fontSize: '0.65rem', px: '2px', boxSizing: 'border-box' } as const
const stepperSx = { overflowX: 'auto', pb: 1, '& .MuiStepLabel-label': labels } as const
const currentLabelOnlySx = { ...stepperSx, '& .MuiStepLabel-label:not(.Mui-active)': visuallyHidden } as const
/**
 * The Stepper is told no active step: each Step is told its own state instead. Its context then stays the same
 * from one step to the next, and with each item's content kept (below), a step change re-renders the two items
 * whose state changed, not all thirteen.
 */
const NONE = -1

/**
 * Where the clinician is: every step is a tab, the earlier ones one click away, the current one and the later ones
 * disabled. (With tabs only for the earlier steps, MUI drew the first step's stepper as a plain list and the
 * second's as a tab list: the first 'Avançar' rebuilt the whole stepper.) Below 900 px the current step is named
 * with its number instead ('Passo 6 de 13'), and a list leads to the earlier ones.
 */
export function WizardStepper({ steps, current, onJump }: Props) {
  const narrow = useMediaQuery(isNarrow, { noSsr: true })
  const allLabels = useMediaQuery(ALL_LABELS_FIT, { noSsr: true })
  const contents = useMemo(
    () =>
      steps.map((step) => ({
        button: <StepButton onClick={() => onJump(step)}>{step.title}</StepButton>,
        notYet: <StepButton disabled>{step.title}</StepButton>,
      })),
    [steps, onJump],
  )
  // In the step's own chunk, not one of its own: a stepper fetched after the step pushed the step down.
  if (narrow) return <CompactStepper steps={steps} current={current} onJump={onJump} />
  return (
    <Stepper
      nonLinear
      alternativeLabel
      activeStep={NONE}
      aria-label="Etapas do cadastro"
      sx={allLabels ? stepperSx : currentLabelOnlySx}
    >
      {steps.map((step, i) => (
        <Step key={step.section} active={step.index === current} completed={step.index < current}>
          {step.index < current ? contents[i]!.button : contents[i]!.notYet}
        </Step>
      ))}
    </Stepper>
  )
}
