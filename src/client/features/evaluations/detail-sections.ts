import type { JSONSchema7 } from 'json-schema'
import type { QuestionnaireView, StepView } from '../../components/schema-form/questionnaire'
import type { DetailSection } from '../../components/schema-form/detail-view'
import { resolve } from '../../../shared/questionnaire/format-answer'
import { fromPatient } from '../../../shared/questionnaire/mapping'
import type { EvaluationSectionKey, SectionKey } from '../../../shared/questionnaire/types'
import type { EvaluationRecord } from '../../../shared/contract/evaluations'

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7> }

const orderOf = (ui: Record<string, unknown>) =>
  Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : []

const stepOf = (q: QuestionnaireView, section: SectionKey): StepView => {
  const step = q.steps.find((s) => s.section === section)
  if (!step) throw new Error(`detail.json names an unknown section: ${section}`)
  return step
}

/** Each field's title, as the clinician read it (its own title, or its definition's). */
function titlesOf(schema: Schema): Map<string, string> {
  return new Map(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [
      name,
      resolve(field as Schema, schema).title ?? name,
    ]),
  )
}

/**
 * Where today's questionnaire words a question of `then` differently: its title today, or null when the question is
 * no longer asked. Nothing for a question worded the same.
 */
export function wordingToday(then: Schema, today: Schema | undefined): Record<string, string | null> {
  const now = today ? titlesOf(today) : new Map<string, string>()
  const changed: Record<string, string | null> = {}
  for (const [name, title] of titlesOf(then)) {
    const current = now.get(name)
    if (current !== title) changed[name] = current ?? null
  }
  return changed
}

/** The patient steps' schemas as one (their fields are distinct: each fills its own property of the patient). */
const merged = (views: StepView[]): Schema => ({
  type: 'object',
  properties: Object.assign({}, ...views.map((v) => (v.schema as Schema).properties)),
  $defs: Object.assign({}, ...views.map((v) => (v.schema as Schema).$defs)),
})

const patientStepsOf = (q: QuestionnaireView) => q.steps.filter((step) => step.target === 'patient')

/**
 * 'Dados Gerais': the patient as the evaluation kept him (his record on that day, his age on that date) laid out as
 * the wizard's patient steps, with the evaluation's own columns (its date and complaint) where those steps ask them.
 */
function generalSection(title: string, evaluation: EvaluationRecord, q: QuestionnaireView): DetailSection {
  const views = patientStepsOf(q)
  const values: Record<string, unknown> = {}
  for (const section of Object.values(fromPatient(evaluation.patient, q.mapping)))
    Object.assign(values, section)
  for (const step of q.mapping.steps)
    for (const { name, rule } of step.fields) if (rule.evaluation) values[name] = evaluation[rule.evaluation]
  return {
    title,
    schema: merged(views),
    order: views.flatMap((view) => orderOf(view.uiSchema)),
    values,
  }
}

/** The questions of `section` whose answer the family gave (answerSources: 'section.field'). */
function familyAnswers(evaluation: EvaluationRecord, section: string): Set<string> {
  const prefix = `${section}.`
  return new Set(
    Object.entries(evaluation.answerSources ?? {})
      .filter(([path, source]) => source === 'family' && path.startsWith(prefix))
      .map(([path]) => path.slice(prefix.length)),
  )
}

/**
 * The detail page's sections, in the detail layout of the questionnaire the evaluation was answered with (`q`), each
 * from that version's step. With `today` (another version), each section also says how today's words its questions.
 */
export function detailSections(
  evaluation: EvaluationRecord,
  q: QuestionnaireView,
  today?: QuestionnaireView,
): DetailSection[] {
  const todayOf = (section: SectionKey) => today?.steps.find((s) => s.section === section)
  return q.detail.sections.map(({ title, source }) => {
    if (source === 'general') {
      const section = generalSection(title, evaluation, q)
      if (!today) return section
      return { ...section, wordingToday: wordingToday(section.schema, merged(patientStepsOf(today))) }
    }
    const step = stepOf(q, source)
    const schema = step.schema as Schema
    return {
      title,
      schema,
      order: orderOf(step.uiSchema),
      values: (evaluation[source as EvaluationSectionKey] as Record<string, unknown> | undefined) ?? {},
      fromFamily: familyAnswers(evaluation, source),
      ...(today ? { wordingToday: wordingToday(schema, todayOf(source)?.schema as Schema | undefined) } : {}),
    }
  })
}
