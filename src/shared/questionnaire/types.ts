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
  /** The family answers it at home (a family link's default steps); absent: the clinician's alone. */
  answeredBy?: 'family'
}

export interface WizardFile {
  version: string
  basePath: string
  steps: WizardStepEntry[]
}

export interface DetailFile {
  sections: { title: string; source: SectionKey | 'general' }[]
}

/** The evaluation's own columns a patient step's field may fill instead of the patient (the API's names). */
export type EvaluationColumn = 'mainComplaint' | 'evaluationData'

/** What schemas/patient-mapping.json says of one field of a patient step. */
export interface FieldRule {
  /** The patient's property it fills, when not the one of the same name. */
  patient?: string
  /** Or the evaluation's column it fills: then it is no part of the patient. */
  evaluation?: EvaluationColumn
  /** The patient keeps it trimmed (a name of spaces is no name). */
  trim?: boolean
  /** Filled with the age from this date field of the same step, unless the clinician typed one. */
  ageFrom?: string
  /** A new draft starts with today's date in it. */
  initial?: 'today'
  /** A list a new draft (or a patient without entries) starts with this many empty entries of. */
  initialItems?: number
  /** A list's entry fields renamed for the patient: wizard name → the patient's. */
  items?: Record<string, string>
}

export interface PatientMappingFile {
  fields: Record<string, FieldRule>
}

export type StepSchema = JSONSchema7 & { $id: string }

/** An object of RJSF UI options, keyed by field name or `ui:*` keyword. */
export type UiSchema = Record<string, unknown>
