// 'Registrada por': an evaluation names the clinician who recorded it, on creation, on a retry and when read.
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evaluations, users } from '../../db/schema'
import { hashPassword } from '../../auth/passwords'
import { postIdempotent } from '../../../../tests/kit/idempotent-post'
import { bearer, createTestApp, TEST_PASSWORD, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { createPatient } from '../../../../tests/kit/api-fixtures'

const ANA = { name: 'Ana Souza', email: 'ana.souza@clinica.example.com' }

describe.each(dbKinds)('the recorder of an evaluation (%s)', (kind) => {
  let t: TestApp
  let ana: string
  let colleague: string
  let patientId: string

  const post = (token: string, key?: string) =>
    postIdempotent(
      t,
      '/api/evaluations',
      token,
      { patientId, mainComplaint: 'Gagueira', sleep: { restless: true } },
      key,
    )
  const read = (token: string, id: string) =>
    t.app.inject({ url: `/api/evaluations/${id}`, headers: bearer(token) })

  beforeAll(async () => {
    t = await createTestApp(kind)
    await t.database.db.insert(users).values({
      ...ANA,
      passwordHash: await hashPassword(TEST_PASSWORD),
      role: 'CLINICIAN',
    })
    ana = await t.signIn({ email: ANA.email })
    colleague = await t.signIn()
    patientId = await createPatient(t, ana, { name: 'Heitor Gonçalves' })
  })
  afterAll(() => t?.close())

  it("POST answers the recorder's name, and so does a retry with the same key", async () => {
    const key = crypto.randomUUID()
    const first = await post(ana, key)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ recordedByName: ANA.name })
    const retry = await post(ana, key)
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(first.json())
  })

  it("GET /api/evaluations/{id} answers the recorder's name to anyone who reads it", async () => {
    const { id } = (await post(ana)).json<{ id: string }>()
    for (const token of [ana, colleague]) {
      const response = await read(token, id)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ id, recordedByName: ANA.name })
    }
    // Only the name: the account's id and e-mail stay private.
    expect(JSON.stringify((await read(colleague, id)).json())).not.toMatch(/ana\.souza|createdBy/)
  })

  it('names null for an evaluation without a known recorder', async () => {
    const { id } = (await post(ana)).json<{ id: string }>()
    await t.database.db.update(evaluations).set({ createdBy: null }).where(eq(evaluations.id, id))
    const response = await read(colleague, id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id, recordedByName: null })
  })
})
