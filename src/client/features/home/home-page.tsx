import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../app/page-title'

export default function HomePage() {
  usePageTitle('Início')
  return <Typography>Bem-vindo! Escolha uma opção no menu.</Typography>
}
