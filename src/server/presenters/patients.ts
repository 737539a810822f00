// What goes out of a patient is what patient-record.json lists: the questionnaire's patient fields and the record's id
// and times. The route's compiled serializer writes those and nothing else, so any other column (the idempotency key,
// who created it, what later releases add) stays private until the schema lists it.
import type { PatientRecord, PatientSummary } from '../../shared/contract/patients'
import type { PatientListRow, PatientRow } from '../repositories/patients'

export const presentPatient = (row: PatientRow): PatientRecord => row as PatientRecord

export const presentPatientSummary = (row: PatientListRow): PatientSummary => ({
  id: row.id,
  name: row.name,
  birthDate: row.birthDate,
  age: row.age,
  fatherName: row.fatherName,
  motherName: row.motherName,
  createdAt: row.createdAt,
})
