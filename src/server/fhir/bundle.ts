// A patient's export as one FHIR R4 Bundle (type collection): the patient, the clinicians who recorded the
// evaluations, each questionnaire version they were answered with, and one QuestionnaireResponse per evaluation.
import type { Bundle, BundleEntry, Resource } from '@medplum/fhirtypes'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { PatientMappingFile } from '../../shared/questionnaire/types'
import { fullUrl } from './base'
import { patientResource, practitionerResource, type Author, type PatientFields } from './patient'
import { questionnaireResource } from './questionnaire'
import { responseResource, type ResponseSource } from './response'

export interface BundleInput {
  patient: { id: string } & PatientFields
  /** Each evaluation with the version it was answered with. */
  evaluations: { source: ResponseSource; release: QuestionnaireRelease }[]
  /** The accounts that recorded them, by id (an unknown one is left out). */
  authors: Map<string, Author>
  mappingFile: PatientMappingFile
}

const entry = (resource: Resource & { id?: string }): BundleEntry => ({
  fullUrl: fullUrl(resource.resourceType, resource.id!),
  resource,
})

/** The patient's record and evaluations as a Bundle of type collection. */
export function patientBundle({ patient, evaluations, authors, mappingFile }: BundleInput): Bundle {
  const releases = new Map(evaluations.map(({ release }) => [release.version, release]))
  const authorIds = new Set(evaluations.map(({ source }) => source.createdBy).filter((id) => id !== null))
  const practitioners = [...authorIds].flatMap((id) => {
    const author = authors.get(id)
    return author ? [practitionerResource(author)] : []
  })
  const responses = evaluations.map(({ source, release }) => {
    const response = responseResource({ source, release, mappingFile })
    // A reference must resolve inside the Bundle: an author whose account is gone is left out.
    if (source.createdBy && !authors.has(source.createdBy)) delete response.author
    return response
  })
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: [
      patientResource(patient.id, patient),
      ...practitioners,
      ...[...releases.values()].map((release) => questionnaireResource(release)),
      ...responses,
    ].map(entry),
  }
}
