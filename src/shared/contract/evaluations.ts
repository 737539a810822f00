import Type, { type Static } from 'typebox'
import type { EvaluationSections } from '../generated/questionnaire'
import { Ask, NullableText, Reply, Shared } from './schema'

/**
 * A new evaluation: the patient, the date and complaint of step 1, and one object per evaluation step of the
 * questionnaire. The server registers its schema from wizard.json, each section checked by its step's file.
 */
export type EvaluationInput = {
  patientId: string
  evaluationData?: string
  mainComplaint?: string
  /** The draft it was typed in: deleted with the evaluation's creation. */
  draftId?: string
} & EvaluationSections
export const EvaluationInput = Shared<EvaluationInput>('evaluation-input.json')

/** A row of a patient's evaluation list. */
export const EvaluationSummary = Reply({
  id: Type.String(),
  patientId: Type.String(),
  evaluationData: NullableText(),
  mainComplaint: Type.String(),
  createdAt: Type.String(),
})
export type EvaluationSummary = Static<typeof EvaluationSummary>

/** A whole evaluation: its summary, the questionnaire version it was answered with, and every section. */
export type EvaluationRecord = EvaluationSummary & { questionnaireVersion: string } & EvaluationSections
export const EvaluationRecord = Shared<EvaluationRecord>('evaluation-record.json')

/** GET /evaluations?patientId=: a patient id that is not a UUID names nobody (an empty list). */
export const EvaluationListQuery = Ask({ patientId: Type.String({ maxLength: 100 }) })
