import { call, download } from '../../lib/api'
import type { FamilyLinkRequest } from '../../../shared/contract/family'
import {
  currentQuestionnaire,
  questionnaireOf,
  type QuestionnaireView,
} from '../../components/schema-form/questionnaire'

export const getPatient = (id: string) => call('GET /patients/:id', { params: { id } })
export const evaluationsOfPatient = (id: string) => call('GET /patients/:id/evaluations', { params: { id } })
export const getEvaluation = (id: string) => call('GET /evaluations/:id', { params: { id } })
/** 'Exportar dados': the patient's whole record as a JSON file. */
export const exportPatient = (id: string) =>
  download('GET /patients/:id/export', { params: { id } }, 'paciente.zip')
/** 'Exportar FHIR': the same record as a FHIR R4 Bundle, for another system. */
export const exportPatientFhir = (id: string) =>
  download('GET /patients/:id/fhir', { params: { id } }, 'paciente.fhir.json')

// A recorded version never changes: each is fetched once per page load.
const versions = new Map<string, Promise<QuestionnaireView>>()

/** The questionnaire an evaluation was answered with: this build's, or a recorded older one from the server. */
export function questionnaireVersion(version: string): Promise<QuestionnaireView> {
  if (version === currentQuestionnaire.version) return Promise.resolve(currentQuestionnaire)
  let view = versions.get(version)
  if (!view) {
    view = call('GET /questionnaire/versions/:version', { params: { version } }).then((found) =>
      questionnaireOf(found.bundle),
    )
    view.catch(() => versions.delete(version))
    versions.set(version, view)
  }
  return view
}

/** An evaluation with the questionnaire to read it with. */
export async function evaluationToRead(id: string) {
  const evaluation = await getEvaluation(id)
  return { evaluation, questionnaire: await questionnaireVersion(evaluation.questionnaireVersion) }
}

/** A patient registered by name and birth date only, for the family to answer the history. */
export const createPatientByName = (body: { name: string; birthDate: string }, idempotencyKey: string) =>
  call('POST /patients', { body, headers: { 'idempotency-key': idempotencyKey } })

/** Family links: one made for the family's steps (or those chosen), a patient's list, and revoking one. */
export const createFamilyLink = (id: string, body: FamilyLinkRequest) =>
  call('POST /patients/:id/family-links', { params: { id }, body })
export const familyLinksOf = (id: string) => call('GET /patients/:id/family-links', { params: { id } })
export const revokeFamilyLink = (id: string) => call('DELETE /family-links/:id', { params: { id } })
