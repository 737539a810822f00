import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Step as WizardStep } from '../../components/schema-form/questionnaire'

interface Props {
  steps: WizardStep[]
  current: number
  onJump(step: WizardStep): void
}

/**
 * The stepper of narrow windows: the current step by name and number, a bar of the way done, and a list of the
 * steps in which the earlier ones lead back (the later ones, as in the wide stepper, only once reached).
 */
export function CompactStepper({ steps, current, onJump }: Props) {
  const review = current >= steps.length
  // The review is no step of its own: it is named as what it is, not as the last step again.
  const position = review ? 'Revisão' : `Passo ${current + 1} de ${steps.length}`
  const name = review ? 'Confira as respostas e envie' : steps[current]!.title
  return (
    <Box component="nav" aria-label="Etapas do cadastro">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
            {position}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
            {name}
          </Typography>
        </Box>
        {current > 0 && (
          <TextField
            select
            size="small"
            label="Ir para o passo"
            value={review ? '' : String(current)}
            onChange={(e) => {
              const target = steps[Number(e.target.value)]
              if (target && target.index < current) onJump(target)
            }}
            sx={{ flexShrink: 0, width: 200 }}
          >
            {steps.map((step) => (
              <MenuItem key={step.section} value={String(step.index)} disabled={step.index >= current}>
                {`${step.index + 1}. ${step.title}`}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={(Math.min(current, steps.length) / steps.length) * 100}
        aria-label={`${Math.min(current, steps.length)} de ${steps.length} passos preenchidos`}
        sx={{ mt: 1 }}
      />
    </Box>
  )
}
