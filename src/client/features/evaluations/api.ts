import { call, download } from '../../lib/api'

export const getPatient = (id: string) => call('GET /patients/:id', { params: { id } })
export const evaluationsOfPatient = (id: string) => call('GET /patients/:id/evaluations', { params: { id } })
export const getEvaluation = (id: string) => call('GET /evaluations/:id', { params: { id } })
/** 'Exportar dados': the patient's whole record as a JSON file. */
export const exportPatient = (id: string) =>
  download('GET /patients/:id/export', { params: { id } }, 'paciente.json')
