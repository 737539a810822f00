// The checks an imported evaluation goes through: the Ajv schemas the API validates with, built for the version it
// was answered with (POST /evaluations's body, each step's file, the patient's), with the API's own sentences.
import type { ErrorObject, ValidateFunction } from 'ajv'
import { birthDateProblem } from '../../shared/dates'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import {
  fieldAt,
  pointerIn,
  problemMessage,
  problemPath,
  type FieldSchema,
  type Resolve,
} from '../../shared/questionnaire/messages'
import { makeAjv, NUL_KEYWORD, refusingNul } from '../plugins/validation'
import { loadQuestionnaire } from '../questionnaire'
import { FhirImportError } from './import-error'
import { itemName } from './read-response'

/** A schema's checker and how its errors' paths name the FHIR items (undefined: not an item). */
interface Checker {
  validate: ReturnType<typeof refusingNul>
  root: FieldSchema
}

export interface VersionChecks {
  /** Each step's answers against its step's schema, under the step's own name. */
  step(section: string, values: unknown): void
  /** POST /evaluations's body, as the API checks it; `linkIdOf` names its top-level fields as FHIR items. */
  evaluation(body: Record<string, unknown>, linkIdOf: (field: string) => string | undefined): void
  /** The patient's record, to be created from the import. */
  patient(record: unknown): void
  /** The patient as the evaluation keeps him. */
  snapshot(snapshot: unknown): void
}

const cache = new WeakMap<QuestionnaireRelease, VersionChecks>()

/** The checks of one version (built once per version: compiling its schemas is the costly part). */
export function versionChecks(release: QuestionnaireRelease): VersionChecks {
  const known = cache.get(release)
  if (known) return known
  const { schemas } = loadQuestionnaire(release)
  const ajv = makeAjv({ coerceTypes: false }, schemas)
  const byId = new Map(schemas.map((schema) => [schema.$id, schema as unknown as FieldSchema]))
  const resolve: Resolve = (ref, document) => {
    const file = ref.slice(0, ref.indexOf('#') === -1 ? undefined : ref.indexOf('#'))
    const target = file ? byId.get(file) : document
    const schema = target && pointerIn(target, ref)
    return schema && target ? { schema, document: target } : undefined
  }
  const checker = (id: string): Checker => ({
    validate: refusingNul(ajv.getSchema(id) as ValidateFunction),
    root: byId.get(id) ?? {},
  })

  /** The first error as one sentence, its question named by `name` (the label Ajv's path leads to). */
  function refuse({ root }: Checker, errors: ErrorObject[], name: (path: string[], label: string) => string) {
    const first = errors.find((e) => ['oneOf', 'const', 'enum'].includes(e.keyword)) ?? errors[0]!
    const params = first.params as Record<string, unknown>
    const path = problemPath(first.instancePath, params)
    const field = fieldAt(root, path, resolve) ?? { label: path.join('.'), schema: {} }
    const label = name(path, field.label)
    if (first.keyword === NUL_KEYWORD)
      throw new FhirImportError(`${label}: ${first.message ?? 'caractere inválido'}.`)
    if (first.keyword === 'additionalProperties')
      throw new FhirImportError(`${label}: campo desconhecido (${String(params.additionalProperty)}).`)
    throw new FhirImportError(problemMessage({ ...field, label }, first.keyword, params))
  }
  const run = (c: Checker, value: unknown, name: (path: string[], label: string) => string) => {
    if (!c.validate(value)) refuse(c, c.validate.errors ?? [], name)
  }
  // A step's field path without list indexes is its item's linkId: 'personalData.siblings.siblingsAge'.
  const linkId = (keys: string[]) => keys.filter((key) => !/^\d+$/.test(key)).join('.')
  const steps = new Map<string, Checker>(
    release.wizard.steps.map((step) => [step.section, checker(`${step.section}.json`)]),
  )
  const body = checker('evaluation-input.json')
  const patient = checker('patient.json')
  const snapshot = checker('patient-snapshot.json')
  const birthLabel = (id: string, field: string) =>
    (byId.get(id)?.properties?.[field] as FieldSchema | undefined)?.title ?? field

  const checks: VersionChecks = {
    step(section, values) {
      const c = steps.get(section)
      if (c) run(c, values, (path, label) => itemName(linkId([section, ...path]), label))
    },
    evaluation(input, linkIdOf) {
      run(body, input, (path, label) => {
        const [top = '', ...rest] = path
        const item = linkIdOf(top) ?? (top in input && rest.length ? linkId(path) : undefined)
        return item ? itemName(item, label) : label || 'Avaliação'
      })
    },
    patient(record) {
      run(patient, record, (_path, label) => `Paciente — ${label}`)
      const birthDate = (record as { birthDate?: unknown }).birthDate
      const problem = birthDateProblem({ value: birthDate, label: birthLabel('patient.json', 'birthDate') })
      if (problem) throw new FhirImportError(problem)
    },
    snapshot(value) {
      run(snapshot, value, (_path, label) => `Paciente — ${label}`)
    },
  }
  cache.set(release, checks)
  return checks
}

/** A birth date after the evaluation's date, in step 1's words. */
export function evaluationDateProblem(
  release: QuestionnaireRelease,
  birthDate: unknown,
  evaluationData: unknown,
): string | undefined {
  const step = release.wizard.steps.find((s) => s.target === 'patient')
  const properties = ((step && release.files[step.schema]) as FieldSchema | undefined)?.properties ?? {}
  return birthDateProblem(
    { value: birthDate, label: properties.birthDate?.title ?? 'birthDate' },
    { value: evaluationData, label: properties.evaluationData?.title ?? 'evaluationData' },
  )
}
