import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/kit/test-app'
import { helmetOptions, securityHeaders } from './security'

describe('security headers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.app.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('are worked out once from helmet, with the strict policy', () => {
    const headers = securityHeaders(helmetOptions(false))
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).not.toContain('unsafe-eval')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers).not.toHaveProperty('strict-transport-security')
  })

  it('tell browsers to keep to HTTPS when the app serves it itself', () => {
    expect(securityHeaders(helmetOptions(true))['strict-transport-security']).toBe('max-age=31536000')
  })

  it('are on every reply: an API answer, an API error, a malformed URL, the app page', async () => {
    const expected = securityHeaders(helmetOptions(false))
    const replies = await Promise.all([
      get('/api/auth/me'), // 401
      get('/api/nothing-here'), // 404
      get('/api/patients/%'), // rejected by the router itself
      get('/'),
    ])
    for (const reply of replies) {
      for (const [name, value] of Object.entries(expected))
        expect(reply.headers[name], `${reply.raw.req.url} ${name}`).toBe(value)
      expect(reply.headers['x-request-id']).toBeTruthy()
    }
    expect(replies.slice(0, 3).map((r) => r.headers['cache-control'])).toEqual([
      'no-store',
      'no-store',
      'no-store',
    ])
    expect(replies[3]!.headers['cache-control']).not.toBe('no-store')
  })
})
