import Typography from '@mui/material/Typography'
import { useFamilyAnswers } from './autosave'
import { SAVE_STATUS } from './messages'

/** Where the answers stand: saving, saved, waiting for the connection, or the server's reason for refusing them. */
export function SaveStatusLine() {
  const status = useFamilyAnswers((s) => s.status)
  const message = useFamilyAnswers((s) => s.message)
  const text =
    status === 'saving' || status === 'saved' || status === 'offline'
      ? SAVE_STATUS[status]
      : status === 'refused'
        ? message
        : null
  return (
    <Typography
      role="status"
      variant="body2"
      color={status === 'refused' || status === 'offline' ? 'error' : 'text.secondary'}
      sx={{ minHeight: '1.5em' }}
    >
      {text}
    </Typography>
  )
}
