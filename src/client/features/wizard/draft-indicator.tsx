import Typography from '@mui/material/Typography'
import { useDraftSync } from './draft-sync'

const time = (at: number) => new Date(at).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })

/** Where the draft is: saved on the server, being sent, or waiting in this browser for the connection. */
export function DraftIndicator() {
  const { status, savedAt, refusal } = useDraftSync()
  const text =
    status === 'refused'
      ? `Rascunho não salvo no servidor: ${refusal} Ele será enviado de novo quando a resposta for corrigida.`
      : status === 'offline'
        ? 'Sem conexão: rascunho guardado neste computador até reconectar'
        : status === 'saving'
          ? 'Salvando rascunho no servidor…'
          : savedAt
            ? `Rascunho salvo no servidor às ${time(savedAt)}`
            : null
  if (!text) return null
  return (
    <Typography
      variant="caption"
      color={status === 'refused' ? 'error.main' : status === 'offline' ? 'warning.main' : 'text.secondary'}
      role="status"
      data-testid="draft-indicator"
    >
      {text}
    </Typography>
  )
}
