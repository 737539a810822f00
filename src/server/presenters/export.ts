// What goes out in a patient's export (LGPD art. 18): every question of the record and of each evaluation, labelled
// as the questionnaire the answer was given with words it, and nothing of the rows that is not an answer.
import type { JSONSchema7 } from 'json-schema'
import type { PatientExport } from '../../shared/contract/export'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { EvaluationRow } from '../repositories/evaluations'
import type { PatientRow } from '../repositories/patients'
import { iso } from './time'

type Answers = PatientExport['patient']['answers']

/** Every answered and unanswered question of a section, with its label, in the schema's order. */
function labelled(schema: JSONSchema7 | undefined, values: Record<string, unknown>): Answers {
  const properties = (schema?.properties ?? {}) as Record<string, JSONSchema7>
  const known = Object.entries(properties).map(([field, property]) => ({
    field,
    label: property.title ?? field,
    value: values[field] ?? null,
  }))
  // Answers the version's schema does not list (none, unless a migration went wrong) are kept, unlabelled.
  const unknown = Object.keys(values)
    .filter((field) => !(field in properties))
    .map((field) => ({ field, label: field, value: values[field] }))
  return [...known, ...unknown]
}

/** An evaluation's steps, each answer with who gave it when the evaluation was started from a family's answers. */
const sectionsOf = (release: QuestionnaireRelease, row: EvaluationRow) =>
  release.wizard.steps
    .filter((step) => step.target === 'evaluation')
    .map((step) => ({
      key: step.section,
      title: step.title,
      answers: labelled(release.files[step.schema] as JSONSchema7, row.sections[step.section] ?? {}).map(
        (answer) => {
          const givenBy = row.answerSources?.[`${step.section}.${answer.field}`]
          return givenBy && answer.value !== null ? { ...answer, givenBy } : answer
        },
      ),
    }))

export interface ExportInput {
  /** The e-mail of the user who exports. */
  exportedBy: string
  /** The questionnaire the server runs: the patient's record is labelled with it. */
  release: QuestionnaireRelease
  patient: PatientRow
  /** Each evaluation with the questionnaire it was answered with. */
  evaluations: { row: EvaluationRow; release: QuestionnaireRelease }[]
}

/** The patient's complete record as one JSON document, for the family or another clinic. */
export function presentPatientExport({
  exportedBy,
  release,
  patient,
  evaluations,
}: ExportInput): PatientExport {
  const patientSchema = release.patient as JSONSchema7
  const answers = Object.fromEntries(
    Object.keys(patientSchema.properties ?? {}).map((field) => [field, patient[field as keyof PatientRow]]),
  )
  return {
    exportedAt: new Date().toISOString(),
    exportedBy,
    questionnaireVersion: release.wizard.version,
    patient: {
      id: patient.id,
      createdAt: patient.createdAt,
      updatedAt: patient.updatedAt,
      answers: labelled(patientSchema, answers),
    },
    evaluations: evaluations.map(({ row, release: answeredWith }) => ({
      id: row.id,
      createdAt: iso(row.createdAt),
      questionnaireVersion: row.questionnaireVersion,
      evaluationData: row.evaluationData,
      mainComplaint: row.mainComplaint,
      sections: sectionsOf(answeredWith, row),
    })),
  }
}
