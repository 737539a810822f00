import type { JSONSchema7 } from 'json-schema'
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils'
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8'
import commonFile from '../../../../schemas/common.json'
import detailFile from '../../../../schemas/detail.json'
import wizardFile from '../../../../schemas/wizard.json'
import { stepPath } from '../../lib/wizard-routes'
import { bundleWithCommon } from '../../../shared/questionnaire/bundle'
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

/** The thirteen steps in wizard.json's order, each with its self-contained schema and precompiled validator. */
export const steps: Step[] = wizard.steps.map((entry, index) => {
  const schema = bundleWithCommon(
    fileOf(schemaFiles, entry.schema.split('/').pop()!) as JSONSchema7,
    commonFile as JSONSchema7,
  )
  return {
    index,
    slug: entry.slug,
    path: stepPath(index),
    title: entry.title,
    section: entry.section,
    target: entry.target,
    schema: schema as RJSFSchema,
    // Answers side by side (Sim · Não · Ocasionalmente) read faster than stacked ones.
    uiSchema: {
      'ui:globalOptions': { inline: true },
      ...(fileOf(schemaFiles, entry.ui.split('/').pop()!) as UiSchema),
    },
    validator: createPrecompiledValidator(
      fileOf(validatorFiles, `${entry.section}.ts`),
      schema as RJSFSchema,
    ),
  }
})

export const stepBySection = (section: SectionKey) => steps.find((step) => step.section === section)
