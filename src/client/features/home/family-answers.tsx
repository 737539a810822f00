import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ActionList } from '../../components/action-list'
import { useLoad } from '../../lib/use-load'
import { formatDateTimeBr } from '../../../shared/dates'
import { familyReviewPath } from '../../lib/wizard-routes'
import { pendingFamilyAnswers } from './api'

/**
 * Início's "Respostas da família para revisar": histories a family sent that no evaluation used yet, each starting
 * the evaluation that reviews it (or opening the patient's page).
 */
export function FamilyAnswersToReview() {
  const pending = useLoad(pendingFamilyAnswers, [])
  if (pending.error !== undefined)
    return <Alert severity="error">Erro ao carregar as respostas enviadas pelas famílias.</Alert>
  if (!pending.data?.length) return null
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Respostas da família para revisar
      </Typography>
      <ActionList
        label="Respostas da família para revisar"
        items={pending.data}
        row={(answers) => ({
          primary: `Histórico de ${answers.patientName}`,
          secondary: `Enviado pela família em ${formatDateTimeBr(answers.sentAt)}`,
          actionsWidth: { xs: 20, sm: 36 },
          actions: (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-end' }}>
              <Button
                component={RouterLink}
                to={familyReviewPath(answers.patientId, answers.id)}
                variant="contained"
                size="small"
              >
                Iniciar avaliação
              </Button>
              <Button component={RouterLink} to={`/pacientes/${answers.patientId}/avaliacoes`} size="small">
                Abrir paciente
              </Button>
            </Stack>
          ),
        })}
      />
    </Paper>
  )
}
