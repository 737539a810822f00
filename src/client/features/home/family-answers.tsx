import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useLoad } from '../../lib/use-load'
import { formatDateTimeBr } from '../../../shared/dates'
import { pendingFamilyAnswers } from './api'

/** Início's "Respostas da família para revisar": histories a family sent that no evaluation used yet. */
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
      <List aria-label="Respostas da família para revisar">
        {pending.data.map((answers) => (
          <ListItem
            key={answers.id}
            divider
            secondaryAction={
              <Button
                component={RouterLink}
                to={`/pacientes/${answers.patientId}/avaliacoes`}
                variant="contained"
                size="small"
              >
                Abrir paciente
              </Button>
            }
            sx={{ pr: 20 }}
          >
            <ListItemText
              primary={`Histórico de ${answers.patientName}`}
              secondary={`Enviado pela família em ${formatDateTimeBr(answers.sentAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  )
}
