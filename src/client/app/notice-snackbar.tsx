import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { dismissNotice, type Notice } from '../lib/notify'

export default function NoticeSnackbar({ notice }: { notice: Notice | null }) {
  return (
    <Snackbar
      key={notice?.id}
      open={Boolean(notice)}
      autoHideDuration={6000}
      onClose={dismissNotice}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={dismissNotice}>
        {notice?.message}
      </Alert>
    </Snackbar>
  )
}
