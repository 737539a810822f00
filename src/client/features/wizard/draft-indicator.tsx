import Typography from '@mui/material/Typography'
import { useDraftStore } from './draft-store'

/** Tells the clinician that what they typed is safe in this browser. */
export function DraftIndicator() {
  const savedAt = useDraftStore((s) => s.savedAt)
  if (!savedAt) return null
  const time = new Date(savedAt).toLocaleTimeString('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  return (
    <Typography variant="caption" color="text.secondary" role="status" data-testid="draft-indicator">
      Rascunho salvo às {time}
    </Typography>
  )
}
