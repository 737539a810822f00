import Type, { type Static } from 'typebox'
import type { EvaluationSections, Patient } from '../generated/questionnaire'
import { Ask, NullableText, Reply, Shared, Texts } from './schema'

/**
 * A new evaluation's own fields: the patient, the date and complaint of step 1. The server registers the whole body's
 * schema (`evaluation-input.json`) from these and one object per evaluation step of wizard.json, each section checked
 * by its step's file (`src/server/questionnaire/index.ts`).
 */
export const EvaluationInputFields = Ask({
  patientId: Type.String({ format: 'uuid', title: 'Paciente' }),
  evaluationData: Type.Optional(Type.String({ format: 'date', title: 'Data da avaliação' })),
  mainComplaint: Type.Optional(Type.String({ maxLength: 4000, title: 'Queixa principal' })),
  /** The draft it was typed in: deleted with the evaluation's creation. */
  draftId: Type.Optional(Type.String({ format: 'uuid', title: 'Rascunho' })),
  /** The family's sent answers it was started from: the link becomes reviewed, and each answer's source is kept. */
  familyLinkId: Type.Optional(Type.String({ format: 'uuid', title: 'Respostas da família' })),
  /** Steps 1 and 2 of a registered patient's new evaluation: the record is updated with them, in the same transaction. */
  patient: Type.Optional(Shared<Patient>('patient.json')),
})
export type EvaluationInput = Static<typeof EvaluationInputFields> & EvaluationSections
export const EvaluationInput = Shared<EvaluationInput>('evaluation-input.json')

/** A row of a patient's evaluation list. */
export const EvaluationSummary = Reply({
  ...Texts('id', 'patientId'),
  evaluationData: NullableText(),
  ...Texts('mainComplaint', 'createdAt'),
})
export type EvaluationSummary = Static<typeof EvaluationSummary>

/**
 * The patient as the evaluation keeps him: his record on the evaluation's day, with his age on that date (computed from
 * the birth date when there is one).
 */
export type PatientSnapshot = Partial<Omit<Patient, 'birthDate'>> & { birthDate?: string | null }

/**
 * A whole evaluation's own fields: its summary, the questionnaire version it was answered with, the patient as he
 * was that day (`patientReconstructed`: taken from the record when snapshots were introduced, not on the day) and the
 * name of the clinician who recorded it ('Registrada por'; null when no account is known). The server registers the
 * record's schema (`evaluation-record.json`) from these and every section of wizard.json.
 */
export const EvaluationRecordFields = Reply({
  ...EvaluationSummary.properties,
  questionnaireVersion: Type.String(),
  patient: Shared<PatientSnapshot>('patient-snapshot.json'),
  patientReconstructed: Type.Boolean(),
  recordedByName: NullableText(),
  /** Started from a family's answers: who gave each answer, by 'section.field' (family or clinician). */
  answerSources: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Unsafe<'family' | 'clinician'>({ type: 'string', enum: ['family', 'clinician'] }),
    ),
  ),
})
export type EvaluationRecord = Static<typeof EvaluationRecordFields> & EvaluationSections
export const EvaluationRecord = Shared<EvaluationRecord>('evaluation-record.json')

/** GET /evaluations?patientId=: a patient id that is not a UUID names nobody (an empty list). */
export const EvaluationListQuery = Ask({ patientId: Type.String({ maxLength: 100, title: 'Paciente' }) })
