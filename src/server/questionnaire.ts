import fs from 'node:fs'
import path from 'node:path'
import { rootPath } from './paths'
import type { StepSchema, WizardFile } from '../shared/questionnaire/types'

const schemasDir = rootPath('schemas')

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(schemasDir, file), 'utf8')) as T

export interface ServerQuestionnaire {
  wizard: WizardFile
  /** Every schema the API validates with, by `$id`: common, patient and the thirteen steps. */
  schemas: StepSchema[]
}

/** Reads the questionnaire definition from schemas/, as the wizard and detail page do. */
export function loadQuestionnaire(): ServerQuestionnaire {
  const wizard = readJson<WizardFile>('wizard.json')
  const schemas = [
    readJson<StepSchema>('common.json'),
    readJson<StepSchema>('patient.schema.json'),
    ...wizard.steps.map((step) => readJson<StepSchema>(step.schema)),
  ]
  return { wizard, schemas }
}
