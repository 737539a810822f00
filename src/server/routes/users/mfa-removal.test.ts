// An ADMIN removing a second factor: the account's open sessions end (whoever holds one, perhaps the thief of the
// phone, must sign in again, and an ADMIN is then sent to enrol), and no ADMIN removes her own factor this way.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearerLogin, totpCode, userIdOf } from '../../../../tests/kit/accounts'
import { uniqueEmail } from '../../../../tests/kit/fixtures'
import { auditLog } from '../../db/schema'
import {
  bearer,
  createTestApp,
  errorOf,
  type TestApp,
  BEARER_TRANSPORT,
} from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

describe.each(dbKinds)('removing a second factor (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { mfaRequired: 'admins', authAttemptsPerIp: 100_000 })
  })
  afterAll(() => t?.close())

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) })
  const login = (email: string) => bearerLogin(t, email)
  const idOf = (email: string) => userIdOf(t, email)

  /** An ADMIN who enrolled a factor: her session (opened with the code) and her id. */
  async function enrolledAdmin() {
    const email = uniqueEmail('admin')
    const before = await t.signIn({ email, role: 'ADMIN' })
    const first = (await login(email)).json<{ token: string }>().token
    const { secret } = (await inject('POST', '/api/account/mfa/setup', first)).json<{ secret: string }>()
    expect(
      (await inject('POST', '/api/account/mfa/confirm', first, { code: totpCode(secret) })).statusCode,
    ).toBe(200)
    // The session that gave no code ended with the enrolment.
    expect((await inject('GET', '/api/auth/me', before)).statusCode).toBe(401)
    // A second session, opened with password and code, as on another computer.
    const { challenge } = (await login(email)).json<{ challenge: string }>()
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/mfa',
      payload: { challenge, code: totpCode(secret, 1) },
      headers: BEARER_TRANSPORT,
    })
    expect(second.statusCode).toBe(200)
    return { email, id: await idOf(email), sessions: [first, second.json<{ token: string }>().token] }
  }

  it('ends every session of the user; she signs in again and, as an ADMIN, must enrol again', async () => {
    const remover = await enrolledAdmin()
    const target = await enrolledAdmin()
    const removed = await inject('DELETE', `/api/users/${target.id}/mfa`, remover.sessions[0]!)
    expect(removed.statusCode).toBe(200)
    for (const session of target.sessions)
      expect((await inject('GET', '/api/auth/me', session)).statusCode).toBe(401)
    // The remover's own sessions are untouched.
    expect((await inject('GET', '/api/users', remover.sessions[1]!)).statusCode).toBe(200)

    const again = (await login(target.email)).json<{
      mfaRequired: boolean
      token: string
      mfaEnrolmentRequired: boolean
    }>()
    expect(again).toMatchObject({ mfaRequired: false, mfaEnrolmentRequired: true })
    expect((await inject('GET', '/api/users', again.token)).statusCode).toBe(403)

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, target.id))
      .then((rows) => rows.filter((row) => row.action === 'mfa.removed'))
    expect(entry!.details).toEqual({ sessionsEnded: 2 })
  })

  it('an ADMIN cannot remove her own factor through the users route', async () => {
    const admin = await enrolledAdmin()
    const own = await inject('DELETE', `/api/users/${admin.id}/mfa`, admin.sessions[0]!)
    expect(own.statusCode).toBe(400)
    expect(errorOf(own).message).toBe(
      'Você não pode remover a sua própria verificação em duas etapas. Peça a outro administrador.',
    )
    expect((await inject('GET', '/api/account/mfa', admin.sessions[0]!)).json()).toMatchObject({
      enabled: true,
    })
    for (const session of admin.sessions)
      expect((await inject('GET', '/api/auth/me', session)).statusCode).toBe(200)
  })
})
