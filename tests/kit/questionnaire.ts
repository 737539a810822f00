import fs from 'node:fs'
import path from 'node:path'
import type { QuestionnaireRelease } from '../../src/shared/questionnaire/release'
import { REPO_ROOT } from '../../scripts/lib/server-process'

/** A released version of the questionnaire (schemas/releases/<version>.json). */
export const releaseOf = (version: string): QuestionnaireRelease =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', 'releases', `${version}.json`), 'utf8'))

/**
 * Lays `release` out in `dir` (an empty folder the test file owns, see tempFolders) as schemas/ is, and returns it:
 * a server started with QUESTIONNAIRE_DIR=<it> runs it.
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
  return dir
}
