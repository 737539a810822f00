import { memo } from 'react'
import Button from '@mui/material/Button'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { patientLine } from '../../components/patient-line'
import type { PatientSummary } from '../../../shared/contract/patients'

interface Props {
  patient: PatientSummary
  onOpen(id: string): void
  onEdit(id: string): void
}

export const PatientRow = memo(function PatientRow({ patient, onOpen, onEdit }: Props) {
  return (
    // 'Editar' beside the row's text, not over it: as MUI's secondary action it was laid on top of a long line.
    <ListItem divider disablePadding>
      <ListItemButton onClick={() => onOpen(patient.id)} sx={{ minWidth: 0 }}>
        <ListItemText primary={patient.name} secondary={patientLine(patient)} />
      </ListItemButton>
      <Button
        size="small"
        onClick={() => onEdit(patient.id)}
        aria-label={`Editar ${patient.name}`}
        sx={{ flexShrink: 0, mx: 1 }}
      >
        Editar
      </Button>
    </ListItem>
  )
})
