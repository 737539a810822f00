// Logging in with a passkey: as the second step after the password, and alone (discoverable credential, user
// verification required). Each answer is bound to its challenge, its origin and its login attempt, once.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '../../../../tests/kit/fixtures'
import { perSuite } from '../../../../tests/kit/per-suite'
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'
import { auditLog, users } from '../../db/schema'
import {
  bearer,
  BEARER_TRANSPORT,
  createTestApp,
  errorOf,
  TEST_PASSWORD,
} from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { SoftAuthenticator } from '../../../../tests/kit/soft-authenticator'
import { addPasskey } from '../../../../tests/kit/passkeys'
import { PASSKEY_REFUSED } from './passkeys'

const ORIGIN = 'https://fono.clinica.test'

describe.each(dbKinds)('login with a passkey (%s)', (kind) => {
  const t = perSuite(() =>
    createTestApp(kind, { mfaRequired: 'all', publicOrigin: ORIGIN, authAttemptsPerIp: 100_000 }),
  )

  // Programs' bearer sessions: the answer holds the token (a browser would get the cookie).
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: BEARER_TRANSPORT })

  /** An account whose one second factor is a passkey on `device`. */
  async function account() {
    const email = uniqueEmail('login')
    const token = await t.signIn({ email })
    const device = new SoftAuthenticator(ORIGIN)
    const added = await addPasskey(t, token, device)
    expect(added.statusCode).toBe(201)
    return { email, device, passkeyId: added.json<{ id: string }>().id }
  }

  const challengeFor = async (email: string) => {
    const step = await post('/api/auth/login', { email, password: TEST_PASSWORD })
    expect(step.json()).toMatchObject({ mfaRequired: true, passkey: true })
    return step.json<{ challenge: string }>().challenge
  }
  const secondStepOptions = async (challenge: string) =>
    (
      await post('/api/auth/login/passkey-options', { challenge })
    ).json<PublicKeyCredentialRequestOptionsJSON>()
  const signInOptions = async () =>
    (await post('/api/auth/passkey/options')).json<PublicKeyCredentialRequestOptionsJSON>()
  const works = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/patients', headers: bearer(token) })).statusCode

  describe('as the second step after the password', () => {
    it('signs in; the answer is good once, and for its own login attempt only', async () => {
      const { email, device } = await account()
      const challenge = await challengeFor(email)
      const options = await secondStepOptions(challenge)
      expect(options.userVerification).toBe('preferred')
      expect(options.allowCredentials).toHaveLength(1)
      const passkey = device.assert(options)
      const signedIn = await post('/api/auth/login/mfa', { challenge, passkey })
      expect(signedIn.statusCode).toBe(200)
      expect(await works(signedIn.json<{ token: string }>().token)).toBe(200)

      // The same answer for another attempt: its challenge belongs to the first one (and is used).
      const other = await challengeFor(email)
      const replayed = await post('/api/auth/login/mfa', { challenge: other, passkey })
      expect(replayed.statusCode).toBe(401)
      expect(errorOf(replayed).message).toBe(PASSKEY_REFUSED)

      // An answer to the options of attempt A, given for attempt B: refused.
      const a = await challengeFor(email)
      const b = await challengeFor(email)
      const forA = device.assert(await secondStepOptions(a))
      expect((await post('/api/auth/login/mfa', { challenge: b, passkey: forA })).statusCode).toBe(401)
      expect((await post('/api/auth/login/mfa', { challenge: a, passkey: forA })).statusCode).toBe(200)
    })

    it("refuses another account's passkey and an answer made for another origin", async () => {
      const victim = await account()
      const thief = await account()
      const challenge = await challengeFor(victim.email)
      const options = await secondStepOptions(challenge)
      // The thief's own passkey, answering the victim's challenge.
      const foreign = thief.device.assert({ ...options, allowCredentials: [] })
      expect((await post('/api/auth/login/mfa', { challenge, passkey: foreign })).statusCode).toBe(401)
      const phished = victim.device.assert(await secondStepOptions(challenge), {
        origin: 'https://fono-clinica.example',
      })
      expect((await post('/api/auth/login/mfa', { challenge, passkey: phished })).statusCode).toBe(401)
      const failures = await t.database.db.select().from(auditLog).where(eq(auditLog.userEmail, victim.email))
      expect(failures.filter((e) => e.action === 'auth.mfa_failed')).toHaveLength(2)
    })

    it('an account without a passkey gets no options', async () => {
      const email = uniqueEmail('totp')
      await t.signIn({ email })
      // Enrolled with no factor: no challenge at all, and a made-up one names no login.
      const response = await post('/api/auth/login/passkey-options', { challenge: 'x'.repeat(43) })
      expect(response.statusCode).toBe(401)
      expect(errorOf(response).message).toBe('O login expirou. Entre com o e-mail e a senha novamente.')
    })
  })

  describe('alone, without a password', () => {
    it('signs in with user verification; the counter must grow; the answer is good once', async () => {
      const { email, device, passkeyId } = await account()
      const options = await signInOptions()
      expect(options.userVerification).toBe('required')
      expect(options.allowCredentials ?? []).toEqual([])
      const credential = device.assert(options)
      const signedIn = await post('/api/auth/passkey', { credential })
      expect(signedIn.statusCode).toBe(200)
      expect(await works(signedIn.json<{ token: string }>().token)).toBe(200)
      const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, passkeyId))
      expect(entries.map((e) => e.action)).toContain('auth.passkey_sign_in')
      expect(entries.find((e) => e.action === 'auth.passkey_sign_in')?.userEmail).toBe(email)

      const replayed = await post('/api/auth/passkey', { credential })
      expect(replayed.statusCode).toBe(401)
      expect(errorOf(replayed).message).toBe(PASSKEY_REFUSED)

      // A copy of the authenticator whose counter went back: refused.
      device.credentials.at(-1)!.counter = 0
      expect(
        (await post('/api/auth/passkey', { credential: device.assert(await signInOptions()) })).statusCode,
      ).toBe(401)
      device.credentials.at(-1)!.counter = 10
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/account/passkeys',
        headers: bearer(signedIn.json<{ token: string }>().token),
      })
      expect(listed.json<{ lastUsedAt: string | null }[]>()[0]!.lastUsedAt).not.toBeNull()
      expect(
        (await post('/api/auth/passkey', { credential: device.assert(await signInOptions()) })).statusCode,
      ).toBe(200)
    })

    it('refuses without user verification, from another origin, and with a challenge of a second step', async () => {
      const { email, device } = await account()
      const unverified = device.assert(await signInOptions(), { userVerified: false })
      expect((await post('/api/auth/passkey', { credential: unverified })).statusCode).toBe(401)
      const phished = device.assert(await signInOptions(), { origin: 'https://fono-clinica.example' })
      expect((await post('/api/auth/passkey', { credential: phished })).statusCode).toBe(401)
      const secondStep = device.assert(await secondStepOptions(await challengeFor(email)))
      expect((await post('/api/auth/passkey', { credential: secondStep })).statusCode).toBe(401)
      const garbage = await post('/api/auth/passkey', { credential: { id: 'x', response: {} } })
      expect(garbage.statusCode).toBe(401)
      expect(errorOf(garbage).message).toBe(PASSKEY_REFUSED)
    })

    it("a disabled account's right passkey is answered like a refused one", async () => {
      const { email, device } = await account()
      await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email))
      const refused = await post('/api/auth/passkey', { credential: device.assert(await signInOptions()) })
      expect(refused.statusCode).toBe(401)
      expect(errorOf(refused).message).toBe(PASSKEY_REFUSED)
    })
  })
})
