// 'Minha conta' and the second factor: password change, sessions, TOTP enrolment, the login's second step,
// recovery codes, MFA_REQUIRED, and an ADMIN removing a factor.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearerLogin, totpCode, userIdOf } from '../../../../tests/kit/accounts'
import { uniqueEmail } from '../../../../tests/kit/fixtures'
import { auditLog, recoveryCodes, users } from '../../db/schema'
import {
  bearer,
  createTestApp,
  errorOf,
  TEST_PASSWORD,
  type TestApp,
  BEARER_TRANSPORT,
} from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const NEW_PASSWORD = 'outra senha muito boa 7'
const ENROL_FIRST = 'Ative a verificação em duas etapas em Minha conta para continuar.'

describe.each(dbKinds)("'Minha conta' and the second factor (%s)", (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mfaRequired: 'admins',
      authAttemptsPerIp: 100_000,
      authFailuresPerEmail: 3,
    })
  })
  afterAll(() => t?.close())

  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
    headers = {},
  ) => t.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } })
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    bearerLogin(t, email, password, headers)
  const userId = (email: string) => userIdOf(t, email)
  const actions = async (id: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((row) => row.action)

  /** A clinician with a second factor: its e-mail, the key and the ten recovery codes. */
  async function enrolled() {
    const email = uniqueEmail('mfa')
    const token = await t.signIn({ email })
    const setup = await inject('POST', '/api/account/mfa/setup', token)
    const { secret } = setup.json<{ secret: string }>()
    const confirmed = await inject('POST', '/api/account/mfa/confirm', token, { code: totpCode(secret) })
    expect(confirmed.statusCode).toBe(200)
    return { email, token, secret, codes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes }
  }

  async function challengeFor(email: string, password = TEST_PASSWORD) {
    const first = await login(email, password)
    expect(first.statusCode).toBe(200)
    return first.json<{ challenge: string }>().challenge
  }

  const secondStep = (challenge: string, answer: { code?: string; recoveryCode?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/mfa',
      payload: { challenge, ...answer },
      headers: BEARER_TRANSPORT,
    })

  describe('changing one’s own password', () => {
    const changePassword = (token: string, currentPassword: string, newPassword: string) =>
      inject('POST', '/api/account/password', token, { currentPassword, newPassword })
    /** A change refused with a 400 of this message, naming this field. */
    async function refused(token: string, current: string, next: string, message: string, field: string) {
      const response = await changePassword(token, current, next)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response)).toMatchObject({ message, details: [field] })
    }

    it('asks for the current password; refuses a common one; ends every other session, not this one', async () => {
      const email = uniqueEmail('pw')
      const here = await t.signIn({ email })
      const elsewhere = await t.signIn({ email })

      await refused(here, 'não é esta', NEW_PASSWORD, 'A senha atual não confere.', 'currentPassword')
      await refused(
        here,
        TEST_PASSWORD,
        'iloveyou2',
        'Essa senha é muito comum. Escolha outra.',
        'newPassword',
      )

      const changed = await changePassword(here, TEST_PASSWORD, NEW_PASSWORD)
      expect(changed.statusCode).toBe(204)
      expect((await inject('GET', '/api/auth/me', here)).statusCode).toBe(200)
      expect((await inject('GET', '/api/auth/me', elsewhere)).statusCode).toBe(401)
      expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401)
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
      const id = await userId(email)
      expect(await actions(id)).toEqual(
        expect.arrayContaining(['account.password_change_failed', 'account.password_changed']),
      )
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'account.password_changed'))
      expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD)
    })

    it('guessing the current password is throttled like a login', async () => {
      const token = await t.signIn({ email: uniqueEmail('guess') })
      const attempt = () => changePassword(token, 'chute', NEW_PASSWORD)
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400)
      const held = await attempt()
      expect(held.statusCode).toBe(429)
      expect(errorOf(held).message).toMatch(/^Muitas tentativas\. Aguarde (1 segundo|\d+ segundos) /)
    })
  })

  describe('sessions', () => {
    it('lists the live sessions (browser, IP, when) and ends any of them; another user’s is never found', async () => {
      const email = uniqueEmail('sess')
      await t.signIn({ email })
      const windows = (await login(email, TEST_PASSWORD, { 'user-agent': CHROME_WINDOWS })).json<{
        token: string
      }>().token
      const iphone = (await login(email, TEST_PASSWORD, { 'user-agent': SAFARI_IPHONE })).json<{
        token: string
      }>().token
      const listed = await inject('GET', '/api/account/sessions', windows)
      expect(listed.statusCode).toBe(200)
      const sessions = listed.json<{ id: string; device: string; ip: string; current: boolean }[]>()
      expect(sessions).toHaveLength(3)
      expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome no Windows'])
      expect(sessions.map((s) => s.device)).toContain('Safari no iPhone')
      expect(sessions.every((s) => s.ip === '127.0.0.1')).toBe(true)

      const phone = sessions.find((s) => s.device === 'Safari no iPhone')!
      const other = await t.signIn({ email: uniqueEmail('outra') })
      expect((await inject('DELETE', `/api/account/sessions/${phone.id}`, other)).statusCode).toBe(404)
      expect((await inject('GET', '/api/auth/me', iphone)).statusCode).toBe(200)

      const ended = await inject('DELETE', `/api/account/sessions/${phone.id}`, windows)
      expect(ended.statusCode).toBe(204)
      expect((await inject('GET', '/api/auth/me', iphone)).statusCode).toBe(401)
      expect((await inject('GET', '/api/account/sessions', windows)).json<unknown[]>()).toHaveLength(2)
      expect(await actions(phone.id)).toContain('session.ended')
      const again = await inject('DELETE', `/api/account/sessions/${phone.id}`, windows)
      expect(again.statusCode).toBe(404)
      expect(errorOf(again).message).toBe('Sessão não encontrada ou já encerrada.')
    })
  })

  describe('enrolling a second factor', () => {
    it('shows a key, its otpauth link and a QR code; confirms one code; gives ten recovery codes once', async () => {
      const email = uniqueEmail('enrol')
      const token = await t.signIn({ email })
      expect((await inject('GET', '/api/account/mfa', token)).json()).toEqual({
        enabled: false,
        pending: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      })
      const setup = (await inject('POST', '/api/account/mfa/setup', token)).json<{
        secret: string
        otpauthUrl: string
        qrSvg: string
      }>()
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
      expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//)
      expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`)
      expect(setup.otpauthUrl).toContain(encodeURIComponent(email))
      expect(setup.qrSvg).toMatch(/^<svg[^>]*>/)

      const wrong = await inject('POST', '/api/account/mfa/confirm', token, { code: '000000' })
      expect(wrong.statusCode).toBe(400)
      expect(errorOf(wrong).message).toBe(
        'Código inválido. Confira o código do aplicativo e tente novamente.',
      )
      expect((await inject('GET', '/api/account/mfa', token)).json()).toMatchObject({ enabled: false })

      const confirmed = await inject('POST', '/api/account/mfa/confirm', token, {
        code: totpCode(setup.secret),
      })
      expect(confirmed.statusCode).toBe(200)
      const codes = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes
      expect(codes).toHaveLength(10)
      expect(new Set(codes).size).toBe(10)
      for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)
      // Stored hashed: neither the codes nor anything shown come back.
      const stored = await t.database.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, await userId(email)))
      expect(stored).toHaveLength(10)
      expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace('-', ''))
      expect((await inject('GET', '/api/account/mfa', token)).json()).toMatchObject({
        enabled: true,
        recoveryCodesLeft: 10,
      })
      const twice = await inject('POST', '/api/account/mfa/setup', token)
      expect(twice.statusCode).toBe(409)
      expect(await actions(await userId(email))).toEqual(
        expect.arrayContaining(['mfa.enrolment_started', 'mfa.enrolled']),
      )
    })

    it('keeps the pending key until it is confirmed or cancelled', async () => {
      const email = uniqueEmail('pending')
      const token = await t.signIn({ email })
      const setup = async () =>
        (await inject('POST', '/api/account/mfa/setup', token)).json<{ secret: string; qrSvg: string }>()
      const first = await setup()
      expect((await inject('GET', '/api/account/mfa', token)).json()).toMatchObject({ pending: true })
      // 'Minha conta' opened again: the same key, so a QR code already scanned still works.
      const again = await setup()
      expect(again.secret).toBe(first.secret)
      expect(again.qrSvg).toBe(first.qrSvg)

      const cancelled = await inject('DELETE', '/api/account/mfa/setup', token)
      expect(cancelled.statusCode).toBe(204)
      expect((await inject('GET', '/api/account/mfa', token)).json()).toMatchObject({ pending: false })
      const late = await inject('POST', '/api/account/mfa/confirm', token, { code: totpCode(first.secret) })
      expect(late.statusCode).toBe(409)
      const fresh = await setup()
      expect(fresh.secret).not.toBe(first.secret)
      const confirmed = await inject('POST', '/api/account/mfa/confirm', token, {
        code: totpCode(fresh.secret),
      })
      expect(confirmed.statusCode).toBe(200)
      // Cancelling has nothing to cancel once the factor is on: the factor stays.
      expect((await inject('DELETE', '/api/account/mfa/setup', token)).statusCode).toBe(204)
      expect((await inject('GET', '/api/account/mfa', token)).json()).toMatchObject({
        enabled: true,
        pending: false,
      })
      expect(await actions(await userId(email))).toEqual([
        'mfa.enrolment_started',
        'mfa.enrolment_cancelled',
        'mfa.enrolment_started',
        'mfa.enrolled',
      ])
    })

    it('confirming without a started enrolment is a clear 409', async () => {
      const token = await t.signIn({ email: uniqueEmail('nostart') })
      const response = await inject('POST', '/api/account/mfa/confirm', token, { code: '123456' })
      expect(response.statusCode).toBe(409)
      expect(errorOf(response).message).toMatch(/^Comece a ativação de novo/)
    })
  })

  describe("the login's second step", () => {
    it('the password alone yields no token; the challenge opens nothing; the right code does', async () => {
      const { email, secret } = await enrolled()
      const first = await login(email, TEST_PASSWORD)
      expect(first.statusCode).toBe(200)
      const step = first.json<{ mfaRequired: boolean; token?: string; challenge: string }>()
      expect(step.mfaRequired).toBe(true)
      expect(step.token).toBeUndefined()
      expect((await inject('GET', '/api/auth/me', step.challenge)).statusCode).toBe(401)

      const wrong = await secondStep(step.challenge, { code: '000000' })
      expect(wrong.statusCode).toBe(401)
      expect(errorOf(wrong).message).toBe(
        'Código inválido. Confira o código do aplicativo e tente novamente.',
      )
      const right = await secondStep(step.challenge, { code: totpCode(secret, 1) })
      expect(right.statusCode).toBe(200)
      const { token } = right.json<{ token: string }>()
      expect((await inject('GET', '/api/auth/me', token)).json()).toMatchObject({ mfaEnabled: true })
      // A challenge is used once.
      expect((await secondStep(step.challenge, { code: totpCode(secret, 1) })).statusCode).toBe(401)
    })

    it('a code is accepted once: the same code again, even with a new challenge, is refused', async () => {
      const { email, secret } = await enrolled()
      const code = totpCode(secret, 1)
      expect((await secondStep(await challengeFor(email), { code })).statusCode).toBe(200)
      const replay = await secondStep(await challengeFor(email), { code })
      expect(replay.statusCode).toBe(401)
      // An older code (the enrolment's) is refused as well.
      expect((await secondStep(await challengeFor(email), { code: totpCode(secret) })).statusCode).toBe(401)
    })

    it('a recovery code works once, with or without its dash, in any case; not twice', async () => {
      const { email, codes, token } = await enrolled()
      const code = codes[3]!
      const used = await secondStep(await challengeFor(email), {
        recoveryCode: code.toLowerCase().replace('-', ''),
      })
      expect(used.statusCode).toBe(200)
      const again = await secondStep(await challengeFor(email), { recoveryCode: code })
      expect(again.statusCode).toBe(401)
      expect((await inject('GET', '/api/account/mfa', token)).json()).toMatchObject({ recoveryCodesLeft: 9 })
      expect(await actions(await userId(email))).toContain('auth.recovery_code_used')
    })

    it('wrong codes are throttled like passwords, across challenges', async () => {
      const { email, secret } = await enrolled()
      // The challenges first (each a password check): the hold after the third wrong code lasts seconds, and a
      // loaded machine would let it end while a fourth password is checked.
      const challenges: string[] = []
      for (let i = 0; i < 4; i++) challenges.push(await challengeFor(email))
      for (const challenge of challenges.slice(0, 3))
        expect((await secondStep(challenge, { code: '111111' })).statusCode).toBe(401)
      const held = await secondStep(challenges[3]!, { code: totpCode(secret, 1) })
      expect(held.statusCode).toBe(429)
      expect(await actions(await userId(email))).toContain('auth.mfa_failed')
    })

    it('a right code starts the count afresh: the wrong codes before it hold nothing back', async () => {
      const { email, secret } = await enrolled()
      for (let i = 0; i < 2; i++)
        expect((await secondStep(await challengeFor(email), { code: '111111' })).statusCode).toBe(401)
      // The third attempt, right: counted as it begins (a hold would follow it), cleared with the session.
      expect((await secondStep(await challengeFor(email), { code: totpCode(secret, 1) })).statusCode).toBe(
        200,
      )
      expect((await secondStep(await challengeFor(email), { code: '111111' })).statusCode).toBe(401)
    })

    it('a challenge ends after five wrong codes: back to the password', async () => {
      const { email } = await enrolled()
      const challenge = await challengeFor(email)
      // Each from its own address, so that the throttle does not answer first.
      for (let i = 0; i < 5; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login/mfa',
          payload: { challenge, code: '222222' },
          remoteAddress: `10.20.0.${i + 1}`,
        })
        expect(response.statusCode).toBe(401)
      }
      const expired = await secondStep(challenge, { code: '222222' })
      expect(errorOf(expired).message).toBe('O código expirou. Entre com o e-mail e a senha novamente.')
    })

    it('neither a code nor a recovery code: 400 naming the code', async () => {
      const { email } = await enrolled()
      const response = await secondStep(await challengeFor(email), {})
      expect(response.statusCode).toBe(400)
      expect(errorOf(response)).toMatchObject({
        message: 'Informe o código do aplicativo ou um código de recuperação.',
        details: ['code'],
      })
    })

    it('a disabled account with a factor: the right password, and the right code, answer like wrong ones', async () => {
      const { email, secret } = await enrolled()
      const challenge = await challengeFor(email)
      await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email))
      const wrongPassword = await login(email, 'errada')
      const rightPassword = await login(email, TEST_PASSWORD)
      expect(wrongPassword.statusCode).toBe(401)
      // No challenge: the second step is never offered, as to a wrong password.
      expect([rightPassword.statusCode, rightPassword.body]).toEqual([401, wrongPassword.body])
      // Disabled after its password was accepted: the right code reads as a wrong one.
      const wrongCode = await secondStep(challenge, { code: '333333' })
      expect(wrongCode.statusCode).toBe(401)
      const rightCode = await secondStep(challenge, { code: totpCode(secret, 1) })
      expect([rightCode.statusCode, rightCode.body]).toEqual([401, wrongCode.body])
      // Only the audit trail tells the two refusals apart from wrong secrets.
      const refused = await t.database.db.select().from(auditLog).where(eq(auditLog.userEmail, email))
      expect(refused.map((e) => e.action).filter((a) => a !== 'auth.password_accepted')).toEqual(
        expect.arrayContaining(['auth.login_failed', 'auth.login_refused_disabled', 'auth.mfa_failed']),
      )
      expect(refused.filter((e) => e.action === 'auth.login_refused_disabled')).toHaveLength(2)
    })
  })

  describe('MFA_REQUIRED=admins', () => {
    it('an ADMIN without a factor gets a session that can only enrol; enrolling opens everything', async () => {
      const email = uniqueEmail('admin')
      await t.signIn({ email, role: 'ADMIN' })
      const first = (await login(email, TEST_PASSWORD)).json<{
        token: string
        mfaEnrolmentRequired: boolean
      }>()
      expect(first.mfaEnrolmentRequired).toBe(true)
      const { token } = first
      for (const url of ['/api/patients', '/api/users', '/api/account/sessions']) {
        const refused = await inject('GET', url, token)
        expect(refused.statusCode).toBe(403)
        expect(errorOf(refused).message).toBe(ENROL_FIRST)
      }
      expect((await inject('GET', '/api/auth/me', token)).json()).toMatchObject({
        mfaEnrolmentRequired: true,
      })
      const { secret } = (await inject('POST', '/api/account/mfa/setup', token)).json<{ secret: string }>()
      expect(
        (await inject('POST', '/api/account/mfa/confirm', token, { code: totpCode(secret) })).statusCode,
      ).toBe(200)
      expect((await inject('GET', '/api/patients', token)).statusCode).toBe(200)
      expect((await inject('GET', '/api/auth/me', token)).json()).toMatchObject({
        mfaEnrolmentRequired: false,
        mfaEnabled: true,
      })
    })

    it('a CLINICIAN is not asked', async () => {
      const email = uniqueEmail('clin')
      await t.signIn({ email })
      const body = (await login(email, TEST_PASSWORD)).json<{
        token: string
        mfaEnrolmentRequired: boolean
      }>()
      expect(body.mfaEnrolmentRequired).toBe(false)
      expect((await inject('GET', '/api/patients', body.token)).statusCode).toBe(200)
    })
  })

  describe('an ADMIN removes a factor', () => {
    it('the user then signs in with the password alone; audited; a CLINICIAN cannot', async () => {
      const { email } = await enrolled()
      const id = await userId(email)
      const clinician = await t.signIn({ email: uniqueEmail('not-admin') })
      expect((await inject('DELETE', `/api/users/${id}/mfa`, clinician)).statusCode).toBe(403)

      const adminEmail = uniqueEmail('remover')
      await t.signIn({ email: adminEmail, role: 'ADMIN' })
      const admin = await enrolledAdmin(adminEmail)
      const listed = (await inject('GET', '/api/users', admin)).json<{ id: string; mfaEnabled: boolean }[]>()
      expect(listed.find((u) => u.id === id)?.mfaEnabled).toBe(true)
      const removed = await inject('DELETE', `/api/users/${id}/mfa`, admin)
      expect(removed.statusCode).toBe(200)
      const step = (await login(email, TEST_PASSWORD)).json<{ mfaRequired: boolean; token: string }>()
      expect(step.mfaRequired).toBe(false)
      expect((await inject('GET', '/api/auth/me', step.token)).statusCode).toBe(200)
      expect(await actions(id)).toContain('mfa.removed')
      expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id))).toEqual([])
    })
  })

  /** An ADMIN's token after it enrolled (as MFA_REQUIRED=admins makes it). */
  async function enrolledAdmin(email: string) {
    const token = (await login(email, TEST_PASSWORD)).json<{ token: string }>().token
    const { secret } = (await inject('POST', '/api/account/mfa/setup', token)).json<{ secret: string }>()
    expect(
      (await inject('POST', '/api/account/mfa/confirm', token, { code: totpCode(secret) })).statusCode,
    ).toBe(200)
    return token
  }
})

describe.each(dbKinds)('MFA_REQUIRED=all and none (%s)', (kind) => {
  it('all: a CLINICIAN must enrol too; none: not even an ADMIN', async () => {
    for (const [mfaRequired, role, expected] of [
      ['all', 'CLINICIAN', true],
      ['none', 'ADMIN', false],
    ] as const) {
      const t = await createTestApp(kind, { mfaRequired })
      try {
        const email = uniqueEmail(mfaRequired)
        await t.signIn({ email, role })
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: TEST_PASSWORD },
        })
        expect(response.json<{ mfaEnrolmentRequired: boolean }>().mfaEnrolmentRequired).toBe(expected)
      } finally {
        await t.close()
      }
    }
  })
})
