// A copy of schemas/ as a new version that needs a migration: one field moved to another section under a new name,
// and one option recoded, both declared in migrations/<version>.json. Tests start the server on it (QUESTIONNAIRE_DIR)
// over evaluations stored under today's version.
import fs from 'node:fs'
import path from 'node:path'
import type { QuestionnaireMigration } from '../../src/shared/questionnaire/changes'
import { REPO_ROOT } from '../../scripts/lib/server-process'

/** What the copy changes, by the names stored answers use. */
export const MIGRATED = {
  renamedFrom: ['sleep', 'asBabySharedWith'],
  renamedTo: ['nutrition', 'babyRoomSharedWith'],
  recoded: ['recreation', 'operateConsistently'],
  /** 'ocasionalmente' becomes this new option of the recoded field. */
  newCode: 'as_vezes',
} as const

const migration: QuestionnaireMigration = {
  renames: { 'sleep.asBabySharedWith': 'nutrition.babyRoomSharedWith' },
  recodes: { 'recreation.operateConsistently': { ocasionalmente: MIGRATED.newCode } },
}

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Writes the copy into `dir` (an empty folder the test file owns, see tempFolders) and returns it; `declared`
 * replaces the migration file (a wrong one, for the failure tests).
 */
export function migratedQuestionnaire(
  dir: string,
  version: string,
  declared: QuestionnaireMigration = migration,
): string {
  fs.cpSync(path.join(REPO_ROOT, 'schemas'), dir, { recursive: true })
  fs.rmSync(path.join(dir, 'releases'), { recursive: true, force: true })
  const file = (name: string) => path.join(dir, name)
  const edit = (name: string, change: (json: Json) => void) => {
    const json = JSON.parse(fs.readFileSync(file(name), 'utf8')) as Json
    change(json)
    fs.writeFileSync(file(name), JSON.stringify(json, null, 2))
  }
  edit('wizard.json', (wizard) => (wizard.version = version))
  const stepOf = (section: string) =>
    (JSON.parse(fs.readFileSync(file('wizard.json'), 'utf8')) as Json).steps.find(
      (s: Json) => s.section === section,
    ) as { schema: string; ui: string }
  const [fromSection, fromField] = MIGRATED.renamedFrom
  const [toSection, toField] = MIGRATED.renamedTo
  let moved: Json = {}
  edit(stepOf(fromSection).schema, (schema) => {
    const { [fromField]: field, ...kept } = schema.properties
    moved = field
    schema.properties = kept
  })
  edit(
    stepOf(fromSection).ui,
    (ui) => (ui['ui:order'] = ui['ui:order'].filter((n: string) => n !== fromField)),
  )
  edit(stepOf(toSection).schema, (schema) => (schema.properties[toField] = moved))
  edit(stepOf(toSection).ui, (ui) => ui['ui:order'].splice(-1, 0, toField))
  const [recodedSection, recodedField] = MIGRATED.recoded
  edit(stepOf(recodedSection).schema, (schema) => {
    schema.properties[recodedField] = {
      type: 'string',
      title: schema.properties[recodedField].title,
      oneOf: [
        { const: 'sim', title: 'Sim' },
        { const: 'nao', title: 'Não' },
        { const: MIGRATED.newCode, title: 'Às vezes' },
      ],
    }
  })
  fs.mkdirSync(file('migrations'), { recursive: true })
  fs.writeFileSync(file(`migrations/${version}.json`), JSON.stringify(declared, null, 2))
  return dir
}
