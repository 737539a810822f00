// A FHIR R4 QuestionnaireResponse, or a Bundle (type collection) as the export writes it, back into evaluations:
// each response read against its version's questions, checked by that version's schemas, and stored with its
// patient (matched or created) in one transaction. The caller audits what the result says was created.
import { randomUUID } from 'node:crypto'
import type { Patient as FhirPatient } from '@medplum/fhirtypes'
import { toEvaluation, toPatient } from '../../shared/questionnaire/mapping'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { EvaluationSectionKey, PatientMappingFile } from '../../shared/questionnaire/types'
import type { Patient } from '../../shared/generated/questionnaire'
import type { Repositories } from '../repositories'
import { isUuid } from '../uuid'
import { QUESTIONNAIRE_URL } from './base'
import { evaluationDateProblem, versionChecks } from './import-check'
import { FhirImportError } from './import-error'
import { responseAnswers } from './read-response'
import { mappingOf } from './response'

export { FhirImportError } from './import-error'

export interface ImportContext {
  repos: Pick<Repositories, 'patients' | 'evaluations'>
  /** A version this database holds, by its name (undefined: none): see recordedReleases. */
  releaseOf: (version: string) => Promise<QuestionnaireRelease | undefined>
  /** Runs the writes in one transaction: all of them are stored, or none. */
  transaction: <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>
  /** The version the server runs: a created patient's record is checked by its patient.json. */
  current: QuestionnaireRelease
  mappingFile: PatientMappingFile
  /** Who imports: the evaluations' and the created patient's recorder (null: nobody known). */
  importedBy: string | null
}

export interface ImportResult {
  patient: { id: string; name: string; created: boolean }
  /** Each response, in the file's order: created now, or there already (the same evaluation imported before). */
  evaluations: { id: string; evaluationData: string | null; questionnaireVersion: string; created: boolean }[]
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * The versions recorded in the database, each read once and kept (a recorded version never changes), so that its
 * question tree and compiled schemas are built once too.
 */
export function recordedReleases(
  questionnaire: Repositories['questionnaire'],
): (version: string) => Promise<QuestionnaireRelease | undefined> {
  const known = new Map<string, QuestionnaireRelease>()
  return async (version) => {
    let release = known.get(version)
    if (!release) {
      release = (await questionnaire.find(version))?.bundle
      if (release) known.set(version, release)
    }
    return release
  }
}

/** The file's text as JSON, or the error saying it is not. */
export function parseFhirText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new FhirImportError('O conteúdo não é JSON válido: envie um recurso FHIR R4 em JSON.')
  }
}

/** The responses to import and the Patient they are about, from a response or a collection Bundle. */
function resourcesOf(input: unknown): { responses: Json[]; patient?: Json } {
  if (!isObject(input) || typeof input.resourceType !== 'string')
    throw new FhirImportError('O conteúdo não é um recurso FHIR: falta "resourceType".')
  if (input.resourceType === 'QuestionnaireResponse') return { responses: [input] }
  if (input.resourceType !== 'Bundle')
    throw new FhirImportError(
      `Recurso FHIR "${input.resourceType}" não pode ser importado: envie um QuestionnaireResponse ou um Bundle do tipo collection.`,
    )
  if (input.type !== 'collection')
    throw new FhirImportError(
      `Bundle do tipo "${String(input.type)}" não pode ser importado: só um Bundle do tipo collection.`,
    )
  const entries = Array.isArray(input.entry) ? input.entry : []
  const resources = entries.map((entry) => (isObject(entry) ? entry.resource : undefined))
  if (!resources.every(isObject)) throw new FhirImportError('Bundle: cada entrada deve trazer um recurso.')
  const patients = resources.filter((r) => r.resourceType === 'Patient')
  if (patients.length > 1)
    throw new FhirImportError(
      'O Bundle traz mais de um paciente: importe o prontuário de um paciente por vez.',
    )
  const responses = resources.filter((r) => r.resourceType === 'QuestionnaireResponse')
  if (!responses.length) throw new FhirImportError('O Bundle não traz nenhum QuestionnaireResponse.')
  const patient = patients[0]
  if (patient)
    for (const response of responses) {
      const subject = isObject(response.subject) ? response.subject.reference : undefined
      if (subject !== undefined && subject !== `Patient/${String(patient.id)}`)
        throw new FhirImportError(
          `${responseName(response)}: o paciente (${String(subject)}) não é o Patient do Bundle.`,
        )
    }
  return { responses, patient }
}

