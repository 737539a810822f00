// What goes out of an evaluation: its summary, the questionnaire version, the patient as the evaluation kept him, the
// answers of the questionnaire's evaluation sections, and the name of the clinician who recorded it. The route's
// compiled serializer writes only what evaluation-record.json lists: any other column (idempotency key, the author's
// id, later additions) or snapshot field stays private until the schema lists it.
import type { EvaluationRecord, EvaluationSummary, PatientSnapshot } from '../../shared/contract/evaluations'
import { ageOnDate, todayIn } from '../../shared/dates'
import type { EvaluationRead, EvaluationRow } from '../repositories/evaluations'
import { iso } from './time'

export const presentEvaluationSummary = (
  row: Pick<EvaluationRow, 'id' | 'patientId' | 'evaluationData' | 'mainComplaint' | 'createdAt'>,
): EvaluationSummary => ({
  id: row.id,
  patientId: row.patientId,
  evaluationData: row.evaluationData,
  mainComplaint: row.mainComplaint,
  createdAt: iso(row.createdAt),
})

/**
 * The patient as the evaluation kept him, his age being the one on the evaluation's date (without one, the day it was
 * recorded, in the clinic's time zone).
 */
function presentSnapshot(
  row: Pick<EvaluationRow, 'patientSnapshot' | 'evaluationData' | 'createdAt'>,
  timeZone: string,
): PatientSnapshot {
  const snapshot = row.patientSnapshot as PatientSnapshot
  const day = row.evaluationData ?? todayIn(timeZone, row.createdAt)
  const age = snapshot.birthDate ? ageOnDate(snapshot.birthDate, day) : ''
  return age ? { ...snapshot, age } : snapshot
}

// The fields of the record itself, which no section may be named as (its answers would replace one of them).
const HEAD_FIELDS = [
  'id',
  'patientId',
  'evaluationData',
  'mainComplaint',
  'createdAt',
  'questionnaireVersion',
  'patient',
  'patientReconstructed',
  'recordedByName',
  'answerSources',
]

/**
 * The record of an evaluation: the answers of the questionnaire's sections that hold any (a row written past the API
 * may keep others, or a null one).
 */
export function evaluationPresenter(sections: readonly string[], timeZone: string) {
  const clash = sections.find((section) => HEAD_FIELDS.includes(section))
  if (clash)
    throw new Error(`A questionnaire section cannot be named ${clash}: an evaluation has a field so named`)
  return (row: EvaluationRead): EvaluationRecord => {
    const record: Record<string, unknown> = {
      ...presentEvaluationSummary(row),
      questionnaireVersion: row.questionnaireVersion,
      patient: presentSnapshot(row, timeZone),
      patientReconstructed: row.snapshotReconstructed,
      recordedByName: row.recordedByName,
    }
    if (row.answerSources) record.answerSources = row.answerSources
    for (const section of sections) if (row.sections[section]) record[section] = row.sections[section]
    return record as unknown as EvaluationRecord
  }
}
