import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, errorOf, type TestApp } from '../../../tests/kit/test-app'

// Route schemas compile on first use (start-up speed); these make sure that changes nothing a client sees.
describe('validators compiled on first use', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t?.close())

  it('every route schema compiles (what the server does just after it starts listening)', async () => {
    await expect(t.app.warmValidators()).resolves.toBeUndefined()
  })

  it('the first request of a route is validated like the later ones', async () => {
    const fresh = await createTestApp('pglite')
    try {
      const token = await fresh.signIn({ email: `valid-${Date.now()}@example.com` })
      const send = () =>
        fresh.app.inject({
          method: 'POST',
          url: '/api/patients',
          headers: bearer(token),
          payload: { name: 'Ana', unknownField: 1 },
        })
      const first = await send()
      const second = await send()
      expect(first.statusCode).toBe(400)
      expect(errorOf(first)).toEqual(errorOf(second))
      expect(errorOf(first).details).toContain('unknownField')
    } finally {
      await fresh.close()
    }
  })
})
