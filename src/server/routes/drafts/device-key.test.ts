// The key that seals the wizard's offline copy: one per live session, derived on the server and never stored, so a
// copy left in a browser is unreadable once its session ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, errorOf, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

describe.each(dbKinds)('GET /api/drafts/device-key (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t?.close())

  const keyOf = async (token: string) => {
    const response = await t.app.inject({ url: '/api/drafts/device-key', headers: bearer(token) })
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { key: string }).key
  }

  it('gives one session the same 256-bit key each time, even after a restart, and another session another', async () => {
    const email = `chave-${Date.now()}@example.com`
    const first = await t.signIn({ email })
    const key = await keyOf(first)
    expect(Buffer.from(key, 'base64url')).toHaveLength(32)
    expect(await keyOf(first)).toBe(key)
    await t.restart()
    expect(await keyOf(first)).toBe(key)

    // The same clinician signed in again (another tab's login, another computer), and someone else.
    const second = await t.signIn({ email })
    const other = await t.signIn()
    const keys = new Set([key, await keyOf(second), await keyOf(other)])
    expect(keys.size).toBe(3)
  })

  it('is a 401 without a session, and once the session has ended', async () => {
    const none = await t.app.inject({ url: '/api/drafts/device-key' })
    expect(errorOf(none).statusCode).toBe(401)
    const token = await t.signIn()
    await keyOf(token)
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })
    expect(logout.statusCode).toBe(204)
    const after = await t.app.inject({ url: '/api/drafts/device-key', headers: bearer(token) })
    expect(errorOf(after).statusCode).toBe(401)
    expect(after.body).not.toContain('key"')
  })
})
