// Re-authentication: enrolling a factor and acting on another ADMIN's account ask for a recent proof of identity
// (POST /auth/reauthenticate) on this very session; enrolling ends every other session of the account; changing the
// password asks for the code too.
import { eq, or, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode, userIdOf } from '../../../../tests/kit/accounts'
import { uniqueEmail } from '../../../../tests/kit/fixtures'
import { auditLog, passwordResets, sessions, users } from '../../db/schema'
import { bearer, createTestApp, errorOf, TEST_PASSWORD, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

const REAUTH = {
  statusCode: 403,
  code: 'REAUTH_REQUIRED',
  message: 'Por segurança, confirme sua identidade com a sua senha para continuar.',
}
const NEW_PASSWORD = 'outra senha muito boa 7'

function helpers(get: () => TestApp) {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    get().app.inject({ method, url, payload, headers: bearer(token) })
  const userId = (email: string) => userIdOf(get(), email)
  /** Every session of the account last proved itself an hour ago. */
  const stale = async (email: string) =>
    get()
      .database.db.update(sessions)
      .set({ authenticatedAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, await userId(email)))
  const reauth = (token: string, body: { password: string; code?: string }) =>
    inject('POST', '/api/auth/reauthenticate', token, body)
  /** The actions of the audit entries about the account, or by it. */
  const actions = async (email: string) => {
    const id = await userId(email)
    const rows = await get()
      .database.db.select()
      .from(auditLog)
      .where(or(eq(auditLog.entityId, id), eq(auditLog.userId, id)))
    return rows.map((row) => row.action)
  }
  /** Enrols a factor on the (freshly signed-in) session `token`: the key and the recovery codes. */
  async function enrol(token: string) {
    const { secret } = (await inject('POST', '/api/account/mfa/setup', token)).json<{ secret: string }>()
    const confirmed = await inject('POST', '/api/account/mfa/confirm', token, { code: totpCode(secret) })
    expect(confirmed.statusCode).toBe(200)
    return { secret, codes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes }
  }
  return { inject, userId, stale, reauth, actions, enrol }
}

describe.each(dbKinds)('re-authentication (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 100_000, authFailuresPerEmail: 3 })
  })
  afterAll(() => t?.close())
  const { inject, stale, reauth, actions, enrol } = helpers(() => t)

  it('enrolling a factor asks for a recent proof, at setup and at confirmation', async () => {
    const email = uniqueEmail('enrol')
    const token = await t.signIn({ email })
    await stale(email)
    const refused = await inject('POST', '/api/account/mfa/setup', token)
    expect(errorOf(refused)).toMatchObject(REAUTH)

    const wrong = await reauth(token, { password: 'não é esta' })
    expect(errorOf(wrong)).toMatchObject({
      statusCode: 400,
      message: 'A senha atual não confere.',
      details: ['password'],
    })
    expect(await actions(email)).toContain('auth.reauthentication_failed')
    expect((await inject('POST', '/api/account/mfa/setup', token)).statusCode).toBe(403)

    expect((await reauth(token, { password: TEST_PASSWORD })).statusCode).toBe(204)
    const setup = await inject('POST', '/api/account/mfa/setup', token)
    expect(setup.statusCode).toBe(200)
    const { secret } = setup.json<{ secret: string }>()

    await stale(email)
    const late = await inject('POST', '/api/account/mfa/confirm', token, { code: totpCode(secret) })
    expect(errorOf(late)).toMatchObject(REAUTH)
    expect((await reauth(token, { password: TEST_PASSWORD })).statusCode).toBe(204)
    const confirmed = await inject('POST', '/api/account/mfa/confirm', token, { code: totpCode(secret) })
    expect(confirmed.statusCode).toBe(200)
    expect(await actions(email)).toContain('mfa.enrolled')
  })

  it('a proof counts for the session that gave it only', async () => {
    const email = uniqueEmail('own')
    const here = await t.signIn({ email })
    const there = await t.signIn({ email })
    await stale(email)
    expect((await reauth(here, { password: TEST_PASSWORD })).statusCode).toBe(204)
    expect((await inject('POST', '/api/account/mfa/setup', here)).statusCode).toBe(200)
    expect(errorOf(await inject('POST', '/api/account/mfa/setup', there))).toMatchObject(REAUTH)
  })

  it('with a factor, the proof needs a code of the app (each accepted once) or a recovery code', async () => {
    const email = uniqueEmail('factor')
    const token = await t.signIn({ email })
    const { secret, codes } = await enrol(token)

    const noCode = await reauth(token, { password: TEST_PASSWORD })
    expect(errorOf(noCode)).toMatchObject({
      statusCode: 400,
      message: 'Informe o código do aplicativo ou um código de recuperação.',
      details: ['code'],
    })
    const badCode = await reauth(token, { password: TEST_PASSWORD, code: '000000' })
    expect(errorOf(badCode)).toMatchObject({
      statusCode: 400,
      message: 'Código inválido. Confira o código do aplicativo e tente novamente.',
      details: ['code'],
    })
    // The confirmation took this period's code: the next period's is the next one accepted, once.
    const next = totpCode(secret, 1)
    expect((await reauth(token, { password: TEST_PASSWORD, code: next })).statusCode).toBe(204)
    expect((await reauth(token, { password: TEST_PASSWORD, code: next })).statusCode).toBe(400)
    // A recovery code behind a wrong password is not used up.
    expect((await reauth(token, { password: 'errada', code: codes[0] })).statusCode).toBe(400)
    expect((await reauth(token, { password: TEST_PASSWORD, code: codes[0] })).statusCode).toBe(204)
    expect((await reauth(token, { password: TEST_PASSWORD, code: codes[0] })).statusCode).toBe(400)
    expect(await actions(email)).toEqual(
      expect.arrayContaining(['auth.reauthenticated', 'auth.recovery_code_used']),
    )
  })

  it('wrong passwords are throttled like a login', async () => {
    const email = uniqueEmail('guess')
    const token = await t.signIn({ email })
    for (let i = 0; i < 3; i++) expect((await reauth(token, { password: 'chute' })).statusCode).toBe(400)
    const held = await reauth(token, { password: 'chute' })
    expect(held.statusCode).toBe(429)
    expect(errorOf(held).message).toMatch(/^Muitas tentativas\. Aguarde/)
  })

  it('changing the password asks for the code when the account has a factor', async () => {
    const email = uniqueEmail('pwcode')
    const token = await t.signIn({ email })
    const { secret } = await enrol(token)
    const change = (code?: string) =>
      inject('POST', '/api/account/password', token, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        ...(code === undefined ? {} : { code }),
      })
    expect(errorOf(await change())).toMatchObject({ statusCode: 400, details: ['code'] })
    expect(errorOf(await change('000000'))).toMatchObject({ statusCode: 400, details: ['code'] })
    expect(await actions(email)).toContain('account.password_change_failed')
    expect((await change(totpCode(secret, 1))).statusCode).toBe(204)
  })

  it("acting on another ADMIN's account asks for a recent proof; on a clinician or oneself it does not", async () => {
    const email = uniqueEmail('admin')
    const admin = await t.signIn({ email, role: 'ADMIN' })
    const otherEmail = uniqueEmail('other-admin')
    await t.signIn({ email: otherEmail, role: 'ADMIN' })
    const clinicianEmail = uniqueEmail('clin')
    await t.signIn({ email: clinicianEmail })
    const other = await helpers(() => t).userId(otherEmail)
    const clinician = await helpers(() => t).userId(clinicianEmail)
    await stale(email)

    const acts = [
      ['POST', 'reset-link'],
      ['DELETE', 'mfa'],
      ['POST', 'disable'],
      ['POST', 'enable'],
    ] as const
    for (const [method, action] of acts) {
      const refused = await inject(method, `/api/users/${other}/${action}`, admin)
      expect(errorOf(refused), action).toMatchObject(REAUTH)
    }
    // Nothing happened: no reset link, still enabled.
    expect(await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, other))).toEqual(
      [],
    )
    expect((await t.database.db.select().from(users).where(eq(users.id, other)))[0]!.disabledAt).toBeNull()

    for (const [method, action] of acts)
      expect(
        (await inject(method, `/api/users/${clinician}/${action}`, admin)).statusCode,
        action,
      ).toBeLessThan(300)
    expect((await inject('GET', '/api/users', admin)).statusCode).toBe(200)

    expect((await reauth(admin, { password: TEST_PASSWORD })).statusCode).toBe(204)
    for (const [method, action] of acts)
      expect((await inject(method, `/api/users/${other}/${action}`, admin)).statusCode, action).toBeLessThan(
        300,
      )
  })
})

describe.each(dbKinds)('enrolling a factor (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { mfaRequired: 'admins', authAttemptsPerIp: 100_000 })
  })
  afterAll(() => t?.close())
  const { inject, enrol } = helpers(() => t)

  it('ends every other session of the account: one that never gave a code is out', async () => {
    const email = uniqueEmail('bypass')
    // Someone with her password signs in before she enrols: a session that may only enrol.
    const intruder = await t.signIn({ email, role: 'ADMIN' })
    const own = await t.signIn({ email, role: 'ADMIN' })
    expect((await inject('GET', '/api/users', intruder)).statusCode).toBe(403)

    await enrol(own)
    for (const url of ['/api/auth/me', '/api/users', '/api/patients'])
      expect((await inject('GET', url, intruder)).statusCode, url).toBe(401)
    expect((await inject('GET', '/api/users', own)).statusCode).toBe(200)
    expect((await inject('GET', '/api/patients', own)).statusCode).toBe(200)
  })
})
