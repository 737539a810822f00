import type { JSONSchema7 } from 'json-schema'
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils'
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8'
import commonFile from '@schemas/common.json'
import detailFile from '@schemas/detail.json'
import mappingFile from '@schemas/patient-mapping.json'
import wizardFile from '@schemas/wizard.json'
import { stepPath } from '../../lib/wizard-routes'
import { bundleWithCommon } from '../../../shared/questionnaire/bundle'
import { patientMappingOf, type PatientMapping } from '../../../shared/questionnaire/mapping'
import type { QuestionnaireRelease } from '../../../shared/questionnaire/release'
import type {
  DetailFile,
  FieldRule,
  PatientMappingFile,
  SectionKey,
  WizardFile,
} from '../../../shared/questionnaire/types'

const schemaFiles = import.meta.glob<object>('@schemas/steps/*.json', {
  eager: true,
  import: 'default',
})
// Each step's precompiled validator is a chunk of its own (thirteen of them weigh more than RJSF itself): the wizard
// loads a step's with the step, and the one of the step after it while the step is shown (validatorOf).
const validatorFiles = import.meta.glob<ValidatorFunctions>('@validators/*.ts', { import: 'default' })

export const wizard = wizardFile as WizardFile
export const detail = detailFile as DetailFile
/** Not versioned: it reads the patient steps of every version (schemas/README.md). */
const mapping = mappingFile as PatientMappingFile

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
  /** What patient-mapping.json says of this step's fields (a patient step's; none for the evaluation's). */
  rules: Record<string, FieldRule>
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

function rulesOf(view: StepView): Record<string, FieldRule> {
  if (view.target !== 'patient') return {}
  const names = Object.keys(view.schema.properties ?? {})
  return Object.fromEntries(names.filter((n) => mapping.fields[n]).map((n) => [n, mapping.fields[n]!]))
}

/** The steps in wizard.json's order, each with its self-contained schema (its validator: validatorOf). */
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
    rules: rulesOf(view),
  }
})

/** A promise as React's `use` reads it: once settled, `use` answers its value at once, without suspending. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

const validators = new Map<SectionKey, Tracked<ValidatorType>>()

/**
 * The step's precompiled validator, fetched once (its chunk) and kept; calling it again is free, so it doubles as a
 * prefetch. Read it with React's `use`: it suspends only while the chunk is on its way. A failed fetch stays failed
 * (the form then shows ChunkErrorBoundary's error, whose button reloads the page) rather than being retried by every
 * render that asks.
 */
export function validatorOf(step: Pick<Step, 'section' | 'schema'>): Promise<ValidatorType> {
  let loading = validators.get(step.section)
  if (!loading) {
    const tracked: Tracked<ValidatorType> = fileOf(validatorFiles, `${step.section}.ts`)().then((functions) =>
      createPrecompiledValidator(functions, step.schema),
    )
    // Marked settled the way React marks the promises it has seen, so that a form rendered after the fetch (the
    // step prepared out of sight, a step opened again) never suspends for it.
    // (The handlers return nothing: handing back the promise itself would make their own promise fail unhandled.)
    tracked.then(
      (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
    )
    loading = tracked
    validators.set(step.section, loading)
  }
  return loading
}

/** A questionnaire to read an evaluation with: its detail layout and its steps by section. */
export interface QuestionnaireView {
  version: string
  detail: DetailFile
  steps: StepView[]
  /** How its patient steps' answers make the patient and the evaluation's date and complaint. */
  mapping: PatientMapping
}

/** The patient mapping of this build's questionnaire. */
export const patientMapping = patientMappingOf(steps, mapping)

/** Today's questionnaire, as this build carries it. */
export const currentQuestionnaire: QuestionnaireView = {
  version: wizard.version,
  detail,
  steps,
  mapping: patientMapping,
}

/** A recorded version (GET /questionnaire/versions/:version), read as the clinicians who used it read it. */
export function questionnaireOf(release: QuestionnaireRelease): QuestionnaireView {
  const views = release.wizard.steps.map((entry) =>
    viewOf(entry, release.files[entry.schema]!, release.files[entry.ui]!, release.common),
  )
  return {
    version: release.version,
    detail: release.detail,
    steps: views,
    mapping: patientMappingOf(views, mapping),
  }
}
