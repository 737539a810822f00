import type { JSONSchema7 } from 'json-schema'

import type { SectionKey } from '../generated/questionnaire'

export type { EvaluationSectionKey, PatientSectionKey, SectionKey } from '../generated/questionnaire'

/** One entry of schemas/wizard.json. */
export interface WizardStepEntry {
  slug: string
  title: string
  schema: string
  ui: string
  section: SectionKey
  target: 'patient' | 'evaluation'
}

export interface WizardFile {
  version: string
  basePath: string
  steps: WizardStepEntry[]
}

export interface DetailFile {
  sections: { title: string; source: SectionKey | 'general' }[]
}

export type StepSchema = JSONSchema7 & { $id: string }

/** An object of RJSF UI options, keyed by field name or `ui:*` keyword. */
export type UiSchema = Record<string, unknown>
