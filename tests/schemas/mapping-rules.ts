// The checks of schemas/patient-mapping.json against one version of the questionnaire. The file is not versioned
// (every version's patient steps are read with it), so it is checked against the files and every release.
import type { JSONSchema7 } from 'json-schema'
import { bundleWithCommon } from '../../src/shared/questionnaire/bundle'
import type { QuestionnaireRelease } from '../../src/shared/questionnaire/release'
import type { FieldRule, PatientMappingFile } from '../../src/shared/questionnaire/types'

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7> }

const RULE_KEYS = new Set(['patient', 'evaluation', 'trim', 'ageFrom', 'initial', 'initialItems', 'items'])
/** The evaluation's own columns, with the kind of answer each takes. */
const COLUMNS: Record<string, (field: JSONSchema7) => boolean> = {
  mainComplaint: (f) => f.type === 'string' && !f.format,
  evaluationData: (f) => f.type === 'string' && f.format === 'date',
}

const isDate = (f: JSONSchema7 | undefined) => f?.type === 'string' && f.format === 'date'

/** The properties of a list's entries, its local reference resolved. */
function entryFields(field: JSONSchema7 | undefined, root: Schema): Record<string, JSONSchema7> {
  const items = (field?.items ?? {}) as JSONSchema7
  const def = items.$ref?.startsWith('#/$defs/') ? root.$defs?.[items.$ref.slice(8)] : items
  return (def?.properties ?? {}) as Record<string, JSONSchema7>
}

/** Each patient step's fields (bundled), and the patient's properties, of one version. */
export function patientStepsOf(release: QuestionnaireRelease) {
  const bundle = (schema: object) => bundleWithCommon(schema as Schema, release.common) as Schema
  const steps = release.wizard.steps
    .filter((step) => step.target === 'patient')
    .map((step) => ({ section: step.section, schema: bundle(release.files[step.schema]!) }))
  return { steps, patient: bundle(release.patient) }
}

/** What is wrong with the mapping for this version: names that are not its fields or not the patient's. */
export function mappingProblems(release: QuestionnaireRelease, file: PatientMappingFile): string[] {
  const problems: string[] = []
  const { steps, patient } = patientStepsOf(release)
  const patientProps = (patient.properties ?? {}) as Record<string, JSONSchema7>
  const seen = new Map<string, string>()
  const targets = new Map<string, string>()
  for (const { section, schema } of steps) {
    const props = (schema.properties ?? {}) as Record<string, JSONSchema7>
    for (const [name, field] of Object.entries(props)) {
      const where = `${release.version} ${section}.${name}`
      const rule: FieldRule = file.fields[name] ?? {}
      if (seen.has(name))
        problems.push(`${where}: also a field of ${seen.get(name)} (patient steps' fields are distinct)`)
      seen.set(name, section)
      for (const key of Object.keys(rule))
        if (!RULE_KEYS.has(key)) problems.push(`${where}: unknown rule "${key}"`)
      if (rule.ageFrom && !isDate(props[rule.ageFrom]))
        problems.push(`${where}: ageFrom "${rule.ageFrom}" is no date field of ${section}`)
      if (rule.initial && (rule.initial !== 'today' || !isDate(field)))
        problems.push(`${where}: initial "${rule.initial}" (only "today", on a date field)`)
      if (rule.initialItems !== undefined && field.type !== 'array')
        problems.push(`${where}: initialItems on a field that is no list`)
      if (rule.evaluation) {
        const fits = COLUMNS[rule.evaluation]
        if (!fits) problems.push(`${where}: the evaluation has no column "${rule.evaluation}"`)
        else if (!fits(field)) problems.push(`${where}: not the kind of answer ${rule.evaluation} takes`)
        continue
      }
      const to = rule.patient ?? name
      const target = patientProps[to]
      if (!target) {
        problems.push(`${where}: patient.schema.json has no property "${to}"`)
        continue
      }
      if (targets.has(to)) problems.push(`${where}: patient.${to} is also filled by ${targets.get(to)}`)
      targets.set(to, name)
      if ((field.type === 'array') !== (target.type === 'array'))
        problems.push(`${where}: a list and patient.${to} not, or the other way round`)
      if (field.type !== 'array') continue
      const [from, into] = [entryFields(field, schema), entryFields(target, patient)]
      const renames = rule.items ?? Object.fromEntries(Object.keys(from).map((k) => [k, k]))
      for (const [a, b] of Object.entries(renames)) {
        if (!from[a]) problems.push(`${where}: its entries have no field "${a}"`)
        if (!into[b]) problems.push(`${where}: patient.${to}'s entries have no field "${b}"`)
      }
    }
  }
  for (const name of patient.required ?? [])
    if (!targets.has(name))
      problems.push(`${release.version}: no field fills patient.${name}, which is required`)
  return problems
}

/** Entries of the mapping that name no field of a patient step in any of these versions. */
export function staleEntries(releases: QuestionnaireRelease[], file: PatientMappingFile): string[] {
  const known = new Set(
    releases.flatMap((r) => patientStepsOf(r).steps.flatMap((s) => Object.keys(s.schema.properties ?? {}))),
  )
  return Object.keys(file.fields).filter((name) => !known.has(name))
}
