// What goes out of an evaluation: its summary, the questionnaire version, and the answers of the questionnaire's
// evaluation sections. Any other column (idempotency key, author, later additions) stays private until listed here.
import type { EvaluationRecord, EvaluationSummary } from '../../shared/contract/evaluations'
import type { EvaluationRow } from '../repositories/evaluations'
import { iso } from './pick'

export const presentEvaluationSummary = (
  row: Pick<EvaluationRow, 'id' | 'patientId' | 'evaluationData' | 'mainComplaint' | 'createdAt'>,
): EvaluationSummary => ({
  id: row.id,
  patientId: row.patientId,
  evaluationData: row.evaluationData,
  mainComplaint: row.mainComplaint,
  createdAt: iso(row.createdAt),
})

export function evaluationPresenter(sections: readonly string[]) {
  return (row: EvaluationRow): EvaluationRecord => {
    const record: Record<string, unknown> = {
      ...presentEvaluationSummary(row),
      questionnaireVersion: row.questionnaireVersion,
    }
    for (const section of sections) if (row.sections[section]) record[section] = row.sections[section]
    return record as unknown as EvaluationRecord
  }
}
