import { memo } from 'react'
import Button from '@mui/material/Button'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { formatDateBr } from '../../../shared/dates'
import type { PatientSummary } from '../../../shared/contract/patients'

const orNd = (text: string | null | undefined) => (text ? text : 'N/D')

export function patientLine(p: PatientSummary) {
  const born = p.birthDate ? formatDateBr(p.birthDate) : 'N/D'
  return `Nascimento: ${born} • Idade: ${orNd(p.age)} • Pais: ${orNd(p.fatherName)} / ${orNd(p.motherName)}`
}

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
