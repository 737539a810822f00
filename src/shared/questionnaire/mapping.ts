import type { JSONSchema7 } from 'json-schema'
import type { EvaluationInput, PatientSnapshot } from '../contract/evaluations'
import type { PatientRecord } from '../contract/patients'
import type { Patient } from '../generated/questionnaire'
import type { EvaluationSectionKey, FieldRule, PatientMappingFile, SectionKey } from './types'

export type Sections = Partial<Record<SectionKey, Record<string, unknown>>>

/** How an answer is kept: text ('' when unanswered), a date (left out when empty), a list, or as it is. */
type Kind = 'text' | 'date' | 'list' | 'other'

interface MappedField {
  name: string
  kind: Kind
  rule: FieldRule
  /** A list's entry fields the rule renames, with their kinds. */
  items: { from: string; to: string; kind: Kind }[]
}

/** The wizard's patient steps, in order, each field of its schema with what patient-mapping.json says of it. */
export interface PatientMapping {
  steps: { section: SectionKey; fields: MappedField[] }[]
}

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7> }

const kindOf = (field: JSONSchema7): Kind =>
  field.type === 'array'
    ? 'list'
    : field.type === 'string'
      ? field.format === 'date'
        ? 'date'
        : 'text'
      : 'other'

/** A list's entry schema, its local `#/$defs/…` reference resolved (steps are bundled with common.json). */
function entryOf(field: JSONSchema7, root: Schema): JSONSchema7 {
  const items = (field.items ?? {}) as JSONSchema7
  const name = items.$ref?.startsWith('#/$defs/') ? items.$ref.slice('#/$defs/'.length) : undefined
  return (name ? root.$defs?.[name] : items) ?? {}
}

/** The mapping of a questionnaire's steps (bundled schemas), from the rules of patient-mapping.json. */
export function patientMappingOf(
  steps: { section: SectionKey; target: string; schema: object }[],
  file: PatientMappingFile,
): PatientMapping {
  return {
    steps: steps
      .filter((step) => step.target === 'patient')
      .map(({ section, schema }) => {
        const root = schema as Schema
        const fields = Object.entries(root.properties ?? {}).map(([name, property]): MappedField => {
          const rule = file.fields[name] ?? {}
          const entry = entryOf(property as JSONSchema7, root).properties ?? {}
          const items = Object.entries(rule.items ?? {}).map(([from, to]) => ({
            from,
            to,
            kind: kindOf((entry[from] ?? {}) as JSONSchema7),
          }))
          return { name, kind: kindOf(property as JSONSchema7), rule, items }
        })
        return { section, fields }
      }),
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const isBlank = (entry: object) =>
  Object.values(entry).every((v) => v === undefined || v === null || v === '')
const answered = (value: unknown) => value !== undefined && value !== null && value !== ''
const entriesOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((entry) => entry && typeof entry === 'object') : []

/** A wizard answer as the patient (or the evaluation) keeps it; undefined: left out. */
function kept(kind: Kind, value: unknown, trim = false): unknown {
  if (kind === 'text') return trim ? text(value).trim() : text(value)
  return answered(value) ? value : undefined
}

/** Each field of `fields` the patient keeps, by the patient's name for it. */
function* patientFields(mapping: PatientMapping) {
  for (const step of mapping.steps)
    for (const field of step.fields)
      if (!field.rule.evaluation) yield { section: step.section, field, to: field.rule.patient ?? field.name }
}

/** The wizard's patient steps as the patient the API receives (spec section 7), empty list entries left out. */
export function toPatient(sections: Sections, mapping: PatientMapping): Patient {
  const patient: Record<string, unknown> = {}
  for (const { section, field, to } of patientFields(mapping)) {
    const value = sections[section]?.[field.name]
    if (field.kind !== 'list') {
      const out = kept(field.kind, value, field.rule.trim)
      if (out !== undefined) patient[to] = out
      continue
    }
    const entries = entriesOf(value).filter((entry) => !isBlank(entry))
    // An entry whose fields are renamed is rebuilt from them; any other goes as typed (the server checks it).
    patient[to] = field.items.length
      ? entries.map((entry) => {
          const pairs = field.items.map(({ from, to, kind }) => [to, kept(kind, entry[from])] as const)
          return Object.fromEntries(pairs.filter(([, v]) => v !== undefined))
        })
      : entries
  }
  // The schema lint makes sure every property patient.schema.json requires is some field's.
  return patient as unknown as Patient
}

/** The evaluation's sections, plus what the patient steps hold for its own columns, as POST /api/evaluations takes them. */
export function toEvaluation(
  sections: Sections,
  patientId: string,
  keys: EvaluationSectionKey[],
  mapping: PatientMapping,
): EvaluationInput {
  const body: Record<string, unknown> = { patientId }
  for (const step of mapping.steps)
    for (const { name, kind, rule } of step.fields) {
      if (!rule.evaluation) continue
      const out = kept(kind, sections[step.section]?.[name])
      if (out !== undefined) body[rule.evaluation] = out
    }
  // Each section is what its step's form holds; the server checks it against the step's schema.
  return Object.assign(
    body,
    Object.fromEntries(keys.map((key) => [key, sections[key] ?? {}])),
  ) as unknown as EvaluationInput
}

/** A patient as the wizard's patient steps: for a new evaluation of a registered patient, the edit page and 'Dados Gerais'. */
export function fromPatient(
  patient: Patient | PatientRecord | PatientSnapshot,
  mapping: PatientMapping,
): Sections {
  const record = patient as Record<string, unknown>
  const sections: Sections = {}
  for (const step of mapping.steps) sections[step.section] = {}
  for (const { section, field, to } of patientFields(mapping)) {
    const value = record[to]
    if (field.kind !== 'list') {
      sections[section]![field.name] = answered(value) ? value : undefined
      continue
    }
    const entries = entriesOf(value).map((entry) =>
      field.items.length
        ? Object.fromEntries(
            field.items.map(({ from, to }) => [from, answered(entry[to]) ? entry[to] : undefined]),
          )
        : entry,
    )
    sections[section]![field.name] = entries.length
      ? entries
      : Array.from({ length: field.rule.initialItems ?? 0 }, () => ({}))
  }
  return sections
}

/** What a new draft's patient steps start with: today's date where a field asks for it, the lists' empty entries. */
export function startingSections(mapping: PatientMapping, today: string): Sections {
  const sections: Sections = {}
  for (const step of mapping.steps) {
    const values: Record<string, unknown> = {}
    for (const { name, rule } of step.fields) {
      if (rule.initial === 'today') values[name] = today
      if (rule.initialItems) values[name] = Array.from({ length: rule.initialItems }, () => ({}))
    }
    sections[step.section] = values
  }
  return sections
}

/** The fields a new draft fills with today's date, by section. */
export const todayFields = (mapping: PatientMapping) =>
  mapping.steps.flatMap((step) =>
    step.fields.filter((f) => f.rule.initial === 'today').map((f) => [step.section, f.name] as const),
  )
