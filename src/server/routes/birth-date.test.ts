// Issue 49, point 2: a birth date after the evaluation's date or after today is a Portuguese 400 at every route
// that takes one, naming the questions by their labels in schemas/. "Today" is the clinic's (CLINIC_TIME_ZONE), not
// the server's clock's.
import { beforeAll, describe, expect, it } from 'vitest'
import { clinicianApp, perSuite } from '../../../tests/kit/per-suite'
import { bearer, createTestApp, errorOf } from '../../../tests/kit/test-app'
import { dbKinds } from '../../../tests/kit/test-db'
import { createPatient } from '../../../tests/kit/api-fixtures'
import { schemaTitle } from '../../../tests/kit/questionnaire'
import { formatDateBr, todayIn } from '../../shared/dates'
import { loadConfig } from '../config'

const patientLabel = schemaTitle('patient.schema.json', 'birthDate')
const STEP1 = 'steps/01-dados-pessoais.schema.json'
const step1 = {
  birthDate: schemaTitle(STEP1, 'birthDate'),
  evaluationData: schemaTitle(STEP1, 'evaluationData'),
}
// The clinic's time zone when CLINIC_TIME_ZONE is unset, as the test apps run.
const ZONE = loadConfig({}).clinicTimeZone
const today = () => todayIn(ZONE)
const tomorrow = () => todayIn(ZONE, new Date(Date.now() + 24 * 3600_000))
const future = (zone = ZONE) =>
  `Dados inválidos. ${patientLabel}: não pode ser uma data futura (hoje é ${formatDateBr(todayIn(zone))}).`

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
    const born = await send('POST', '/api/patients', { name: 'Nascida hoje', birthDate: today() })
    expect(born.statusCode).toBe(201)
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
      `Dados inválidos. ${step1.birthDate}: não pode ser uma data futura (hoje é ${formatDateBr(today())}).`,
    )
  })
})

describe("today is the clinic's, in its time zone", () => {
  // Kiritimati's day is always later than Pago Pago's (25 hours apart): its today is always the future there.
  const east = perSuite(() => createTestApp('pglite', { clinicTimeZone: 'Pacific/Kiritimati' }))
  const west = perSuite(() => createTestApp('pglite', { clinicTimeZone: 'Pacific/Pago_Pago' }))

  it("accepts a birth date that is today in the clinic's zone and refuses it where that day is still to come", async () => {
    const day = todayIn('Pacific/Kiritimati')
    const post = async (app: typeof east) => {
      const token = await app.signIn()
      return app.app.inject({
        method: 'POST',
        url: '/api/patients',
        headers: bearer(token),
        payload: { name: 'Nascida hoje', birthDate: day },
      })
    }
    expect((await post(east)).statusCode).toBe(201)
    const refused = await post(west)
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).message).toBe(future('Pacific/Pago_Pago'))
  })
})
