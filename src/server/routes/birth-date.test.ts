// Issue 49, point 2: a birth date after the evaluation's date or after today is a Portuguese 400 at every route
// that takes one, naming the questions by their labels in schemas/.
import { beforeAll, describe, expect, it } from 'vitest'
import { clinicianApp } from '../../../tests/kit/per-suite'
import { bearer, errorOf } from '../../../tests/kit/test-app'
import { dbKinds } from '../../../tests/kit/test-db'
import { createPatient } from '../../../tests/kit/api-fixtures'
import { schemaTitle } from '../../../tests/kit/questionnaire'
import { formatDateBr, todayIso } from '../../shared/dates'

const patientLabel = schemaTitle('patient.schema.json', 'birthDate')
const STEP1 = 'steps/01-dados-pessoais.schema.json'
const step1 = {
  birthDate: schemaTitle(STEP1, 'birthDate'),
  evaluationData: schemaTitle(STEP1, 'evaluationData'),
}
const tomorrow = () => {
  const day = new Date()
  day.setDate(day.getDate() + 1)
  return todayIso(day)
}
const future = () =>
  `Dados inválidos. ${patientLabel}: não pode ser uma data futura (hoje é ${formatDateBr(todayIso())}).`

describe.each(dbKinds)('birth dates that cannot be (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)
  let patientId: string

  beforeAll(async () => {
    patientId = await createPatient(t, clinician.token, {
      name: 'Criança das datas',
      birthDate: '2020-05-10',
    })
  })

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(clinician.token), payload })
  const refused = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(400)
    return errorOf(response).message
  }

  it('POST /api/patients refuses a birth date after today and accepts today', async () => {
    expect(refused(await send('POST', '/api/patients', { name: 'Futura', birthDate: tomorrow() }))).toBe(
      future(),
    )
    const today = await send('POST', '/api/patients', { name: 'Nascida hoje', birthDate: todayIso() })
    expect(today.statusCode).toBe(201)
  })

  it('PUT /api/patients/:id refuses a birth date after today and keeps the record', async () => {
    const response = await send('PUT', `/api/patients/${patientId}`, {
      name: 'Criança das datas',
      birthDate: tomorrow(),
    })
    expect(refused(response)).toBe(future())
    const read = await t.app.inject({ url: `/api/patients/${patientId}`, headers: bearer(clinician.token) })
    expect(read.json().birthDate).toBe('2020-05-10')
  })

  it("POST /api/evaluations refuses a birth date after the evaluation's date, sent or on the record", async () => {
    const after = `Dados inválidos. ${step1.birthDate}: não pode ser depois da ${
      step1.evaluationData.charAt(0).toLowerCase() + step1.evaluationData.slice(1)
    } (01/03/2020).`
    const withPatient = await send('POST', '/api/evaluations', {
      patientId,
      evaluationData: '2020-03-01',
      patient: { name: 'Criança das datas', birthDate: '2020-05-10' },
    })
    expect(refused(withPatient)).toBe(after)
    const onRecord = await send('POST', '/api/evaluations', { patientId, evaluationData: '2020-03-01' })
    expect(refused(onRecord)).toBe(after)
    const later = await send('POST', '/api/evaluations', { patientId, evaluationData: '2021-03-01' })
    expect(later.statusCode, later.body).toBe(201)
  })

  it('POST /api/evaluations refuses a future birth date sent with the patient', async () => {
    const response = await send('POST', '/api/evaluations', {
      patientId,
      patient: { name: 'Criança das datas', birthDate: tomorrow() },
    })
    expect(refused(response)).toBe(
      `Dados inválidos. ${step1.birthDate}: não pode ser uma data futura (hoje é ${formatDateBr(todayIso())}).`,
    )
  })
})
