import type { FastifyInstance } from 'fastify'
import type { ServerQuestionnaire } from '../questionnaire'
import { readPatientMapping } from '../questionnaire/patient-mapping'
import { releaseLookup } from '../questionnaire/releases'
import type { FhirSources } from './collect'

/** What the FHIR routes read their resources from: the app's repositories and the questionnaire's versions. */
export const fhirSources = (app: FastifyInstance, questionnaire: ServerQuestionnaire): FhirSources => ({
  repos: app.repos,
  releaseOf: releaseLookup(questionnaire.release, app.repos.questionnaire),
  mappingFile: readPatientMapping(),
})
