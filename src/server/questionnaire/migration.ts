// A version's migration file turned into the steps the server applies to stored answers when it records the version
// (renames, then recodes), each checked against the version's own questions first: a mistake in the file must stop
// the server before anything is written, with a message that names the file and the change.
import path from 'node:path'
import type { QuestionnaireMigration } from '../../shared/questionnaire/changes'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { StepSchema } from '../../shared/questionnaire/types'
import { migrationFile, schemasDir } from './release'

/** A field of an evaluation's `sections`: [section, field]. */
export type FieldPath = [string, string]

export interface RenameStep {
  /** How the audit trail and the errors name it: 'a.b → c.d'. */
  change: string
  from: FieldPath
  to: FieldPath
}

export interface RecodeStep {
  change: string
  field: FieldPath
  /** Old code → the new option's value, as the version's schema holds it (a string, a number…). */
  codes: Record<string, unknown>
  /** Every code the version's field lists: what a stored answer may hold once recoded. */
  options: string[]
}

export interface MigrationPlan {
  /** The file, as the errors name it. */
  file: string
  renames: RenameStep[]
  recodes: RecodeStep[]
  removals: string[]
  retyped: string[]
}

type Schema = Omit<StepSchema, 'oneOf' | 'enum'> & {
  $ref?: string
  oneOf?: { const?: unknown }[]
  enum?: unknown[]
}

/** A migration problem: one line naming the file and the change. */
export const migrationError = (file: string, change: string, problem: string) =>
  new Error(`Questionnaire migration ${file}, ${change}: ${problem}`)

/** The version's evaluation questions: section → field → its schema ($ref resolved, so that options show). */
function questionsOf(release: QuestionnaireRelease): Map<string, Map<string, Schema>> {
  const defs = (file: Schema, ref: string) =>
    ((ref.startsWith('common.json') ? release.common : file) as { $defs?: Record<string, Schema> }).$defs?.[
      ref.split('/$defs/')[1] ?? ''
    ]
  const out = new Map<string, Map<string, Schema>>()
  for (const step of release.wizard.steps.filter((s) => s.target === 'evaluation')) {
    const file = release.files[step.schema] as Schema
    const fields = new Map<string, Schema>()
    for (const [name, raw] of Object.entries(file.properties ?? {})) {
      const field = raw as Schema
      fields.set(name, { ...(field.$ref ? defs(file, field.$ref) : {}), ...field })
    }
    out.set(step.section, fields)
  }
  return out
}

const optionsOf = (schema: Schema): unknown[] => [
  ...(schema.oneOf ?? []).flatMap((o) => (o.const === undefined ? [] : [o.const])),
  ...(schema.enum ?? []),
]

/** The steps `release.migration` asks for; throws on the first change the version cannot take. */
export function planMigration(release: QuestionnaireRelease): MigrationPlan | undefined {
  const migration: QuestionnaireMigration | undefined = release.migration
  if (!migration) return undefined
  const file = path.join(schemasDir(), migrationFile(release.version))
  const questions = questionsOf(release)
  const pathOf = (name: string, change: string): FieldPath => {
    const parts = name.split('.')
    if (parts.length !== 2 || !parts.every((p) => /^[A-Za-z_][\w]*$/.test(p)))
      throw migrationError(
        file,
        change,
        `"${name}" is not a field as section.field (nested ones are not migrated)`,
      )
    return parts as FieldPath
  }
  const questionOf = (name: string, change: string) => {
    const [section, field] = pathOf(name, change)
    const schema = questions.get(section)?.get(field)
    if (!schema)
      throw migrationError(file, change, `"${name}" is not a question of version ${release.version}`)
    return schema
  }

  const renames = Object.entries(migration.renames ?? {}).map(([from, to]): RenameStep => {
    const change = `rename ${from} → ${to}`
    questionOf(to, change)
    if (from === to) throw migrationError(file, change, 'a field renamed to itself')
    return { change, from: pathOf(from, change), to: pathOf(to, change) }
  })
  const renamed = new Map(Object.entries(migration.renames ?? {}))
  const recodes = Object.entries(migration.recodes ?? {}).map(([name, map]): RecodeStep => {
    // A recode may name the field by its old name or its new one; the answers have moved by then.
    const target = renamed.get(name) ?? name
    const change = `recode ${target}`
    const values = optionsOf(questionOf(target, change))
    if (!values.length) throw migrationError(file, change, `"${target}" has no options to recode`)
    const codes: Record<string, unknown> = {}
    for (const [from, to] of Object.entries(map)) {
      const value = values.find((v) => String(v) === to)
      if (value === undefined)
        throw migrationError(file, `${change} ${from} → ${to}`, `"${to}" is not an option of ${target}`)
      codes[from] = value
    }
    return { change, field: pathOf(target, change), codes, options: values.map(String) }
  })
  return { file, renames, recodes, removals: migration.removals ?? [], retyped: migration.retyped ?? [] }
}
