// Reads what a FHIR export is written from (the patient, the evaluations, their authors and questionnaire
// versions) through the repositories: shared by the API and `npm run export:fhir`.
import type { Bundle, QuestionnaireResponse } from '@medplum/fhirtypes'
import type { PatientMappingFile } from '../../shared/questionnaire/types'
import type { ReleaseOf } from '../questionnaire/releases'
import type { Repositories } from '../repositories'
import type { EvaluationRow } from '../repositories/evaluations'
import type { PatientRow } from '../repositories/patients'
import { patientBundle } from './bundle'
import type { Author } from './patient'
import { responseResource } from './response'

export interface FhirSources {
  repos: Pick<Repositories, 'patients' | 'evaluations' | 'users'>
  releaseOf: ReleaseOf
  mappingFile: PatientMappingFile
}

async function authorsOf(repos: FhirSources['repos'], rows: EvaluationRow[]): Promise<Map<string, Author>> {
  const ids = [...new Set(rows.map((row) => row.createdBy).filter((id) => id !== null))]
  const users = await Promise.all(ids.map((id) => repos.users.find(id)))
  return new Map(
    users.filter((user) => user !== undefined).map(({ id, name, email }) => [id, { id, name, email }]),
  )
}

/** The patient's Bundle and record, or undefined when there is no such patient. */
export async function patientBundleOf(
  sources: FhirSources,
  patientId: string,
): Promise<{ bundle: Bundle; patient: PatientRow } | undefined> {
  const { repos, releaseOf, mappingFile } = sources
  const patient = await repos.patients.find(patientId)
  if (!patient) return undefined
  const rows = await repos.evaluations.allOfPatient(patientId)
  const bundle = patientBundle({
    patient,
    evaluations: await Promise.all(
      rows.map(async (source) => ({ source, release: await releaseOf(source.questionnaireVersion) })),
    ),
    authors: await authorsOf(repos, rows),
    mappingFile,
  })
  return { bundle, patient }
}

/** One evaluation's QuestionnaireResponse and its patient's id, or undefined when there is no such evaluation. */
export async function evaluationResponseOf(
  { repos, releaseOf, mappingFile }: FhirSources,
  evaluationId: string,
): Promise<{ response: QuestionnaireResponse; patientId: string } | undefined> {
  const source = await repos.evaluations.find(evaluationId)
  if (!source) return undefined
  const release = await releaseOf(source.questionnaireVersion)
  return { response: responseResource({ source, release, mappingFile }), patientId: source.patientId }
}
