import fs from 'node:fs'
import path from 'node:path'
import type { QuestionnaireRelease } from '../../src/shared/questionnaire/release'
import type { StepSchema, WizardFile } from '../../src/shared/questionnaire/types'
import { REPO_ROOT } from '../../scripts/lib/server-process'

/** A released version of the questionnaire (schemas/releases/<version>.json). */
export const releaseOf = (version: string): QuestionnaireRelease =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', 'releases', `${version}.json`), 'utf8'))

/**
 * Lays `release` out in `dir` (an empty folder the test file owns, see tempFolders) as schemas/ is, with today's
 * patient-mapping.json (it applies to every version), and returns it: a server started with QUESTIONNAIRE_DIR=<it>
 * runs it.
 */
export function releaseFolder(dir: string, release: QuestionnaireRelease): string {
  const write = (file: string, content: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2))
  }
  write('wizard.json', release.wizard)
  write('detail.json', release.detail)
  write('common.json', release.common)
  write('patient.schema.json', release.patient)
  for (const [file, content] of Object.entries(release.files)) write(file, content)
  if (release.migration) write(`migrations/${release.version}.json`, release.migration)
  fs.copyFileSync(
    path.join(REPO_ROOT, 'schemas', 'patient-mapping.json'),
    path.join(dir, 'patient-mapping.json'),
  )
  return dir
}

/**
 * The title a question has in today's files (schemas/wizard.json and the step's schema), so that a test names a
 * question as the clinician reads it without pinning a wording a content release may change.
 */
export function questionTitle(section: string, field: string): string {
  const title = questionOf(section, field)?.title
  if (!title) throw new Error(`questionTitle: no question ${section}.${field} in schemas/`)
  return title
}

/** The hint (x-hint) today's schemas/ give a question: the wizard's error message says it after the title. */
export function questionHint(section: string, field: string): string {
  const hint = (questionOf(section, field) as { 'x-hint'?: string } | undefined)?.['x-hint']
  if (!hint) throw new Error(`questionHint: no hint for ${section}.${field} in schemas/`)
  return hint
}

function questionOf(section: string, field: string): StepSchema | undefined {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', file), 'utf8'))
  const step = (read('wizard.json') as WizardFile).steps.find((s) => s.section === section)
  return step && ((read(step.schema) as StepSchema).properties?.[field] as StepSchema | undefined)
}

/** The title of `field` in a file of today's schemas/ ('patient.schema.json', 'steps/01-dados-pessoais.schema.json'). */
export function schemaTitle(file: string, field: string): string {
  const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', file), 'utf8')) as StepSchema
  const title = (schema.properties?.[field] as StepSchema | undefined)?.title
  if (!title) throw new Error(`schemaTitle: no ${field} in schemas/${file}`)
  return title
}

/** How today's schemas/common.json shows a state's UF in the 'Estado' list ('SP' → 'São Paulo (SP)'). */
export function stateTitle(code: string): string {
  const common = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'schemas', 'common.json'), 'utf8'),
  ) as StepSchema
  const address = common.$defs?.address as StepSchema | undefined
  const state = address?.properties?.state as StepSchema | undefined
  const option = state?.oneOf?.find((o) => typeof o === 'object' && o.const === code)
  if (typeof option !== 'object' || !option.title)
    throw new Error(`stateTitle: no UF ${code} in schemas/common.json`)
  return option.title
}
