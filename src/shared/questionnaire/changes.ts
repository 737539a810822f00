// What changed between two versions of the questionnaire, each change classified: wording, a new question, a new
// option or a new order are accepted; anything that would hide or reinterpret a stored answer is critical (a
// removed question or option, a renamed field, a changed type, a tightened limit) and must be declared in a
// migration file (schemas/migrations/<version>.json) to ship.
import type { JSONSchema7 } from 'json-schema'
import type { QuestionnaireRelease } from './release'

export type ChangeKind =
  | 'wording'
  | 'newQuestion'
  | 'newOption'
  | 'newStep'
  | 'order'
  | 'removedQuestion'
  | 'removedStep'
  | 'renamedField'
  | 'changedType'
  | 'removedOption'
  | 'recodedOption'
  | 'tightenedLimit'

const CRITICAL: ReadonlySet<ChangeKind> = new Set([
  'removedQuestion',
  'removedStep',
  'renamedField',
  'changedType',
  'removedOption',
  'recodedOption',
  'tightenedLimit',
])

/** What each kind is called in the check's report. */
export const KIND_LABEL: Record<ChangeKind, string> = {
  wording: 'redação',
  newQuestion: 'pergunta nova',
  newOption: 'opção nova',
  newStep: 'etapa nova',
  order: 'ordem',
  removedQuestion: 'pergunta retirada',
  removedStep: 'etapa retirada',
  renamedField: 'campo renomeado',
  changedType: 'tipo alterado',
  removedOption: 'opção retirada',
  recodedOption: 'opção recodificada',
  tightenedLimit: 'limite mais restrito',
}

/**
 * A migration file: the critical changes a version declares, applied to stored answers when it is recorded.
 * Fields are named `section.field` ('languageDevelopment.echolalia').
 */
export interface QuestionnaireMigration {
  /** Old field → new field, in the same or another section. */
  renames?: Record<string, string>
  /** Per field, old option code → new code. */
  recodes?: Record<string, Record<string, string>>
  /** Questions retired on purpose: their stored answers stay readable under the version they were given in. */
  removals?: string[]
  /** Fields whose limit or type changed on purpose (every stored answer was checked against the new rule). */
  retyped?: string[]
}

export interface Change {
  kind: ChangeKind
  critical: boolean
  /** Declared in the version's migration file (a critical change that may ship). */
  declared: boolean
  /** The step's title (today's, or the old one for a removed step). */
  step: string
  section: string
  /** The field's path in its section ('siblings[].name'); absent for a change to a whole step. */
  field?: string
  /** The question's title (today's, or the old one for a removed question). */
  title?: string
  from?: string
  to?: string
}

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7> }

interface Field {
  schema: Schema
  title: string
}

/** The schema a `$ref` points at (common.json's or the file's own definitions), merged with the field's own words. */
function resolved(node: Schema, file: Schema, common: Schema): Schema {
  if (!node.$ref) return node
  const name = node.$ref.split('/$defs/')[1] ?? ''
  const target = (node.$ref.startsWith('common.json') ? common.$defs : file.$defs)?.[name]
  return typeof target === 'object' ? { ...resolved(target, file, common), ...node, $ref: undefined } : node
}

/** Every question of a step schema by its path, nested ones (a list's items, an object's fields) included. */
function fieldsOf(file: Schema, common: Schema): Map<string, Field> {
  const out = new Map<string, Field>()
  const walk = (node: Schema, prefix: string) => {
    for (const [name, raw] of Object.entries(node.properties ?? {})) {
      const schema = resolved(raw as Schema, file, common)
      const path = prefix + name
      out.set(path, { schema, title: schema.title ?? name })
      if (schema.type === 'object') walk(schema, `${path}.`)
      const items = schema.items
      if (items && typeof items === 'object' && !Array.isArray(items)) {
        const item = resolved(items as Schema, file, common)
        if (item.type === 'object') walk(item, `${path}[].`)
      }
    }
  }
  walk(file, '')
  return out
}

const optionsOf = (schema: Schema): Map<string, string> =>
  new Map([
    ...(schema.oneOf ?? []).flatMap((o) =>
      typeof o === 'object' && o.const !== undefined ? [[String(o.const), o.title ?? String(o.const)]] : [],
    ),
    ...(schema.enum ?? []).map((v) => [String(v), String(v)]),
  ] as [string, string][])

const typeOf = (schema: Schema) => JSON.stringify(schema.type ?? (optionsOf(schema).size ? 'string' : 'any'))

/** Each way the `after` field accepts less than `before` did. */
function tightened(before: Schema, after: Schema): string[] {
  const found: string[] = []
  const lower = (key: 'maxLength' | 'maximum' | 'maxItems') => {
    const [a, b] = [before[key], after[key]]
    if (b !== undefined && (a === undefined || b < a)) found.push(`${key} ${a ?? '—'} → ${b}`)
  }
  const higher = (key: 'minLength' | 'minimum' | 'minItems') => {
    const [a, b] = [before[key], after[key]]
    if (b !== undefined && (a === undefined || b > a)) found.push(`${key} ${a ?? '—'} → ${b}`)
  }
  lower('maxLength')
  lower('maximum')
  lower('maxItems')
  higher('minLength')
  higher('minimum')
  higher('minItems')
  if (after.pattern !== undefined && after.pattern !== before.pattern)
    found.push(`pattern → ${after.pattern}`)
  if (after.format !== undefined && after.format !== before.format) found.push(`format → ${after.format}`)
  const required = new Set(before.required ?? [])
  for (const name of after.required ?? []) if (!required.has(name)) found.push(`obrigatório: ${name}`)
  return found
}

