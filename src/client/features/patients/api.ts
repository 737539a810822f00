import { call } from '../../lib/api'
import type { PatientInput, PatientListQuery } from '../../../shared/contract/patients'

export const searchPatients = (query: PatientListQuery) => call('GET /patients', { query })
export const getPatient = (id: string) => call('GET /patients/:id', { params: { id } })
export const updatePatient = (id: string, body: PatientInput) =>
  call('PUT /patients/:id', { params: { id }, body })
