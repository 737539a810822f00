// The questionnaire as FHIR sees it, read from a version's schemas: one group per wizard step, then each field of
// the step's JSON Schema (in its UI schema's order) as a question whose kind comes from its type. Both the
// Questionnaire and the QuestionnaireResponse are written from this one tree, so that they always agree.
import type { JSONSchema7 } from 'json-schema'
import { bundleWithCommon } from '../../shared/questionnaire/bundle'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { UiSchema, WizardStepEntry } from '../../shared/questionnaire/types'
import { codeSystem } from './base'

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7> }

export type QuestionKind = 'group' | 'string' | 'text' | 'date' | 'integer' | 'decimal' | 'boolean' | 'choice'

export interface AnswerOption {
  system: string
  code: string
  display: string
}

export interface Question {
  /** The answer's field path: 'gestation.motherAge', 'personalData.siblings.siblingsAge'. */
  linkId: string
  /** The field (or the step's) key in the answers. */
  field: string
  text: string
  kind: QuestionKind
  required: boolean
  /** A list: a repeating group (a list of objects) or a choice of several options (checkboxes). */
  repeats: boolean
  maxLength?: number
  options?: AnswerOption[]
  /** A group's questions. */
  items?: Question[]
}

export interface StepQuestions extends Question {
  step: WizardStepEntry
}

const LOCAL_DEFS = '#/$defs/'

/** Follows a local `$ref` of a bundled step, keeping the field's own title; names the definition it came from. */
function resolve(schema: Schema, root: Schema): { schema: Schema; definition?: string } {
  if (!schema.$ref?.startsWith(LOCAL_DEFS)) return { schema }
  const definition = schema.$ref.slice(LOCAL_DEFS.length)
  const target = (root.$defs?.[definition] ?? {}) as Schema
  const { $ref: _ref, ...own } = schema
  return { schema: { ...target, ...own } as Schema, definition }
}

/** The options of an answer set (`oneOf` of consts, or `enum`), or undefined when the field is no choice. */
function optionsOf(schema: Schema, system: string): AnswerOption[] | undefined {
  const oneOf = (schema.oneOf ?? []) as Schema[]
  if (oneOf.length && oneOf.every((option) => 'const' in option))
    return oneOf.map((option) => ({
      system,
      code: String(option.const),
      display: option.title ?? String(option.const),
    }))
  if (schema.enum)
    return schema.enum.map((value) => ({ system, code: String(value), display: String(value) }))
  return undefined
}

/** The properties of an object schema, in the UI schema's order ('*' stands for the ones it does not name). */
function orderedFields(schema: Schema, ui: UiSchema): [string, Schema][] {
  const known = (field: string) => field !== '*' && field in (schema.properties ?? {})
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : []
  const star = order.includes('*') ? order.indexOf('*') : order.length
  const before = order.slice(0, star).filter(known)
  const after = order.slice(star + 1).filter(known)
  const rest = Object.keys(schema.properties ?? {}).filter((f) => !before.includes(f) && !after.includes(f))
  const fields = [...before, ...rest, ...after]
  return fields.map((field) => [field, schema.properties![field] as Schema])
}

const uiOf = (ui: UiSchema, field: string): UiSchema =>
  ui[field] && typeof ui[field] === 'object' ? (ui[field] as UiSchema) : {}

function question(
  field: string,
  linkId: string,
  property: Schema,
  required: boolean,
  ui: UiSchema,
  root: Schema,
): Question {
  const { schema, definition } = resolve(property, root)
  const base = { linkId, field, text: schema.title ?? field, required, repeats: false }
  const system = codeSystem(definition ?? linkId)
  const options = optionsOf(schema, system)
  if (options) return { ...base, kind: 'choice', options }
  switch (schema.type) {
    case 'boolean':
      return { ...base, kind: 'boolean' }
    case 'integer':
      return { ...base, kind: 'integer' }
    case 'number':
      return { ...base, kind: 'decimal' }
    case 'object':
      return { ...base, kind: 'group', items: questions(schema, linkId, ui, root) }
    case 'array': {
      const { schema: items, definition: itemDefinition } = resolve((schema.items ?? {}) as Schema, root)
      const itemOptions = optionsOf(items, codeSystem(itemDefinition ?? linkId))
      if (itemOptions) return { ...base, kind: 'choice', repeats: true, options: itemOptions }
      const entry = question(field, linkId, { ...items, title: base.text }, false, uiOf(ui, 'items'), root)
      return { ...entry, required, repeats: true }
    }
    default: {
      if (schema.format === 'date') return { ...base, kind: 'date' }
      const long = ui['ui:widget'] === 'textarea' || (schema.maxLength ?? 0) > 200
      return {
        ...base,
        kind: long ? 'text' : 'string',
        ...(schema.maxLength ? { maxLength: schema.maxLength } : {}),
      }
    }
  }
}

function questions(schema: Schema, prefix: string, ui: UiSchema, root: Schema): Question[] {
  const required = new Set(schema.required ?? [])
  return orderedFields(schema, ui).map(([field, property]) =>
    question(field, `${prefix}.${field}`, property, required.has(field), uiOf(ui, field), root),
  )
}

const cache = new WeakMap<QuestionnaireRelease, StepQuestions[]>()

/** Every step of a version as a group of its questions, in the wizard's order. */
export function stepQuestions(release: QuestionnaireRelease): StepQuestions[] {
  let steps = cache.get(release)
  if (!steps) {
    steps = release.wizard.steps.map((step) => {
      const root = bundleWithCommon(release.files[step.schema] as Schema, release.common as Schema)
      const ui = (release.files[step.ui] ?? {}) as UiSchema
      return {
        step,
        linkId: step.section,
        field: step.section,
        text: step.title,
        kind: 'group' as const,
        required: false,
        repeats: false,
        items: questions(root, step.section, ui, root),
      }
    })
    cache.set(release, steps)
  }
  return steps
}
