import Typography from '@mui/material/Typography'
import { useDraftSync } from './draft-sync'
import { OFFLINE_SEALED, OFFLINE_UNSEALED } from './offline-messages'

// One formatter for every render: toLocaleTimeString sets one up on each call, a cost paid on every step change.
const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' })
const time = (at: number) => clock.format(at)

/**
 * Where the draft is: saved on the server, being sent, or waiting in this browser for the connection. The status
 * element is always there, one line high and empty while it has nothing to say: a live region present before its
 * first message is read out, a node inserted into the wizard's Stack (whose spacing rule reads siblings) made the
 * browser recompute the style of the whole step, and a line that appeared with the first save pushed the step down.
 */
export function DraftIndicator() {
  const { status, savedAt, refusal } = useDraftSync()
  const text =
    status === 'refused'
      ? `Rascunho não salvo no servidor: ${refusal} Ele será enviado de novo quando a resposta for corrigida.`
      : status === 'offline'
        ? OFFLINE_SEALED
        : status === 'unsealed'
          ? OFFLINE_UNSEALED
          : status === 'saving'
            ? 'Salvando rascunho no servidor…'
            : savedAt
              ? `Rascunho salvo no servidor às ${time(savedAt)}`
              : null
  return (
    <Typography
      variant="caption"
      sx={{ minHeight: '1.66em' }}
      color={
        status === 'refused'
          ? 'error.main'
          : status === 'saved' || status === 'saving'
            ? 'text.secondary'
            : 'warning.main'
      }
      role="status"
      data-testid="draft-indicator"
    >
      {text ?? ''}
    </Typography>
  )
}
