import Step from '@mui/material/Step'
import StepButton from '@mui/material/StepButton'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import type { Step as WizardStep } from '../../components/schema-form/questionnaire'

interface Props {
  steps: WizardStep[]
  current: number
  onJump(step: WizardStep): void
}

/** Where the clinician is; any earlier step is one click away. */
export function WizardStepper({ steps, current, onJump }: Props) {
  return (
    <Stepper
      nonLinear
      alternativeLabel
      activeStep={current}
      aria-label="Etapas do cadastro"
      sx={{ overflowX: 'auto', pb: 1, '& .MuiStepLabel-label': { fontSize: '0.7rem' } }}
    >
      {steps.map((step) => (
        <Step key={step.section} completed={step.index < current}>
          {step.index < current ? (
            <StepButton onClick={() => onJump(step)}>{step.title}</StepButton>
          ) : (
            <StepLabel>{step.title}</StepLabel>
          )}
        </Step>
      ))}
    </Stepper>
  )
}
