import { useState } from 'react'
import { useParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'
import { DetailView } from '../../components/schema-form/detail-view'
import { currentQuestionnaire } from '../../components/schema-form/questionnaire'
import { PageSpinner } from '../../components/page-spinner'
import { useLoad } from '../../lib/use-load'
import { formatDateBr } from '../../../shared/dates'
import { evaluationToRead } from './api'
import { detailSections } from './detail-sections'

export default function EvaluationDetailPage() {
  usePageTitle('Detalhes da Avaliação')
  const { id = '' } = useParams()
  const { data, error, loading } = useLoad(() => evaluationToRead(id), [id])
  const [showToday, setShowToday] = useState(false)

  if (loading) return <PageSpinner />
  if (error || !data) return <Alert severity="error">Erro ao carregar avaliação.</Alert>
  const { evaluation, questionnaire } = data
  const older = questionnaire.version !== currentQuestionnaire.version
  const sections = detailSections(evaluation, questionnaire, older ? currentQuestionnaire : undefined)
  const reworded = sections.some((s) => Object.keys(s.wordingToday ?? {}).length > 0)
  return (
    <Paper sx={{ p: 3, maxWidth: 1100 }} className="print-page">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Detalhes da Avaliação
        </Typography>
        <Button variant="outlined" className="no-print" onClick={() => window.print()}>
          Imprimir
        </Button>
      </Box>
      <Typography variant="subtitle1" sx={{ mb: 3 }}>
        {evaluation.patient.name} · Avaliação de{' '}
        {evaluation.evaluationData ? formatDateBr(evaluation.evaluationData) : 'data não informada'}
      </Typography>
      {evaluation.patientReconstructed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Avaliação registrada antes de o sistema guardar os dados do paciente de cada avaliação: os Dados
          Gerais abaixo são os do cadastro na data da atualização do sistema, não necessariamente os do dia da
          avaliação.
        </Alert>
      )}
      {older && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Respondida com a versão {questionnaire.version} do questionário: as perguntas aparecem como foram
          feitas naquela versão.
          {reworded && (
            <FormControlLabel
              className="no-print"
              sx={{ display: 'flex', mt: 1 }}
              control={<Switch checked={showToday} onChange={(e) => setShowToday(e.target.checked)} />}
              label="Mostrar a redação atual das perguntas alteradas"
            />
          )}
        </Alert>
      )}
      <DetailView sections={sections} showToday={showToday} />
    </Paper>
  )
}
