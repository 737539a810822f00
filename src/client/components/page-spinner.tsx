import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'

export function PageSpinner({ label = 'Carregando…' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  )
}
