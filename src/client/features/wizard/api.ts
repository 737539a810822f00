import { call } from '../../lib/api'
import type { DraftSave } from '../../../shared/contract/drafts'
import type { EvaluationInput } from '../../../shared/contract/evaluations'
import type { PatientInput } from '../../../shared/contract/patients'

export const getPatient = (id: string) => call('GET /patients/:id', { params: { id } })
/** The key makes a retried create return the first one's result instead of a second record. */
export const createPatient = (body: PatientInput, idempotencyKey: string) =>
  call('POST /patients', { body, headers: { 'idempotency-key': idempotencyKey } })
export const createEvaluation = (body: EvaluationInput, idempotencyKey: string) =>
  call('POST /evaluations', { body, headers: { 'idempotency-key': idempotencyKey } })

export const getDraft = (id: string) => call('GET /drafts/:id', { params: { id } })
export const saveDraft = (id: string, body: DraftSave) => call('PUT /drafts/:id', { params: { id }, body })

/** A registered patient's latest evaluation, whole (what 'Copiar respostas' copies from), or null if none. */
export async function latestEvaluation(patientId: string) {
  const [latest] = await call('GET /patients/:id/evaluations', { params: { id: patientId } })
  return latest ? call('GET /evaluations/:id', { params: { id: latest.id } }) : null
}

/** A family link's answers as the family sent them (a new evaluation starts from them). */
export const familyLinkAnswers = (id: string) => call('GET /family-links/:id/answers', { params: { id } })