const orderOf = (ui: object | undefined) => {
  const order = (ui as { 'ui:order'?: unknown } | undefined)?.['ui:order']
  return Array.isArray(order) ? (order as string[]) : []
}

/** The changes from `before` to `after`, each classified; `migration` declares the critical ones that may ship. */
export function compareReleases(
  before: QuestionnaireRelease,
  after: QuestionnaireRelease,
  migration: QuestionnaireMigration = {},
): Change[] {
  const changes: Change[] = []
  const renames = migration.renames ?? {}
  const renamedTo = new Map(Object.entries(renames).map(([from, to]) => [to, from]))
  const recodes = migration.recodes ?? {}
  const removals = new Set(migration.removals ?? [])
  const retyped = new Set(migration.retyped ?? [])
  const add = (change: Omit<Change, 'critical' | 'declared'>, declared = false) =>
    changes.push({ ...change, critical: CRITICAL.has(change.kind), declared })

  const fieldsAfter = new Map<string, { section: string; step: string; field: Field }>()
  const fieldsBefore = new Map<string, { section: string; step: string; field: Field }>()
  const stepsAfter = new Map(after.wizard.steps.map((s) => [s.section, s]))
  const stepsBefore = new Map(before.wizard.steps.map((s) => [s.section, s]))
  for (const [release, steps, into] of [
    [after, stepsAfter, fieldsAfter],
    [before, stepsBefore, fieldsBefore],
  ] as const)
    for (const step of steps.values())
      for (const [path, field] of fieldsOf(release.files[step.schema] as Schema, release.common as Schema))
        into.set(`${step.section}.${path}`, { section: step.section, step: step.title, field })

  for (const step of stepsAfter.values()) {
    const old = stepsBefore.get(step.section)
    if (!old) add({ kind: 'newStep', step: step.title, section: step.section })
    else {
      if (old.title !== step.title)
        add({ kind: 'wording', step: step.title, section: step.section, from: old.title, to: step.title })
      const [a, b] = [orderOf(before.files[old.ui]), orderOf(after.files[step.ui])]
      const kept = (list: string[], other: string[]) => list.filter((name) => other.includes(name))
      if (kept(a, b).join() !== kept(b, a).join())
        add({ kind: 'order', step: step.title, section: step.section })
    }
  }
  for (const step of stepsBefore.values())
    if (!stepsAfter.has(step.section))
      add({ kind: 'removedStep', step: step.title, section: step.section }, removals.has(step.section))

  for (const [key, then] of fieldsBefore) {
    const field = key.slice(then.section.length + 1)
    const renamed = renames[key]
    const now = fieldsAfter.get(renamed ?? key)
    if (!now) {
      add(
        { kind: 'removedQuestion', step: then.step, section: then.section, field, title: then.field.title },
        removals.has(key),
      )
      continue
    }
    const where = { step: now.step, section: now.section, field, title: now.field.title }
    if (renamed) add({ ...where, kind: 'renamedField', from: key, to: renamed }, true)
    const [a, b] = [then.field.schema, now.field.schema]
    if (then.field.title !== now.field.title)
      add({ ...where, kind: 'wording', from: then.field.title, to: now.field.title })
    if ((a.description ?? '') !== (b.description ?? ''))
      add({ ...where, kind: 'wording', from: a.description ?? '', to: b.description ?? '' })
    if (typeOf(a) !== typeOf(b))
      add({ ...where, kind: 'changedType', from: typeOf(a), to: typeOf(b) }, retyped.has(key))
    for (const limit of tightened(a, b))
      add({ ...where, kind: 'tightenedLimit', to: limit }, retyped.has(key))
    const [optionsA, optionsB] = [optionsOf(a), optionsOf(b)]
    const recoded = recodes[renamed ?? key] ?? recodes[key] ?? {}
    for (const [code, label] of optionsA) {
      const target = recoded[code]
      if (target !== undefined) add({ ...where, kind: 'recodedOption', from: code, to: target }, true)
      else if (!optionsB.has(code)) add({ ...where, kind: 'removedOption', from: `${code} (${label})` })
      else if (optionsB.get(code) !== label)
        add({ ...where, kind: 'wording', from: label, to: optionsB.get(code) })
    }
    const recodedTo = new Set(Object.values(recoded))
    for (const [code, label] of optionsB)
      if (!optionsA.has(code) && !recodedTo.has(code))
        add({ ...where, kind: 'newOption', to: `${code} (${label})` })
  }
  for (const [key, now] of fieldsAfter)
    if (!fieldsBefore.has(key) && !renamedTo.has(key))
      add({
        kind: 'newQuestion',
        step: now.step,
        section: now.section,
        field: key.slice(now.section.length + 1),
        title: now.field.title,
      })
  return changes
}

/** One line of the check's report: the kind, where (step, field and title) and what changed. */
export function describeChange(change: Change): string {
  const kind =
    KIND_LABEL[change.kind] + (change.critical ? (change.declared ? ' (declarada)' : ' (CRÍTICA)') : '')
  // A question's wording change names it by its field: the titles follow.
  const question =
    change.kind === 'wording' ? change.field : change.field && `${change.field} "${change.title}"`
  const where = [change.step, question].filter(Boolean).join(' › ')
  const what =
    change.from !== undefined || change.to !== undefined
      ? `: ${change.from !== undefined ? `"${change.from}"` : ''}${change.from !== undefined && change.to !== undefined ? ' → ' : ''}${change.to !== undefined ? `"${change.to}"` : ''}`
      : ''
  return `${kind} · ${where}${what}`
}
