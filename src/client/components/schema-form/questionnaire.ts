import type { JSONSchema7 } from 'json-schema'
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils'
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8'
import commonFile from '../../../../schemas/common.json'
import detailFile from '../../../../schemas/detail.json'
import wizardFile from '../../../../schemas/wizard.json'
import { stepPath } from '../../lib/wizard-routes'
import { bundleWithCommon } from '../../../shared/questionnaire/bundle'
import type { QuestionnaireRelease } from '../../../shared/questionnaire/release'
import type { DetailFile, SectionKey, WizardFile } from '../../../shared/questionnaire/types'

const schemaFiles = import.meta.glob<object>('../../../../schemas/steps/*.json', {
  eager: true,
  import: 'default',
})
const validatorFiles = import.meta.glob<ValidatorFunctions>('../../generated/validators/*.ts', {
  eager: true,
  import: 'default',
})

export const wizard = wizardFile as WizardFile
export const detail = detailFile as DetailFile

export interface Step {
  index: number
  slug: string
  /** The route of the step: /pacientes/novo or /pacientes/novo/<slug>. */
  path: string
  title: string
  section: SectionKey
  target: 'patient' | 'evaluation'
  schema: RJSFSchema
  uiSchema: UiSchema
  validator: ValidatorType
}

function fileOf<T>(files: Record<string, T>, name: string): T {
  const found = Object.entries(files).find(([path]) => path.endsWith(`/${name}`))
  if (!found) throw new Error(`Missing questionnaire file ${name}: run \`npm run gen:types\`?`)
  return found[1]
}

/** A step as the detail page reads it: its title, section, self-contained schema and UI schema. */
export type StepView = Pick<Step, 'title' | 'section' | 'target' | 'schema' | 'uiSchema'>

function viewOf(
  entry: WizardFile['steps'][number],
  schemaFile: object,
  uiFile: object,
  common: object,
): StepView {
  return {
    title: entry.title,
    section: entry.section,
    target: entry.target,
    schema: bundleWithCommon(schemaFile as JSONSchema7, common as JSONSchema7) as RJSFSchema,
    // Answers side by side (Sim · Não · Ocasionalmente) read faster than stacked ones.
    uiSchema: { 'ui:globalOptions': { inline: true }, ...(uiFile as UiSchema) },
  }
}

/** The thirteen steps in wizard.json's order, each with its self-contained schema and precompiled validator. */
export const steps: Step[] = wizard.steps.map((entry, index) => {
  const view = viewOf(
    entry,
    fileOf(schemaFiles, entry.schema.split('/').pop()!),
    fileOf(schemaFiles, entry.ui.split('/').pop()!),
    commonFile,
  )
  return {
    ...view,
    index,
    slug: entry.slug,
    path: stepPath(index),
    validator: createPrecompiledValidator(fileOf(validatorFiles, `${entry.section}.ts`), view.schema),
  }
})

/** A questionnaire to read an evaluation with: its detail layout and its steps by section. */
export interface QuestionnaireView {
  version: string
  detail: DetailFile
  steps: StepView[]
}

/** Today's questionnaire, as this build carries it. */
export const currentQuestionnaire: QuestionnaireView = { version: wizard.version, detail, steps }

/** A recorded version (GET /questionnaire/versions/:version), read as the clinicians who used it read it. */
export const questionnaireOf = (release: QuestionnaireRelease): QuestionnaireView => ({
  version: release.version,
  detail: release.detail,
  steps: release.wizard.steps.map((entry) =>
    viewOf(entry, release.files[entry.schema]!, release.files[entry.ui]!, release.common),
  ),
})