const responseName = (response: Json) =>
  typeof response.id === 'string' ? `QuestionnaireResponse ${response.id}` : 'QuestionnaireResponse'

/** One response as the evaluation it records, checked. */
interface Prepared {
  id: string
  release: QuestionnaireRelease
  evaluationData: string | null
  mainComplaint: string
  sections: Record<string, Record<string, unknown>>
  answerSources: Record<string, 'family' | 'clinician'> | null
  snapshot: Record<string, unknown>
  createdAt: Date
}

async function prepare(response: Json, { releaseOf, mappingFile }: ImportContext) {
  const name = responseName(response)
  const canonical = response.questionnaire
  const prefix = `${QUESTIONNAIRE_URL}|`
  if (typeof canonical !== 'string' || !canonical.startsWith(prefix))
    throw new FhirImportError(
      `${name}: o questionário "${String(canonical ?? '')}" não é o deste sistema (esperado ${prefix}<versão>).`,
    )
  const version = canonical.slice(prefix.length)
  const release = await releaseOf(version)
  if (!release)
    throw new FhirImportError(`${name}: a versão ${version} do questionário não existe neste servidor.`)
  if (
    response.authored !== undefined &&
    (typeof response.authored !== 'string' || !DATE_TIME.test(response.authored))
  )
    throw new FhirImportError(
      `${name}: "authored" deve ser uma data e hora FHIR (como 2026-12-01T10:00:00Z).`,
    )
  const { answers, sources } = responseAnswers(release, response.item)
  const checks = versionChecks(release)
  for (const step of release.wizard.steps) checks.step(step.section, answers[step.section] ?? {})
  const mapping = mappingOf(release, mappingFile)
  const keys = release.wizard.steps.filter((s) => s.target === 'evaluation').map((s) => s.section)
  const answered = keys.filter((key) => answers[key]) as EvaluationSectionKey[]
  const body = toEvaluation(
    answers,
    '00000000-0000-0000-0000-000000000000',
    answered,
    mapping,
  ) as unknown as Json
  const ownFields = new Map<string, string>(
    mapping.steps.flatMap((step) =>
      step.fields.flatMap(({ name: field, rule }) =>
        rule.evaluation ? [[rule.evaluation, `${step.section}.${field}`] as const] : [],
      ),
    ),
  )
  checks.evaluation(body, (field) => ownFields.get(field))
  const patient = toPatient(answers, mapping) as unknown as Record<string, unknown>
  const snapshot = { ...patient, birthDate: patient.birthDate ?? null }
  checks.snapshot(snapshot)
  const evaluationData = typeof body.evaluationData === 'string' ? body.evaluationData : null
  const problem = evaluationDateProblem(release, snapshot.birthDate, evaluationData)
  if (problem) throw new FhirImportError(`${name}: ${problem}`)
  const { patientId: _patient, evaluationData: _date, mainComplaint, ...sections } = body
  return {
    id: isUuid(response.id) ? response.id.toLowerCase() : randomUUID(),
    release,
    evaluationData,
    mainComplaint: typeof mainComplaint === 'string' ? mainComplaint : '',
    sections: sections as Prepared['sections'],
    answerSources: Object.keys(sources).length ? sources : null,
    snapshot,
    createdAt: typeof response.authored === 'string' ? new Date(response.authored) : new Date(),
  } satisfies Prepared
}

