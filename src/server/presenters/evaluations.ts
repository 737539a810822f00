// What goes out of an evaluation: its summary, the questionnaire version, and the answers of the questionnaire's
// evaluation sections, and the name of the clinician who recorded it. Any other column (idempotency key, the author's
// id, later additions) stays private until listed here.
import type { EvaluationRecord, EvaluationSummary, PatientSnapshot } from '../../shared/contract/evaluations'
import { ageOnDate, todayIso } from '../../shared/dates'
import type { EvaluationRead, EvaluationRow, EvaluationText } from '../repositories/evaluations'
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
function presentSnapshot(
  row: Pick<EvaluationRow, 'patientSnapshot' | 'evaluationData' | 'createdAt'>,
  fieldsOf: ReturnType<typeof picker>,
): PatientSnapshot {
  const snapshot = fieldsOf(row.patientSnapshot) as PatientSnapshot
  const day = row.evaluationData ?? todayIso(row.createdAt)
  const age = snapshot.birthDate ? ageOnDate(snapshot.birthDate, day) : ''
  return age ? { ...snapshot, age } : snapshot
}

/** Everything of an evaluation but its answers. */
function presentHead(row: Omit<EvaluationRead, 'sections'>, snapshotFieldsOf: ReturnType<typeof picker>) {
  return {
    ...presentEvaluationSummary(row),
    questionnaireVersion: row.questionnaireVersion,
    patient: presentSnapshot(row, snapshotFieldsOf),
    patientReconstructed: row.snapshotReconstructed,
    recordedByName: row.recordedByName,
  }
}

export function evaluationPresenter(sections: readonly string[], patientFields: readonly string[]) {
  const snapshotFieldsOf = picker(patientFields)
  return (row: EvaluationRead): EvaluationRecord => {
    const record: Record<string, unknown> = presentHead(row, snapshotFieldsOf)
    for (const section of sections) if (row.sections[section]) record[section] = row.sections[section]
    return record as unknown as EvaluationRecord
  }
}

// The fields presentHead writes, which no section may be named as (its answers would then be a second key).
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
]

/**
 * The evaluation as JSON text (an EvaluationRecord), its answers spliced in as the database wrote them out: the
 * repository already kept only the listed sections that are not null (findAsText), as evaluationPresenter does.
 */
export function evaluationTextPresenter(sections: readonly string[], patientFields: readonly string[]) {
  const clash = sections.find((section) => HEAD_FIELDS.includes(section))
  if (clash)
    throw new Error(`A questionnaire section cannot be named ${clash}: an evaluation has a field so named`)
  const snapshotFieldsOf = picker(patientFields)
  return (row: EvaluationText): string => {
    const head = JSON.stringify(presentHead(row, snapshotFieldsOf))
    return row.sectionsJson === '{}' ? head : `${head.slice(0, -1)},${row.sectionsJson.slice(1)}`
  }
}
