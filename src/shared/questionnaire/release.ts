import type { QuestionnaireMigration } from './changes'
import type { DetailFile, StepSchema, WizardFile } from './types'

/**
 * One version of the questionnaire as a whole: every file of `schemas/` that shapes what a clinician reads and
 * answers. The server records it the first time it runs it; an evaluation is read with the one it was answered with.
 */
export interface QuestionnaireRelease {
  version: string
  wizard: WizardFile
  detail: DetailFile
  common: StepSchema
  patient: StepSchema
  /** Each step's schema and UI schema, by the path wizard.json names them with ('steps/03-gestacao.schema.json'). */
  files: Record<string, object>
  /**
   * The version's migration file (schemas/migrations/<version>.json), when it has one: it changes what stored answers
   * mean, so it is part of the content (and its hash). Absent otherwise, which keeps older versions' hashes.
   */
  migration?: QuestionnaireMigration
}

/** JSON with every object's keys sorted: the same content gives the same text, whatever order the files use. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}