/** The FHIR Patient's name and birth date, which identify the patient (else the newest evaluation's). */
function identityOf(patient: Json | undefined, newest: Prepared): { name: string; birthDate: string | null } {
  const fhir = patient as FhirPatient | undefined
  const first = Array.isArray(fhir?.name) ? fhir.name[0] : undefined
  const fromFhir =
    first?.text?.trim() || [...(first?.given ?? []), first?.family].filter(Boolean).join(' ').trim()
  const name = fromFhir || String(newest.snapshot.name ?? '').trim()
  if (!name) throw new FhirImportError('Paciente sem nome: o Patient (ou o item do nome) deve trazer o nome.')
  const birthDate =
    typeof fhir?.birthDate === 'string' ? fhir.birthDate : (newest.snapshot.birthDate as string | null)
  return { name, birthDate: birthDate ?? null }
}

/**
 * Imports the responses of `input`. The patient is the one with the same name (ignoring case and surrounding spaces)
 * and birth date, else a new record made from the newest evaluation's patient answers. An evaluation keeps the
 * response's id: importing the same file again matches the patient and creates nothing.
 */
export async function importFhir(context: ImportContext, input: unknown): Promise<ImportResult> {
  const { repos, importedBy } = context
  const { responses, patient } = resourcesOf(input)
  const prepared: Prepared[] = []
  for (const response of responses) prepared.push(await prepare(response, context))
  const ids = prepared.map((p) => p.id)
  if (new Set(ids).size !== ids.length)
    throw new FhirImportError('O conteúdo traz o mesmo QuestionnaireResponse (mesmo id) mais de uma vez.')
  const newest = [...prepared].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!
  const identity = identityOf(patient, newest)
  const record = { ...newest.snapshot, ...identity } as Record<string, unknown>
  if (record.birthDate === null) delete record.birthDate
  // The name and birth date are checked before they are looked up: the database would refuse an impossible date.
  const patientChecks = versionChecks(context.current)
  patientChecks.patient(identity.birthDate ? identity : { name: identity.name })
  const matched = await repos.patients.findByNameAndBirthDate(identity.name, identity.birthDate)
  if (!matched) patientChecks.patient(record)

  return context.transaction(async (tx) => {
    const row = matched ?? (await tx.patients.create(record as unknown as Patient, { createdBy: importedBy }))
    const evaluations: ImportResult['evaluations'] = []
    for (const p of prepared) {
      const stored = await tx.evaluations.insertImported({
        id: p.id,
        patientId: row.id,
        evaluationData: p.evaluationData,
        mainComplaint: p.mainComplaint,
        sections: p.sections,
        answerSources: p.answerSources,
        questionnaireVersion: p.release.version,
        createdBy: importedBy,
        createdAt: p.createdAt,
        patientSnapshot: p.snapshot,
      })
      if (!stored) {
        const existing = await tx.evaluations.find(p.id)
        if (existing?.patientId !== row.id)
          throw new FhirImportError(
            `QuestionnaireResponse ${p.id}: já existe uma avaliação com esse id, de outro paciente.`,
          )
      }
      const summary = { id: p.id, evaluationData: p.evaluationData, questionnaireVersion: p.release.version }
      evaluations.push({ ...summary, created: Boolean(stored) })
    }
    return { patient: { id: row.id, name: row.name, created: !matched }, evaluations }
  })
}

const dayBr = (day: string | null) => (day ? day.split('-').reverse().join('/') : 'sem data')

/** What was imported, in a sentence per line, for the person who imported it. */
export function importSummary({ patient, evaluations }: ImportResult): string {
  const created = evaluations.filter((e) => e.created)
  const lines = [
    `Paciente ${patient.created ? 'criado' : 'encontrado'}: ${patient.name} (${patient.id}).`,
    `${created.length} avaliação(ões) importada(s); ${evaluations.length - created.length} já existia(m).`,
    ...evaluations.map(
      (e) =>
        `- ${e.id}: avaliação de ${dayBr(e.evaluationData)}, questionário ${e.questionnaireVersion}` +
        `${e.created ? '' : ' (já existia)'}.`,
    ),
  ]
  return lines.join('\n')
}
