import { useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'
import { countUnanswered, DetailView } from '../../components/schema-form/detail-view'
import { currentQuestionnaire } from '../../components/schema-form/questionnaire'
import { PageSpinner } from '../../components/page-spinner'
import { useLoad } from '../../lib/use-load'
import { formatDateBr } from '../../../shared/dates'
import { evaluationToRead } from './api'
import { detailSections } from './detail-sections'
import { HiddenNote, OnlyAnsweredSwitch, useOnlyAnswered } from './only-answered'
import { PrintPageStyle, recordedLine, SignatureLine } from './print-frame'
import './evaluation-print.css'

export default function EvaluationDetailPage() {
  usePageTitle('Detalhes da Avaliação')
  const { id = '' } = useParams()
  const { data, error, loading } = useLoad(() => evaluationToRead(id), [id])
  const [showToday, setShowToday] = useState(false)
  const onlyAnswered = useOnlyAnswered()

  if (loading) return <PageSpinner />
  if (error || !data) return <Alert severity="error">Erro ao carregar avaliação.</Alert>
  const { evaluation, questionnaire } = data
  const older = questionnaire.version !== currentQuestionnaire.version
  const sections = detailSections(evaluation, questionnaire, older ? currentQuestionnaire : undefined)
  const reworded = sections.some((s) => Object.keys(s.wordingToday ?? {}).length > 0)
  const day = evaluation.evaluationData
    ? `Avaliação de ${formatDateBr(evaluation.evaluationData)}`
    : 'Avaliação sem data informada'
  return (
    <Paper sx={{ p: 3, maxWidth: 1100 }} className={`print-page evaluation-print ${onlyAnswered.className}`}>
      <PrintPageStyle patient={evaluation.patient.name ?? ''} day={day} />
      <Link
        component={RouterLink}
        to={`/pacientes/${evaluation.patientId}/avaliacoes`}
        className="no-print"
        sx={{ display: 'inline-block', mb: 1 }}
      >
        ‹ Avaliações de {evaluation.patient.name ?? 'paciente'}
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Detalhes da Avaliação
        </Typography>
        <OnlyAnsweredSwitch {...onlyAnswered} />
        <Button variant="outlined" className="no-print" onClick={onlyAnswered.print}>
          Imprimir
        </Button>
      </Box>
      <Typography variant="subtitle1" component="p">
        {evaluation.patient.name} · Avaliação de{' '}
        {evaluation.evaluationData ? formatDateBr(evaluation.evaluationData) : 'data não informada'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {recordedLine(evaluation.recordedByName, evaluation.createdAt)}
      </Typography>
      <HiddenNote count={countUnanswered(sections)} />
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
      <SignatureLine name={evaluation.recordedByName} />
    </Paper>
  )
}
