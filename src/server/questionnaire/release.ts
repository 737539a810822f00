import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { rootPath } from '../paths'
import { canonicalJson, type QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { QuestionnaireMigration } from '../../shared/questionnaire/changes'
import type { DetailFile, StepSchema, WizardFile } from '../../shared/questionnaire/types'

/** The folder of the questionnaire's files; tests point the server at a copy (QUESTIONNAIRE_DIR). */
export const schemasDir = () => process.env.QUESTIONNAIRE_DIR || rootPath('schemas')

const readJson = <T>(dir: string, file: string): T =>
  JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T

/** The questionnaire the files in `dir` describe, as one document. */
export function readRelease(dir = schemasDir()): QuestionnaireRelease {
  const wizard = readJson<WizardFile>(dir, 'wizard.json')
  const files: Record<string, object> = {}
  for (const step of wizard.steps) {
    files[step.schema] = readJson<object>(dir, step.schema)
    files[step.ui] = readJson<object>(dir, step.ui)
  }
  return {
    version: wizard.version,
    wizard,
    detail: readJson<DetailFile>(dir, 'detail.json'),
    common: readJson<StepSchema>(dir, 'common.json'),
    patient: readJson<StepSchema>(dir, 'patient.schema.json'),
    files,
    ...(fs.existsSync(path.join(dir, migrationFile(wizard.version)))
      ? { migration: readJson<QuestionnaireMigration>(dir, migrationFile(wizard.version)) }
      : {}),
  }
}

/** Where a version's migration file is, inside the questionnaire's folder. */
export const migrationFile = (version: string) => path.join('migrations', `${version}.json`)

/** SHA-256 of the release's canonical JSON: what tells two contents of one version apart. */
export const releaseHash = (release: QuestionnaireRelease) =>
  crypto.createHash('sha256').update(canonicalJson(release)).digest('hex')
