import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitationRepository } from '../../repositories/invitations'
import { users } from '../../db/schema'
import {
  BEARER_TRANSPORT,
  createTestApp,
  errorOf,
  TEST_PASSWORD,
  type TestApp,
} from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

const INVALID_LOGIN = 'Usuário ou senha inválidos.'

let seq = 0
const uniqueEmail = (prefix = 'login') => `${prefix}${++seq}-${Date.now()}@example.com`

function claimsOf(token: string): Record<string, unknown> {
  const parts = token.split('.')
  expect(parts).toHaveLength(3)
  return JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>
}

describe.each(dbKinds)('POST /api/auth/login (%s)', (kind) => {
  let t: TestApp
  // A generous per-IP limit here: the rate-limit cases use apps of their own.
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 1000 })
  })
  afterAll(() => t?.close())

  // A program's login (the token in the answer); the browser's cookie has its own tests (session-cookie.test.ts).
  const login = (payload: unknown, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      remoteAddress,
      headers: BEARER_TRANSPORT,
    })

  /** A user created through the app's own helper; returns its e-mail. */
  async function existingUser() {
    const email = uniqueEmail()
    await t.signIn({ email })
    return email
  }
  async function disabledUser() {
    const email = await existingUser()
    await t.database.db
      .update(users)
      .set({ disabledAt: sql`now()` })
      .where(eq(users.email, email))
    return email
  }

  describe('400: invalid body', () => {
    it('missing password names the field', async () => {
      const response = await login({ email: 'a@example.com' })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.error).toBe('Bad Request')
      expect(body.message).toBe('Dados inválidos. Senha: preencha este campo.')
      expect(body.details).toEqual(['password'])
    })

    it('missing e-mail names the field', async () => {
      const response = await login({ password: 'whatever123' })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.message).toBe('Dados inválidos. E-mail: preencha este campo.')
      expect(body.details).toEqual(['email'])
    })

    it('unknown field is refused, not dropped', async () => {
      const response = await login({ email: 'a@example.com', password: 'x', remember: true })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.message).toBe('Campo(s) desconhecido(s): remember.')
      expect(body.details).toEqual(['remember'])
    })

    it('bad e-mail format', async () => {
      const response = await login({ email: 'not-an-email', password: 'x' })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.message).toBe(
        'Dados inválidos. E-mail: informe um e-mail válido, como nome@clinica.com.br.',
      )
      expect(body.details).toEqual(['email'])
    })

    it('wrong types are not coerced', async () => {
      const response = await login({ email: 'a@example.com', password: 12345678 })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).details).toEqual(['password'])
    })
  })

  describe('401: wrong credentials', () => {
    it('wrong password', async () => {
      const email = await existingUser()
      const response = await login({ email, password: 'not the password' })
      expect(response.statusCode).toBe(401)
      const body = errorOf(response)
      expect(body).toEqual({ statusCode: 401, error: 'Unauthorized', message: INVALID_LOGIN })
    })

    it('unknown e-mail gets the very same answer', async () => {
      const response = await login({ email: uniqueEmail('nobody'), password: TEST_PASSWORD })
      expect(response.statusCode).toBe(401)
      expect(errorOf(response)).toEqual({ statusCode: 401, error: 'Unauthorized', message: INVALID_LOGIN })
    })

    it('the password is case-sensitive', async () => {
      const email = await existingUser()
      const response = await login({ email, password: TEST_PASSWORD.toUpperCase() })
      expect(response.statusCode).toBe(401)
      expect(errorOf(response).message).toBe(INVALID_LOGIN)
    })
  })

  describe('401: disabled account', () => {
    it('a disabled user cannot sign in: the right password is answered exactly like a wrong one', async () => {
      const email = await disabledUser()
      const right = await login({ email, password: TEST_PASSWORD })
      const wrong = await login({ email, password: 'not the password' })
      expect(right.statusCode).toBe(401)
      expect(errorOf(right).message).toBe(INVALID_LOGIN)
      expect({ headers: right.headers['content-type'], body: right.body }).toEqual({
        headers: wrong.headers['content-type'],
        body: wrong.body,
      })
    })

    it('a disabled user with a wrong password still gets 401 (no account probing)', async () => {
      const email = await disabledUser()
      const response = await login({ email, password: 'not the password' })
      expect(response.statusCode).toBe(401)
      expect(errorOf(response).message).toBe(INVALID_LOGIN)
    })
  })

  describe('happy path', () => {
    it('returns a JWT with sub (lower-case e-mail), name, role, sid and exp', async () => {
      const { token: inviteToken } = await invitationRepository(t.database.db).create('ADMIN', null)
      const email = uniqueEmail('mixed')
      const mixed = email.replace('mixed', 'MiXeD').replace('example.com', 'Example.COM')
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Dra. Ana', email: mixed, password: 'uma senha boa 42', inviteToken },
      })
      expect(registered.statusCode).toBe(201)

      const before = Math.floor(Date.now() / 1000)
      const response = await login({ email: mixed, password: 'uma senha boa 42' })
      expect(response.statusCode).toBe(200)
      const body = response.json() as { token: string; expiresAt: string }
      // No second factor on this account: the token at once, no enrolment asked (MFA_REQUIRED=none here).
      expect(Object.keys(body).sort()).toEqual([
        'csrfToken',
        'expiresAt',
        'mfaEnrolmentRequired',
        'mfaRequired',
        'token',
      ])
      expect(body).toMatchObject({ mfaRequired: false, mfaEnrolmentRequired: false })
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)

      const header = JSON.parse(Buffer.from(body.token.split('.')[0]!, 'base64url').toString('utf8'))
      expect(header).toMatchObject({ alg: 'HS256' })

      const claims = claimsOf(body.token)
      expect(claims.sub).toBe(email.toLowerCase())
      expect(claims.name).toBe('Dra. Ana')
      expect(claims.role).toBe('ADMIN')
      expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/)
      expect(typeof claims.exp).toBe('number')
      // SESSION_MAX_HOURS defaults to 12.
      expect(claims.exp as number).toBeGreaterThanOrEqual(before + 12 * 3600 - 5)
      expect(claims.exp as number).toBeLessThanOrEqual(before + 12 * 3600 + 5)
      expect(JSON.stringify(claims)).not.toMatch(/password/i)

      const expiresAt = Date.parse(body.expiresAt)
      expect(Math.abs(expiresAt / 1000 - (claims.exp as number))).toBeLessThan(5)
    })

    it('e-mail is case-insensitive', async () => {
      const email = await existingUser()
      const response = await login({ email: email.toUpperCase(), password: TEST_PASSWORD })
      expect(response.statusCode).toBe(200)
      expect(claimsOf((response.json() as { token: string }).token).sub).toBe(email)
    })

    it('each login opens its own session', async () => {
      const email = await existingUser()
      const a = await login({ email, password: TEST_PASSWORD })
      const b = await login({ email, password: TEST_PASSWORD })
      expect(a.statusCode).toBe(200)
      expect(b.statusCode).toBe(200)
      const sidA = claimsOf((a.json() as { token: string }).token).sid
      const sidB = claimsOf((b.json() as { token: string }).token).sid
      expect(sidA).not.toBe(sidB)
    })
  })
})
