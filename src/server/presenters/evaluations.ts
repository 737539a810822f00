// What goes out of an evaluation: its summary, the questionnaire version, and the answers of the questionnaire's
// evaluation sections, and the name of the clinician who recorded it. Any other column (idempotency key, the author's
// id, later additions) stays private until listed here.
import type { EvaluationRecord, EvaluationSummary, PatientSnapshot } from '../../shared/contract/evaluations'
import { ageOnDate, todayIso } from '../../shared/dates'
import type { EvaluationRead, EvaluationRow } from '../repositories/evaluations'
import { iso, picker } from './pick'

export const presentEvaluationSummary = (
  row: Pick<EvaluationRow, 'id' | 'patientId' | 'evaluationData' | 'mainComplaint' | 'createdAt'>,
): EvaluationSummary => ({
  id: row.id,
  patientId: row.patientId,
  evaluationData: row.evaluationData,
  mainComplaint: row.mainComplaint,
  createdAt: iso(row.createdAt),
})

/** The patient as the evaluation kept him, his age being the one on the evaluation's date. */
function presentSnapshot(row: EvaluationRow, fieldsOf: ReturnType<typeof picker>): PatientSnapshot {
  const snapshot = fieldsOf(row.patientSnapshot) as PatientSnapshot
  const day = row.evaluationData ?? todayIso(row.createdAt)
  const age = snapshot.birthDate ? ageOnDate(snapshot.birthDate, day) : ''
  return age ? { ...snapshot, age } : snapshot
}

export function evaluationPresenter(sections: readonly string[], patientFields: readonly string[]) {
  const snapshotFieldsOf = picker(patientFields)
  return (row: EvaluationRead): EvaluationRecord => {
    const record: Record<string, unknown> = {
      ...presentEvaluationSummary(row),
      questionnaireVersion: row.questionnaireVersion,
      patient: presentSnapshot(row, snapshotFieldsOf),
      patientReconstructed: row.snapshotReconstructed,
      recordedByName: row.recordedByName,
    }
    for (const section of sections) if (row.sections[section]) record[section] = row.sections[section]
    return record as unknown as EvaluationRecord
  }
}
