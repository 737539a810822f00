import { call } from '../../lib/api'
import type { EvaluationInput } from '../../../shared/contract/evaluations'
import type { PatientInput } from '../../../shared/contract/patients'

export const getPatient = (id: string) => call('GET /patients/:id', { params: { id } })
/** The key makes a retried create return the first one's result instead of a second record. */
export const createPatient = (body: PatientInput, idempotencyKey: string) =>
  call('POST /patients', { body, headers: { 'idempotency-key': idempotencyKey } })
export const createEvaluation = (body: EvaluationInput, idempotencyKey: string) =>
  call('POST /evaluations', { body, headers: { 'idempotency-key': idempotencyKey } })
