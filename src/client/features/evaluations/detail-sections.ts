import type { JSONSchema7 } from 'json-schema'
import { detail, stepBySection } from '../../components/schema-form/questionnaire'
import type { DetailSection } from '../../components/schema-form/detail-view'
import { fromPatient } from '../../../shared/questionnaire/mapping'
import type { EvaluationSectionKey } from '../../../shared/questionnaire/types'
import type { EvaluationRecord } from '../../../shared/contract/evaluations'

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7> }

const orderOf = (ui: Record<string, unknown>) =>
  Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : []

/**
 * 'Dados Gerais': the patient as the evaluation kept him (his record on that day, his age on that date) laid out as
 * the wizard's first two steps, with the evaluation's date and complaint.
 */
function generalSection(title: string, evaluation: EvaluationRecord): DetailSection {
  const personal = stepBySection('personalData')!
  const address = stepBySection('address')!
  const [p, a] = [personal.schema as Schema, address.schema as Schema]
  const values = fromPatient(evaluation.patient)
  return {
    title,
    schema: {
      type: 'object',
      properties: { ...p.properties, ...a.properties },
      $defs: { ...p.$defs, ...a.$defs },
    },
    order: [...orderOf(personal.uiSchema), 'address'],
    values: {
      ...values.personalData,
      ...values.address,
      mainComplaint: evaluation.mainComplaint,
      evaluationData: evaluation.evaluationData,
    },
  }
}

/** The detail page's sections, in detail.json's order, each from its step's schema. */
export function detailSections(evaluation: EvaluationRecord): DetailSection[] {
  return detail.sections.map(({ title, source }) => {
    if (source === 'general') return generalSection(title, evaluation)
    const step = stepBySection(source)
    if (!step) throw new Error(`detail.json names an unknown section: ${source}`)
    return {
      title,
      schema: step.schema as Schema,
      order: orderOf(step.uiSchema),
      values: (evaluation[source as EvaluationSectionKey] as Record<string, unknown> | undefined) ?? {},
    }
  })
}
