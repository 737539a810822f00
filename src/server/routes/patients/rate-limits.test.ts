// The patient list (a typed-ahead search) and the record export are limited per signed-in user, not per network:
// clinicians share the clinic's address, and one account scraping the records must not hold the others back.
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, errorOf, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { createPatient } from '../../../../tests/kit/api-fixtures'

const WAIT = /Aguarde (\d+ segundos|1 segundo) e tente novamente\.$/

/** A 429 that opens with `reason`, says how long to wait, and sets Retry-After. */
function heldBack(response: LightMyRequestResponse, reason: string) {
  expect(errorOf(response)).toMatchObject({ statusCode: 429 })
  const { message } = errorOf(response)
  expect(message.slice(0, reason.length + 1)).toBe(`${reason} `)
  expect(message.slice(reason.length + 1)).toMatch(new RegExp(`^${WAIT.source}`))
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
}

describe.each(dbKinds)('per-user limits on the patient list and export (%s)', (kind) => {
  let t: TestApp
  let patientId: string
  beforeAll(async () => {
    t = await createTestApp(kind, { patientListPerMinute: 5, patientExportsPerMinute: 2 })
    patientId = await createPatient(t, await t.signIn(), { name: 'Paciente Exportado' })
  })
  afterAll(() => t?.close())

  const list = (token: string) => t.app.inject({ url: '/api/patients?q=mar', headers: bearer(token) })
  const exportOf = (token: string) =>
    t.app.inject({ url: `/api/patients/${patientId}/export`, headers: bearer(token) })

  it('PATIENT_LIST_PER_MINUTE searches per user: then a 429 in Portuguese; another user goes on', async () => {
    const ana = await t.signIn()
    for (let i = 0; i < 5; i++) expect((await list(ana)).statusCode).toBe(200)
    heldBack(await list(ana), 'Muitas buscas de pacientes em pouco tempo.')
    // Same network, another clinician: not held back.
    expect((await list(await t.signIn())).statusCode).toBe(200)
    // Without a session: a 401, never counted against anyone.
    expect((await t.app.inject({ url: '/api/patients' })).statusCode).toBe(401)
  })

  it('PATIENT_EXPORTS_PER_MINUTE exports per user: then a 429 in Portuguese; another user goes on', async () => {
    const ana = await t.signIn()
    for (let i = 0; i < 2; i++) expect((await exportOf(ana)).statusCode).toBe(200)
    heldBack(await exportOf(ana), 'Muitas exportações de prontuários em pouco tempo.')
    expect((await exportOf(await t.signIn())).statusCode).toBe(200)
  })

  it('the FHIR export is limited the same way', async () => {
    const fhirOf = (token: string) =>
      t.app.inject({ url: `/api/patients/${patientId}/fhir`, headers: bearer(token) })
    const ana = await t.signIn()
    for (let i = 0; i < 2; i++) expect((await fhirOf(ana)).statusCode).toBe(200)
    heldBack(await fhirOf(ana), 'Muitas exportações de prontuários em pouco tempo.')
    expect((await fhirOf(await t.signIn())).statusCode).toBe(200)
  })
})
