import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, type TestApp } from '../../../../tests/helpers/test-app'
import { dbKinds } from '../../../../tests/helpers/test-db'

describe.each(dbKinds)('smoke (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())
  it('me', async () => {
    const token = await t.signIn()
    const r = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })
    expect(r.statusCode).toBe(200)
  })
})
