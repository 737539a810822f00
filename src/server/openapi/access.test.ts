// access.ts says who may call each route and which refusals it has beyond its schemas; the document is built from
// it. These tests call every route of the contract and check that the server refuses as the table says.
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes, type RouteKey } from '../../shared/contract/routes'
import { sessions } from '../db/schema'
import { bearer, createTestApp, errorOf, type TestApp } from '../../../tests/kit/test-app'
import { dbKinds } from '../../../tests/kit/test-db'
import { access, type Access } from './access'

const NOT_ADMIN = 'Você não tem permissão para esta ação.'
const ENROL_FIRST = 'Ative a verificação em duas etapas em Minha conta para continuar.'
// Ends the session that calls it: called by no sweep.
const LOGOUT = 'POST /auth/logout'
// Schema-valid bodies: a recent proof is asked for after the body is checked.
const VALID_BODIES: Partial<Record<RouteKey, object>> = {
  'POST /account/mfa/confirm': { code: '123456' },
  'POST /account/passkeys': { name: 'Celular', credential: {} },
}

// Schema-valid bodies of the routes throttled per network: the schema refuses an empty one before the throttle.
const ATTEMPT_BODIES: Partial<Record<RouteKey, object>> = {
  'POST /auth/login': { email: 'nobody@example.com', password: 'wrong' },
  'POST /auth/login/mfa': { challenge: 'unknown', code: '123456' },
  'POST /auth/login/passkey-options': { challenge: 'unknown' },
  'POST /auth/passkey': { credential: {} },
  'POST /auth/register': { name: 'Ana', email: 'ana@example.com', password: 'wrong', inviteToken: 'unknown' },
  'POST /auth/reset': { token: 'unknown', password: 'wrong' },
  'POST /auth/reauthenticate': { password: 'wrong' },
  'POST /account/password': { currentPassword: 'wrong', newPassword: 'another one' },
  'POST /account/mfa/confirm': { code: '000000' },
  'POST /family/open': { token: 'unknown', birthDate: '2019-07-14' },
}

const keys = (Object.keys(routes) as RouteKey[]).filter((key) => key !== LOGOUT)
const rules = (key: RouteKey): Access => access[key]
const hasBody = (key: RouteKey) => 'body' in routes[key]

describe.each(dbKinds)('route access as access.ts declares it (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      authAttemptsPerIp: 1000,
      patientListPerMinute: 2,
      patientExportsPerMinute: 2,
    })
  })
  afterAll(() => t?.close())

  const call = (key: RouteKey, token?: string, id: string = crypto.randomUUID(), payload?: object) => {
    const [method, url] = key.split(' ') as [string, string]
    return t.app.inject({
      method: method as 'GET',
      url: `/api${url.replace(/:\w+/g, id)}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    })
  }
  const userId = async (email: string) => (await t.app.repos.users.findByEmail(email))!.id

  it('answers 401 without a session on every route but the open ones', async () => {
    for (const key of [...keys, LOGOUT] as RouteKey[]) {
      const response = await call(key)
      expect(response.statusCode === 401, `${key}: ${response.statusCode}`).toBe(rules(key).who !== 'anyone')
    }
  })

  it("answers a clinician 403 on the ADMIN's routes, and on no other", async () => {
    const token = await t.signIn()
    for (const key of keys.filter((key) => rules(key).who !== 'anyone')) {
      const response = await call(key, token)
      expect(response.statusCode === 403, `${key}: ${response.body}`).toBe(rules(key).who === 'admin')
      if (rules(key).who === 'admin') expect(errorOf(response).message).toBe(NOT_ADMIN)
    }
  })

  it('asks for a recent proof where the table says so', async () => {
    const email = `stale-${crypto.randomUUID()}@example.com`
    const token = await t.signIn({ role: 'ADMIN', email })
    const otherAdmin = `other-${crypto.randomUUID()}@example.com`
    await t.signIn({ role: 'ADMIN', email: otherAdmin })
    const other = await userId(otherAdmin)
    await t.database.db
      .update(sessions)
      .set({ authenticatedAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, await userId(email)))
    for (const key of keys.filter((key) => rules(key).who !== 'anyone')) {
      const { reauth } = rules(key)
      // Without a valid body the schema refuses first: such a route is checked only where it asks for a proof.
      if (hasBody(key) && !reauth) continue
      if (hasBody(key) && !VALID_BODIES[key]) throw new Error(`${key}: give it a valid body in VALID_BODIES`)
      const response = await call(key, token, other, VALID_BODIES[key])
      const code = response.statusCode === 403 ? errorOf(response).code : undefined
      expect(code === 'REAUTH_REQUIRED', `${key}: ${response.body}`).toBe(reauth !== undefined)
    }
  })

  it('limits per user the routes the table says, past their calls per minute', async () => {
    const token = await t.signIn()
    const limited = keys.filter((key) => rules(key).limit === 'user')
    const checked = keys.filter((key) => key.startsWith('GET ') && rules(key).who === 'session')
    expect(checked).toEqual(expect.arrayContaining(limited))
    for (const key of checked) {
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await call(key, token)).statusCode)
      expect(statuses.includes(429), `${key}: ${statuses.join(', ')}`).toBe(limited.includes(key))
    }
  })
})

describe.each(dbKinds)('routes throttled per network (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    // The sign-in below is the network's one attempt this minute, and one failure holds an account back.
    t = await createTestApp(kind, { authAttemptsPerIp: 1, authFailuresPerEmail: 1, familyOpensPerMinute: 1 })
  })
  afterAll(() => t?.close())

  it('answer 429 past the attempts of a minute, or after a failure', async () => {
    const token = await t.signIn()
    // Confirming asks for a key awaiting confirmation first.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/mfa/setup', headers: bearer(token) }))
        .statusCode,
    ).toBe(200)
    for (const key of keys.filter((key) => rules(key).limit === 'network')) {
      if (hasBody(key) && !ATTEMPT_BODIES[key])
        throw new Error(`${key}: give it a valid body in ATTEMPT_BODIES`)
      const [method, url] = key.split(' ') as [string, string]
      const statuses = []
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: `/api${url}`,
          headers: rules(key).who === 'anyone' ? {} : bearer(token),
          ...(ATTEMPT_BODIES[key] ? { payload: ATTEMPT_BODIES[key] } : {}),
        })
        statuses.push(response.statusCode)
      }
      expect(statuses, key).toContain(429)
    }
  })
})

describe.each(dbKinds)('routes open to an account that must enrol a second factor (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { mfaRequired: 'all' })
  })
  afterAll(() => t?.close())

  it('refuses every other route until a factor is enrolled', async () => {
    const token = await t.signIn()
    // A family's routes take no account's session at all.
    for (const key of keys.filter((key) => rules(key).who === 'session' || rules(key).who === 'admin')) {
      const [method, url] = key.split(' ') as [string, string]
      const response = await t.app.inject({
        method: method as 'GET',
        url: `/api${url.replace(/:\w+/g, crypto.randomUUID())}`,
        headers: bearer(token),
      })
      const refused = response.statusCode === 403 && errorOf(response).message === ENROL_FIRST
      expect(refused, `${key}: ${response.body}`).toBe(!rules(key).enrolment)
    }
  })
})
