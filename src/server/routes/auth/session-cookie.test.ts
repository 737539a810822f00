// The browser's session: an HttpOnly cookie (never the token in the answer), a CSRF token for every change made
// through it, no change from another origin, and a logout that clears what the browser keeps. Programs keep bearer
// tokens, asked for with x-session-transport: bearer, and need no CSRF token.
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BEARER_TRANSPORT,
  bearer,
  createTestApp,
  errorOf,
  TEST_PASSWORD,
  type TestApp,
} from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

const PROXY = '10.0.0.7'
const HOST = 'fono.clinica.example'
const CSRF_REFUSED = 'Pedido recusado por segurança. Recarregue a página e tente novamente.'
const FOREIGN = 'Pedido recusado: ele veio de outro site. Abra o sistema pelo endereço da clínica.'

let counter = 0
const uniqueEmail = () => `cookie${++counter}-${Date.now()}@example.com`

/** The one Set-Cookie line of a response. */
function setCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie']
  expect(typeof header).toBe('string')
  return header as string
}

describe.each(dbKinds)('session cookie and CSRF (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    // Behind a proxy at PROXY, as a clinic would run it; requests from elsewhere are plain HTTP on 127.0.0.1.
    t = await createTestApp(kind, { trustProxy: [PROXY], authAttemptsPerIp: 1000 })
  })
  afterAll(() => t?.close())

  const https = { remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https', host: HOST } }
  const http = { remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1:3000' } }
  type Via = typeof https | typeof http

  async function browserLogin(via: Via, headers: Record<string, string> = {}) {
    const email = uniqueEmail()
    await t.signIn({ email })
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: via.remoteAddress,
      headers: { ...via.headers, ...headers },
      payload: { email, password: TEST_PASSWORD },
    })
  }

  /** A browser's session: its cookie header and the CSRF token of the login answer. */
  async function browserSession(via: Via) {
    const response = await browserLogin(via)
    expect(response.statusCode).toBe(200)
    const [cookie] = setCookieOf(response).split(';')
    return { cookie: cookie!, csrf: response.json<{ csrfToken: string }>().csrfToken }
  }

  const send = (via: Via, method: 'GET' | 'POST', url: string, headers: Record<string, string | undefined>) =>
    t.app.inject({
      method,
      url,
      remoteAddress: via.remoteAddress,
      headers: Object.fromEntries(
        Object.entries({ ...via.headers, ...headers }).filter(([, v]) => v !== undefined),
      ) as Record<string, string>,
    })

  describe('the cookie', () => {
    it('over HTTP: `session`, HttpOnly, SameSite=Strict, Path=/, no lifetime, not Secure; no token in the answer', async () => {
      const response = await browserLogin(http)
      expect(response.statusCode).toBe(200)
      const line = setCookieOf(response)
      expect(line).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+; /)
      const attributes = line.split('; ').slice(1).sort()
      expect(attributes).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict'])
      const body = response.json<Record<string, unknown>>()
      expect(Object.keys(body).sort()).toEqual([
        'csrfToken',
        'expiresAt',
        'mfaEnrolmentRequired',
        'mfaRequired',
      ])
      expect(response.body).not.toContain(line.split(';')[0]!.slice('session='.length))
    })

    it('over HTTPS (behind the trusted proxy): `__Host-session` and Secure', async () => {
      const response = await browserLogin(https)
      expect(response.statusCode).toBe(200)
      const line = setCookieOf(response)
      expect(line).toMatch(/^__Host-session=[\w-]+\.[\w-]+\.[\w-]+; /)
      expect(line.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure'])
    })

    it('x-forwarded-proto from a client that is not the proxy changes nothing: plain `session`', async () => {
      const response = await browserLogin({
        ...http,
        headers: { ...http.headers, 'x-forwarded-proto': 'https' },
      })
      expect(setCookieOf(response)).toMatch(/^session=/)
    })

    it('signs the browser in: GET /auth/me with the cookie alone names the user and the same CSRF token', async () => {
      for (const via of [http, https]) {
        const { cookie, csrf } = await browserSession(via)
        const me = await send(via, 'GET', '/api/auth/me', { cookie })
        expect(me.statusCode).toBe(200)
        expect(me.json<{ csrfToken: string }>().csrfToken).toBe(csrf)
      }
    })

    it('over HTTPS a plain `session` cookie is not read (a `__Host-` one cannot be planted by another host)', async () => {
      const { cookie } = await browserSession(http)
      const me = await send(https, 'GET', '/api/auth/me', { cookie })
      expect(me.statusCode).toBe(401)
    })

    it('an ended session’s cookie gets a 401 and is cleared', async () => {
      const { cookie, csrf } = await browserSession(http)
      expect(
        (await send(http, 'POST', '/api/auth/logout', { cookie, 'x-csrf-token': csrf })).statusCode,
      ).toBe(204)
      const after = await send(http, 'GET', '/api/auth/me', { cookie })
      expect(after.statusCode).toBe(401)
      expect(setCookieOf(after)).toMatch(/^session=; .*Expires=Thu, 01 Jan 1970/)
    })
  })

  describe('CSRF', () => {
    it('a change through the cookie without x-csrf-token, or with a wrong one, is refused (403)', async () => {
      const { cookie, csrf } = await browserSession(http)
      const other = await browserSession(http)
      for (const token of [undefined, '', 'x'.repeat(43), other.csrf, csrf.slice(1)]) {
        const response = await send(http, 'POST', '/api/auth/logout', { cookie, 'x-csrf-token': token })
        expect(response.statusCode).toBe(403)
        expect(errorOf(response).message).toBe(CSRF_REFUSED)
      }
      // Still signed in: none of them logged out.
      expect((await send(http, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(200)
      // Reads need none.
      expect((await send(http, 'GET', '/api/patients', { cookie })).statusCode).toBe(200)
      const right = await send(http, 'POST', '/api/auth/logout', { cookie, 'x-csrf-token': csrf })
      expect(right.statusCode).toBe(204)
    })

    it('a change from another origin is refused even with the right token; the own origin passes', async () => {
      for (const [via, own] of [
        [http, 'http://127.0.0.1:3000'],
        [https, `https://${HOST}`],
      ] as const) {
        const { cookie, csrf } = await browserSession(via)
        for (const origin of ['https://evil.example', 'null', `http://${HOST}`, 'http://127.0.0.1:3001']) {
          if (origin === own) continue
          const response = await send(via, 'POST', '/api/auth/logout', {
            cookie,
            'x-csrf-token': csrf,
            origin,
          })
          expect(response.statusCode).toBe(403)
          expect(errorOf(response).message).toBe(FOREIGN)
        }
        const ok = await send(via, 'POST', '/api/auth/logout', { cookie, 'x-csrf-token': csrf, origin: own })
        expect(ok.statusCode).toBe(204)
      }
    })

    it('a login or registration from another origin is refused; from the own origin it works', async () => {
      const foreign = await browserLogin(http, { origin: 'https://evil.example' })
      expect(foreign.statusCode).toBe(403)
      expect(errorOf(foreign).message).toBe(FOREIGN)
      expect(foreign.headers['set-cookie']).toBeUndefined()
      const register = await send(http, 'POST', '/api/auth/register', { origin: 'https://evil.example' })
      expect(register.statusCode).toBe(403)
      expect(errorOf(register).message).toBe(FOREIGN)
      expect((await browserLogin(http, { origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200)
    })
  })

  describe('bearer tokens for programs', () => {
    it('x-session-transport: bearer gets the token in the answer and no cookie; it needs no CSRF token', async () => {
      const response = await browserLogin(http, BEARER_TRANSPORT)
      expect(response.statusCode).toBe(200)
      expect(response.headers['set-cookie']).toBeUndefined()
      const { token } = response.json<{ token: string }>()
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      })
      expect(logout.statusCode).toBe(204)
    })

    it('the bearer header wins over a cookie: a bad one is a 401 whatever the cookie', async () => {
      const { cookie } = await browserSession(http)
      const response = await send(http, 'GET', '/api/auth/me', {
        cookie,
        authorization: 'Bearer abc.def.ghi',
      })
      expect(response.statusCode).toBe(401)
    })
  })

  describe('logout', () => {
    it('answers Clear-Site-Data and clears the cookie, over HTTP and HTTPS', async () => {
      for (const [via, name] of [
        [http, 'session'],
        [https, '__Host-session'],
      ] as const) {
        const { cookie, csrf } = await browserSession(via)
        const response = await send(via, 'POST', '/api/auth/logout', { cookie, 'x-csrf-token': csrf })
        expect(response.statusCode).toBe(204)
        expect(response.headers['clear-site-data']).toBe('"cache", "cookies", "storage"')
        const line = setCookieOf(response)
        expect(line.startsWith(`${name}=; `)).toBe(true)
        expect(line).toContain('Max-Age=0')
        expect(line).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
        expect((await send(via, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(401)
      }
    })
  })
})
