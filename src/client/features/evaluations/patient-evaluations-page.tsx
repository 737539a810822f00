import { useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'
import { PageSpinner } from '../../components/page-spinner'
import { statusOf } from '../../lib/api'
import { notify } from '../../lib/notify'
import { useLoad } from '../../lib/use-load'
import { formatDateBr } from '../../../shared/dates'
import { patientLine } from '../../components/patient-line'
import { evaluationsOfPatient, exportPatient, exportPatientFhir, getPatient } from './api'
import { FamilyLinksSection } from './family/family-links-section'

/** A download of the record, pressed once until it ends; says in Portuguese when it fails. */
function ExportButton({
  run,
  failure,
  children,
}: {
  run(): Promise<unknown>
  failure: string
  children: string
}) {
  const [exporting, setExporting] = useState(false)
  return (
    <Button
      variant="outlined"
      disabled={exporting}
      onClick={() => {
        setExporting(true)
        run()
          .catch(() => notify(failure, 'error'))
          .finally(() => setExporting(false))
      }}
    >
      {children}
    </Button>
  )
}

export default function PatientEvaluationsPage() {
  usePageTitle('Avaliações')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { data, error, loading } = useLoad(async () => {
    const [patient, evaluations] = await Promise.all([getPatient(id), evaluationsOfPatient(id)])
    return { patient, evaluations }
  }, [id])

  if (loading) return <PageSpinner />
  if (error || !data) {
    if (error) console.error('Erro ao carregar avaliações:', error)
    return (
      <Alert severity="error">
        {statusOf(error) === 404 ? 'Paciente não encontrado.' : 'Erro ao carregar avaliações.'}
      </Alert>
    )
  }
  const { patient, evaluations } = data
  return (
    <Paper sx={{ p: 3, maxWidth: 1000 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Avaliações de {patient.name}
        </Typography>
        <Button variant="contained" onClick={() => void navigate(`/pacientes/novo?paciente=${patient.id}`)}>
          Nova avaliação
        </Button>
        <Button variant="outlined" onClick={() => void navigate(`/pacientes/${patient.id}/editar`)}>
          Editar
        </Button>
        <ExportButton run={() => exportPatient(patient.id)} failure="Erro ao exportar os dados do paciente.">
          Exportar dados
        </ExportButton>
        <ExportButton
          run={() => exportPatientFhir(patient.id)}
          failure="Erro ao exportar os dados do paciente em FHIR."
        >
          Exportar FHIR
        </ExportButton>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {patientLine(patient)}
      </Typography>
      {evaluations.length === 0 ? (
        <Typography color="text.secondary">Nenhuma avaliação encontrada.</Typography>
      ) : (
        <List aria-label="Avaliações">
          {evaluations.map((evaluation) => (
            <ListItem key={evaluation.id} disablePadding divider>
              <ListItemButton onClick={() => void navigate(`/avaliacoes/${evaluation.id}`)}>
                <ListItemText
                  primary={`Data: ${evaluation.evaluationData ? formatDateBr(evaluation.evaluationData) : 'Não informada'}`}
                  secondary={`Queixa Principal: ${evaluation.mainComplaint || 'N/D'}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <FamilyLinksSection patientId={patient.id} />
    </Paper>
  )
}
