import Typography from '@mui/material/Typography'

// Placeholder until this screen's issue lands.
export default function Placeholder() {
  return <Typography>Em construção.</Typography>
}
