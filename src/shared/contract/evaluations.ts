import Type, { type Static } from 'typebox'
import type { EvaluationSections, Patient } from '../generated/questionnaire'
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
  /** Steps 1 and 2 of a registered patient's new evaluation: the record is updated with them, in the same transaction. */
  patient?: Patient
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

/**
 * The patient as the evaluation keeps him: his record on the evaluation's day, with his age on that date (computed from
 * the birth date when there is one).
 */
export type PatientSnapshot = Partial<Omit<Patient, 'birthDate'>> & { birthDate?: string | null }

/**
 * A whole evaluation: its summary, the questionnaire version it was answered with, the patient as he was that day
 * (`patientReconstructed`: taken from the record when snapshots were introduced, not on the day), the name of the
 * clinician who recorded it ('Registrada por'; null when no account is known) and every section.
 */
export type EvaluationRecord = EvaluationSummary & {
  questionnaireVersion: string
  patient: PatientSnapshot
  patientReconstructed: boolean
  recordedByName: string | null
} & EvaluationSections
export const EvaluationRecord = Shared<EvaluationRecord>('evaluation-record.json')

/** GET /evaluations?patientId=: a patient id that is not a UUID names nobody (an empty list). */
export const EvaluationListQuery = Ask({ patientId: Type.String({ maxLength: 100, title: 'Paciente' }) })
