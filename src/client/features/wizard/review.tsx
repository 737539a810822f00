import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { SubmitButton } from '../../components/submit-button'
import { answeredSplit } from '../../components/schema-form/answered'
import { DetailView, orderedFields, type DetailSection } from '../../components/schema-form/detail-view'
import { steps, type Step } from '../../components/schema-form/questionnaire'
import { FROM_REVIEW } from '../../lib/wizard-routes'
import type { Navigate } from '../../lib/use-stable-navigate'
import type { Draft } from './draft-store'
import { saveDraftNow } from './draft-sync'
import { familyFields } from './family-start'
import { useSubmitDraft } from './use-submit'

const orderOf = (step: Step) => {
  const order = step.uiSchema['ui:order']
  return Array.isArray(order) ? (order as string[]) : []
}

const copiedText = (count: number) =>
  count === 1 ? '1 copiada, não confirmada' : `${count} copiadas, não confirmadas`

const unansweredText = (count: number) =>
  count === 0 ? 'Todas respondidas' : count === 1 ? '1 sem resposta' : `${count} sem resposta`

/**
 * 'Revisão', after the last step: every answered question by step, as the detail page will show it, with how many
 * are left unanswered and an 'Editar' that opens the step and comes back here; 'Enviar' sends it all.
 */
export function Review({ draft, navigate }: { draft: Draft; navigate: Navigate }) {
  const { submit, sending, error } = useSubmitDraft()
  const open = (step: Step, fromReview: boolean) => {
    void saveDraftNow()
    navigate(`${step.path}?rascunho=${draft.id}${fromReview ? `&${FROM_REVIEW}=1` : ''}`)
  }

  const copiedIn = (step: Step) => Object.keys(draft.copied?.[step.section] ?? {}).length
  const copiedTotal = steps.reduce((sum, step) => sum + copiedIn(step), 0)

  const sections: DetailSection[] = steps.map((step) => {
    const values = (draft.sections[step.section] ?? {}) as Record<string, unknown>
    const { answered, unanswered } = answeredSplit(orderedFields(step.schema, orderOf(step)), values)
    // Only the answered questions are listed: the step's schema reduced to them, in their order.
    const properties = step.schema.properties ?? {}
    return {
      title: step.title,
      schema: { ...step.schema, properties: Object.fromEntries(answered.map((f) => [f, properties[f]!])) },
      order: answered,
      values,
      fromFamily: familyFields(draft.family?.[step.section], values),
      aside: (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} className="no-print">
          {copiedIn(step) > 0 && (
            <Typography variant="body2" color="warning.dark">
              {copiedText(copiedIn(step))}
            </Typography>
          )}
          <Typography variant="body2" color={unanswered ? 'text.secondary' : 'success.main'}>
            {unansweredText(unanswered)}
          </Typography>
          <Button size="small" onClick={() => open(step, true)} aria-label={`Editar ${step.title}`}>
            Editar
          </Button>
        </Box>
      ),
    }
  })

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Revisão
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Confira as respostas de cada etapa antes de enviar. Perguntas sem resposta não aparecem na lista.
      </Typography>
      {copiedTotal > 0 && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {copiedTotal === 1
            ? '1 resposta copiada da avaliação anterior ainda não foi confirmada.'
            : `${copiedTotal} respostas copiadas da avaliação anterior ainda não foram confirmadas.`}{' '}
          Abra a etapa em 'Editar' para conferi-las.
        </Alert>
      )}
      <DetailView sections={sections} />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
        <Button variant="outlined" onClick={() => open(steps.at(-1)!, false)} disabled={sending}>
          Voltar
        </Button>
        <SubmitButton loading={sending} type="button" onClick={() => void submit()}>
          Enviar
        </SubmitButton>
      </Box>
    </Paper>
  )
}
