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
    <ListItem
      divider
      disablePadding
      secondaryAction={
        <Button size="small" onClick={() => onEdit(patient.id)} aria-label={`Editar ${patient.name}`}>
          Editar
        </Button>
      }
    >
      <ListItemButton onClick={() => onOpen(patient.id)}>
        <ListItemText primary={patient.name} secondary={patientLine(patient)} />
      </ListItemButton>
    </ListItem>
  )
})
