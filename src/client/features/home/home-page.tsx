import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'

export default function HomePage() {
  usePageTitle('Início')
  return <Typography>Bem-vindo! Escolha uma opção no menu.</Typography>
}
