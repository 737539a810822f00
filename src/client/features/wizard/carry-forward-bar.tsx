import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { formatDateBr } from '../../../shared/dates'
import type { EvaluationRecord } from '../../../shared/contract/evaluations'

/** The day an evaluation names, or the day it was sent. */
export const evaluationDay = (evaluation: EvaluationRecord) =>
  formatDateBr(evaluation.evaluationData ?? evaluation.createdAt.slice(0, 10))

interface Props {
  previous: EvaluationRecord
  /** How many of this step's answers are copies not yet confirmed. */
  pending: number
  onCopy(): void
  onConfirmAll(): void
}

/**
 * On each evaluation step of a registered patient's new evaluation: copy the latest evaluation's answers into the
 * questions still unanswered (nothing is copied without this press), and confirm the copies in one go.
 */
export function CarryForwardBar({ previous, pending, onCopy, onConfirmAll }: Props) {
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <div>
        <Button variant="outlined" size="small" onClick={onCopy}>
          Copiar respostas da avaliação de {evaluationDay(previous)}
        </Button>
      </div>
      {pending > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onConfirmAll}>
              Confirmar todas
            </Button>
          }
        >
          {pending === 1
            ? '1 resposta copiada da avaliação anterior aguarda confirmação: confira-a ou altere-a.'
            : `${pending} respostas copiadas da avaliação anterior aguardam confirmação: confira-as ou altere-as.`}
        </Alert>
      )}
    </Stack>
  )
}
