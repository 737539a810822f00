import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { dismissNotice, useNotice } from '../lib/notify'

export function NoticeBar() {
  const notice = useNotice((s) => s.notice)
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
