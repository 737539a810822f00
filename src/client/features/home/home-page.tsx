import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ActionList } from '../../components/action-list'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { usePageTitle } from '../../lib/page-title'
import { useConfirmedAction } from '../../lib/use-confirmed-action'
import { useLoad } from '../../lib/use-load'
import { NEW_FAMILY_PATIENT, stepPath } from '../../lib/wizard-routes'
import type { DraftSummary } from '../../../shared/contract/drafts'
import { formatDateTimeBr } from '../../../shared/dates'
import { discardDraft, listDrafts } from './api'
import { FamilyAnswersToReview } from './family-answers'

const whose = (draft: DraftSummary) =>
  draft.label.trim() ? `de ${draft.label.trim()}` : 'sem nome do paciente'

/** "cadastro de Ana" for a new patient, "nova avaliação de Ana" for a registered one. */
const whatOf = (draft: DraftSummary) =>
  `${draft.newEvaluation ? 'nova avaliação' : 'cadastro'} ${whose(draft)}`

/** The step the draft was left on, in its URL, so that 'Continuar' opens it there. */
const continueLink = (draft: DraftSummary) => `${stepPath(draft.step)}?rascunho=${draft.id}`

export default function HomePage() {
  usePageTitle('Início')
  const discarding = useConfirmedAction(
    (draft: DraftSummary) => discardDraft(draft.id),
    'Não foi possível descartar o rascunho. Tente novamente.',
  )
  const drafts = useLoad(listDrafts, [discarding.version])
  const { asked } = discarding

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography>Bem-vindo! Escolha uma opção no menu.</Typography>
      {drafts.error !== undefined && <Alert severity="error">Erro ao carregar os rascunhos.</Alert>}
      {discarding.error && <Alert severity="error">{discarding.error}</Alert>}
      <FamilyAnswersToReview />
      {drafts.data && drafts.data.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Cadastros em andamento
          </Typography>
          <ActionList
            label="Cadastros em andamento"
            items={drafts.data}
            row={(draft) => ({
              primary: `Continuar ${whatOf(draft)}`,
              secondary: `Alterado em ${formatDateTimeBr(draft.updatedAt)}`,
              actionsWidth: 26,
              actions: (
                <Stack direction="row" spacing={1}>
                  <Button component={RouterLink} to={continueLink(draft)} variant="contained" size="small">
                    Continuar
                  </Button>
                  <Button color="error" size="small" onClick={() => discarding.ask(draft)}>
                    Descartar
                  </Button>
                </Stack>
              ),
            })}
          />
        </Paper>
      )}
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Histórico pela família
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Cadastre a criança pelo nome e pela data de nascimento e envie um link para a família responder ao
          histórico em casa, antes da primeira consulta.
        </Typography>
        <Button component={RouterLink} to={NEW_FAMILY_PATIENT} variant="outlined">
          Enviar histórico a uma nova família
        </Button>
      </Paper>
      <ConfirmDialog
        open={asked !== null}
        title="Descartar rascunho?"
        action="Descartar"
        onConfirm={() => void discarding.confirm(asked!)}
        onCancel={() => discarding.ask(null)}
      >
        {asked?.newEvaluation
          ? `A nova avaliação ${whose(asked)} e todas as respostas dela serão apagadas.`
          : `O cadastro ${asked ? whose(asked) : ''} e todas as respostas dele serão apagados.`}{' '}
        Esta ação não pode ser desfeita.
      </ConfirmDialog>
    </Stack>
  )
}
