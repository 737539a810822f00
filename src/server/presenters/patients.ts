// What goes out of a patient: the questionnaire's patient fields and the record's id and times. Any other column
// (the idempotency key, who created it, what later releases add) stays private until it is listed here.
import type { PatientRecord, PatientSummary } from '../../shared/contract/patients'
import type { PatientListRow, PatientRow } from '../repositories/patients'
import { picker } from './pick'

export function patientPresenter(patientFields: readonly string[]) {
  const fieldsOf = picker(patientFields)
  return (row: PatientRow): PatientRecord => {
    const record = fieldsOf(row)
    record.id = row.id
    record.createdAt = row.createdAt
    record.updatedAt = row.updatedAt
    return record as PatientRecord
  }
}

export const presentPatientSummary = (row: PatientListRow): PatientSummary => ({
  id: row.id,
  name: row.name,
  birthDate: row.birthDate,
  age: row.age,
  fatherName: row.fatherName,
  motherName: row.motherName,
  createdAt: row.createdAt,
})
