// An evaluation as a FHIR R4 QuestionnaireResponse to the Questionnaire of the version it was answered with: the
// patient steps as the evaluation's snapshot of the patient holds them, the evaluation steps as stored.
import type {
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
} from '@medplum/fhirtypes'
import { bundleWithCommon } from '../../shared/questionnaire/bundle'
import { fromPatient, patientMappingOf, type PatientMapping } from '../../shared/questionnaire/mapping'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { PatientMappingFile, SectionKey } from '../../shared/questionnaire/types'
import type { EvaluationRow } from '../repositories/evaluations'
import { ANSWER_SOURCE_URL } from './base'
import { questionnaireCanonical } from './questionnaire'
import { stepQuestions, type Question } from './questions'

type Values = Record<string, unknown>

/** What an evaluation's response is written from. */
export type ResponseSource = Pick<
  EvaluationRow,
  | 'id'
  | 'patientId'
  | 'createdAt'
  | 'createdBy'
  | 'sections'
  | 'patientSnapshot'
  | 'mainComplaint'
  | 'evaluationData'
> &
  Partial<Pick<EvaluationRow, 'answerSources'>>

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** One stored value as an answer of the question's type; a value that does not fit is kept as text. */
function answer(question: Question, value: unknown): QuestionnaireResponseItemAnswer {
  switch (question.kind) {
    case 'choice': {
      const option = question.options?.find((o) => o.code === String(value))
      return { valueCoding: option ?? { code: String(value) } }
    }
    case 'boolean':
      if (typeof value === 'boolean') return { valueBoolean: value }
      break
    case 'integer':
      if (Number.isInteger(value)) return { valueInteger: value as number }
      break
    case 'decimal':
      if (typeof value === 'number') return { valueDecimal: value }
      break
    case 'date':
      if (typeof value === 'string' && DAY.test(value)) return { valueDate: value }
      break
  }
  return { valueString: typeof value === 'string' ? value : JSON.stringify(value) }
}

/** The response items of one question (none when unanswered; one per entry of a repeating group). */
function itemsOf(question: Question, value: unknown): QuestionnaireResponseItem[] {
  if (isEmpty(value)) return []
  const { linkId, text } = question
  if (question.kind === 'group') {
    const entries = question.repeats ? (Array.isArray(value) ? value : []) : [value]
    return entries.flatMap((entry) => {
      const item = entry && typeof entry === 'object' ? childItems(question.items ?? [], entry as Values) : []
      return item.length ? [{ linkId, text, item }] : []
    })
  }
  const values = (question.repeats && Array.isArray(value) ? value : [value]).filter((v) => !isEmpty(v))
  return values.length ? [{ linkId, text, answer: values.map((v) => answer(question, v)) }] : []
}

const childItems = (questions: Question[], values: Values) =>
  questions.flatMap((question) => itemsOf(question, values[question.field]))

const mappings = new WeakMap<PatientMappingFile, WeakMap<QuestionnaireRelease, PatientMapping>>()

/** How the version's patient steps fill the patient (the file applies to every version: see patient-mapping.json). */
export function mappingOf(release: QuestionnaireRelease, file: PatientMappingFile): PatientMapping {
  let byRelease = mappings.get(file)
  if (!byRelease) mappings.set(file, (byRelease = new WeakMap()))
  let mapping = byRelease.get(release)
  if (!mapping) {
    const steps = release.wizard.steps.map((step) => ({
      section: step.section as SectionKey,
      target: step.target,
      schema: bundleWithCommon(release.files[step.schema] as object, release.common),
    }))
    byRelease.set(release, (mapping = patientMappingOf(steps, file)))
  }
  return mapping
}

/** Every step's answers: the patient steps rebuilt from the snapshot and the evaluation's own columns. */
function answersOf(source: ResponseSource, mapping: PatientMapping): Record<string, Values> {
  const sections: Record<string, Values> = { ...source.sections }
  const patientSteps = fromPatient(source.patientSnapshot as never, mapping)
  for (const step of mapping.steps) {
    const values: Values = { ...patientSteps[step.section] }
    for (const { name, rule } of step.fields)
      if (rule.evaluation) values[name] = source[rule.evaluation] ?? undefined
    sections[step.section] = values
  }
  return sections
}

export interface ResponseInput {
  source: ResponseSource
  /** The version the evaluation was answered with. */
  release: QuestionnaireRelease
  mappingFile: PatientMappingFile
}

/** The evaluation as a completed QuestionnaireResponse; unanswered questions and empty steps are left out. */
export function responseResource({ source, release, mappingFile }: ResponseInput): QuestionnaireResponse {
  const sections = answersOf(source, mappingOf(release, mappingFile))
  const item = stepQuestions(release).flatMap((step) => itemsOf(step, sections[step.field] ?? {}))
  const sources = source.answerSources ?? {}
  for (const question of item.flatMap((step) => step.item ?? [])) {
    const givenBy = sources[question.linkId]
    if (givenBy) question.extension = [{ url: ANSWER_SOURCE_URL, valueCode: givenBy }]
  }
  return {
    resourceType: 'QuestionnaireResponse',
    id: source.id,
    questionnaire: questionnaireCanonical(release.version),
    status: 'completed',
    subject: { reference: `Patient/${source.patientId}` },
    authored: new Date(source.createdAt).toISOString(),
    ...(source.createdBy ? { author: { reference: `Practitioner/${source.createdBy}` } } : {}),
    ...(item.length ? { item } : {}),
  }
}
