import crypto from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { bearer, createTestApp, errorOf, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

// The secret tests/kit/test-app.ts gives the app; used only for the control case of hand-made tokens.
const APP_SECRET = 'test-secret-'.padEnd(48, 'x')
const SESSION_INVALID = 'Sessão inválida ou expirada. Entre novamente.'

let seq = 0
const uniqueEmail = (prefix = 'session') => `${prefix}${++seq}-${Date.now()}@example.com`

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >
}

/** A JWT made by hand: HS256 with the given secret, or alg 'none' with an empty signature. */
function craftToken(claims: Record<string, unknown>, secret: string | null) {
  if (secret === null) return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`
  const unsigned = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}`
  const signature = crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')
  return `${unsigned}.${signature}`
}

/** The error contract: exact keys, status, Portuguese message, and never a stack trace or SQL. */
function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = errorOf(response)
  expect(body.message).toBe(message)
  for (const key of Object.keys(body)) expect(['statusCode', 'error', 'message', 'details']).toContain(key)
  expect(response.body).not.toMatch(/stack|\bat .+:\d+:\d+|node_modules|select |insert |update /i)
  return body
}

describe.each(dbKinds)('session: GET /api/auth/me, POST /api/auth/logout (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 1000 })
  })
  afterAll(() => t?.close())

  const me = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/auth/me', headers })
  const logout = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })

  /** A fresh user and its token, plus its e-mail and session id. */
  async function session() {
    const email = uniqueEmail()
    const token = await t.signIn({ email })
    return { email, token, sid: claimsOf(token).sid as string }
  }

  describe('401: no usable token', () => {
    it('without a token', async () => {
      expectError(await me(), 401, SESSION_INVALID)
    })

    it('logout without a token', async () => {
      expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }), 401, SESSION_INVALID)
    })

    it.each([
      ['garbage', 'Bearer garbage'],
      ['three garbage parts', 'Bearer aaa.bbb.ccc'],
      ['no scheme', 'eyJhbGciOiJIUzI1NiJ9.e30.x'],
      ['another scheme', 'Basic dXNlcjpwYXNz'],
    ])('with a %s token', async (_label, authorization) => {
      expectError(await me({ authorization }), 401, SESSION_INVALID)
    })

    it('control: a hand-made token signed with the right secret is accepted', async () => {
      const { token } = await session()
      const crafted = craftToken(claimsOf(token), APP_SECRET)
      expect((await me(bearer(crafted))).statusCode).toBe(200)
    })

    it('with a token signed with another secret (claims of a live session)', async () => {
      const { token } = await session()
      const forged = craftToken(claimsOf(token), 'another-secret-'.padEnd(48, 'y'))
      expectError(await me(bearer(forged)), 401, SESSION_INVALID)
    })

    it("with an alg 'none' token (claims of a live session)", async () => {
      const { token } = await session()
      const unsigned = craftToken(claimsOf(token), null)
      expect(unsigned.endsWith('.')).toBe(true)
      expectError(await me(bearer(unsigned)), 401, SESSION_INVALID)
      // Nor with the original signature left on.
      const withSignature = `${unsigned}${token.split('.')[2]}`
      expectError(await me(bearer(withSignature)), 401, SESSION_INVALID)
    })

    it('with a token whose payload was tampered with (role raised to ADMIN)', async () => {
      const { token } = await session()
      const [header, , signature] = token.split('.')
      const tampered = `${header}.${b64url({ ...claimsOf(token), role: 'ADMIN' })}.${signature}`
      expectError(await me(bearer(tampered)), 401, SESSION_INVALID)
    })

    it('with a correctly signed but expired token', async () => {
      const { token } = await session()
      const expired = craftToken({ ...claimsOf(token), exp: Math.floor(Date.now() / 1000) - 60 }, APP_SECRET)
      expectError(await me(bearer(expired)), 401, SESSION_INVALID)
    })

    it.each([
      ['an unknown session id', crypto.randomUUID()],
      ['a session id that is not a UUID', 'not-a-uuid'],
      ['no session id', undefined],
    ])('with a correctly signed token carrying %s', async (_label, sid) => {
      const { token } = await session()
      const crafted = craftToken({ ...claimsOf(token), sid }, APP_SECRET)
      expectError(await me(bearer(crafted)), 401, SESSION_INVALID)
    })

    it('with a valid token after logout (revocation), and logout is not repeatable', async () => {
      const { token } = await session()
      expect((await me(bearer(token))).statusCode).toBe(200)
      const out = await logout(token)
      expect(out.statusCode).toBe(204)
      expect(out.body).toBe('')
      expectError(await me(bearer(token)), 401, SESSION_INVALID)
      expectError(await logout(token), 401, SESSION_INVALID)
    })

    it('logout ends only that session', async () => {
      const { email, token } = await session()
      const other = await t.signIn({ email })
      expect((await logout(token)).statusCode).toBe(204)
      expectError(await me(bearer(token)), 401, SESSION_INVALID)
      expect((await me(bearer(other))).statusCode).toBe(200)
    })

    it.each<[string, Partial<Record<'revokedAt' | 'lastSeenAt' | 'expiresAt', SQL>>]>([
      ['after the session row is revoked in the database', { revokedAt: sql`now()` }],
      ['after the idle timeout (last seen 2 hours ago)', { lastSeenAt: sql`now() - interval '2 hours'` }],
      ['after the session has expired', { expiresAt: sql`now() - interval '1 second'` }],
    ])('%s', async (_, change) => {
      const { token, sid } = await session()
      await t.database.db.update(sessions).set(change).where(eq(sessions.id, sid))
      expectError(await me(bearer(token)), 401, SESSION_INVALID)
    })

    it('when the user is disabled', async () => {
      const { email, token } = await session()
      await t.database.db
        .update(users)
        .set({ disabledAt: sql`now()` })
        .where(eq(users.email, email))
      expectError(await me(bearer(token)), 401, SESSION_INVALID)
      expectError(await logout(token), 401, SESSION_INVALID)
    })
  })

  describe('404 and 400 from the framework, as JSON in Portuguese', () => {
    it.each([
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/auth/nope'],
      ['GET', '/api/auth/login'],
    ] as const)('%s %s is a JSON 404', async (method, url) => {
      const response = await t.app.inject({ method, url })
      const body = expectError(response, 404, 'Recurso não encontrado.')
      expect(body.error).toBe('Not Found')
      expect(response.headers['cache-control']).toBe('no-store')
    })

    it("malformed JSON is a 400 'JSON malformado.'", async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@example.com", "password": ',
      })
      const body = expectError(response, 400, 'JSON malformado.')
      expect(body.error).toBe('Bad Request')
    })
  })

  describe('happy path', () => {
    it('me returns {id, name, email, role, idleMinutes, mfaEnabled, mfaEnrolmentRequired, expiresAt, csrfToken} and never the password hash', async () => {
      const { email, token, sid } = await session()
      const response = await me(bearer(token))
      expect(response.statusCode).toBe(200)
      const body = response.json() as Record<string, unknown>
      expect(Object.keys(body).sort()).toEqual([
        'csrfToken',
        'email',
        'expiresAt',
        'id',
        'idleMinutes',
        'mfaEnabled',
        'mfaEnrolmentRequired',
        'name',
        'role',
      ])
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
      const [stored] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid))
      expect(body).toEqual({
        id: row!.id,
        name: 'Teste',
        email,
        role: 'CLINICIAN',
        idleMinutes: 60,
        mfaEnabled: false,
        mfaEnrolmentRequired: false,
        expiresAt: stored!.expiresAt.toISOString(),
        csrfToken: t.app.csrf.of(sid),
      })
      expect(body.csrfToken).toMatch(/^[\w-]{43}$/)
      expect(response.body).not.toMatch(/password|argon2|sessionId/i)
    })

    it('API responses carry cache-control: no-store', async () => {
      const { token } = await session()
      const response = await me(bearer(token))
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect((await me()).headers['cache-control']).toBe('no-store')
    })

    it('activity keeps a session alive: lastSeenAt is refreshed', async () => {
      const { token, sid } = await session()
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '50 minutes'` })
        .where(eq(sessions.id, sid))
      expect((await me(bearer(token))).statusCode).toBe(200)
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid))
      expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000)
    })

    it('logout answers 204 and revokes the session row', async () => {
      const { token, sid } = await session()
      const response = await logout(token)
      expect(response.statusCode).toBe(204)
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid))
      expect(row!.revokedAt).toBeInstanceOf(Date)
    })
  })
})

describe.each(dbKinds)('session checks are cached for SESSION_RECHECK_SECONDS (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 1000, sessionRecheckSeconds: 1 })
  })
  afterAll(() => t?.close())

  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) })
  const revokeInDb = (sid: string) =>
    t.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sid))

  it('a session revoked outside this process (SQL) stops working once the recheck interval has passed', async () => {
    const token = await t.signIn({ email: uniqueEmail('recheck') })
    expect((await me(token)).statusCode).toBe(200)
    await revokeInDb(claimsOf(token).sid as string)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expectError(await me(token), 401, SESSION_INVALID)
  })

  it('a logout in this process applies at once, cache or not', async () => {
    const token = await t.signIn({ email: uniqueEmail('recheck') })
    expect((await me(token)).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })
    expect(out.statusCode).toBe(204)
    expectError(await me(token), 401, SESSION_INVALID)
  })

  it('with SESSION_RECHECK_SECONDS=0 every request asks the database', async () => {
    const strict = await createTestApp(kind, { authAttemptsPerIp: 1000, sessionRecheckSeconds: 0 })
    try {
      const token = await strict.signIn({ email: uniqueEmail('strict') })
      const ask = () => strict.app.inject({ url: '/api/auth/me', headers: bearer(token) })
      expect((await ask()).statusCode).toBe(200)
      await strict.database.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, claimsOf(token).sid as string))
      expectError(await ask(), 401, SESSION_INVALID)
    } finally {
      await strict.close()
    }
  })
})
