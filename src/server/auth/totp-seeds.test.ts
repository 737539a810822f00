// TOTP seeds at rest: sealed with the TOTP key, never in clear in the database; seeds found in clear are sealed at
// start; a wrong key stops the start instead of failing every code.
import { eq } from 'drizzle-orm'
import { Secret } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../../tests/kit/accounts'
import { users } from '../db/schema'
import { bearer, createTestApp, TEST_PASSWORD, type TestApp } from '../../../tests/kit/test-app'
import { dbKinds } from '../../../tests/kit/test-db'
import { WrongTotpKeyError } from './totp-seeds'

let seq = 0
const uniqueEmail = () => `seed${++seq}-${Date.now()}@example.com`

describe.each(dbKinds)('TOTP seeds sealed at rest (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { mfaRequired: 'admins', authAttemptsPerIp: 100_000 })
  })
  afterAll(() => t?.close())

  const stored = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!

  it('the column holds no base32 seed; a login with a code still works', async () => {
    const email = uniqueEmail()
    const token = await t.signIn({ email })
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/account/mfa/setup',
      headers: bearer(token),
    })
    const { secret } = setup.json<{ secret: string }>()
    const pending = (await stored(email)).totpPendingSecret!
    expect(pending).toMatch(/^v1:/)
    expect(pending).not.toContain(secret)
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/account/mfa/confirm',
      headers: bearer(token),
      payload: { code: totpCode(secret) },
    })
    expect(confirmed.statusCode).toBe(200)
    const row = await stored(email)
    expect(row.totpSecret).toMatch(/^v1:[\w-]+$/)
    expect(row.totpSecret).not.toContain(secret)
    expect(row.totpSecret).not.toMatch(/[A-Z2-7]{32}/)

    await t.database.db.update(users).set({ totpLastStep: null }).where(eq(users.email, email))
    const step = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    })
    const { challenge } = step.json<{ challenge: string }>()
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/mfa',
      payload: { challenge, code: totpCode(secret) },
    })
    expect(second.statusCode).toBe(200)
  })

  it('a seed in clear is sealed at start, once; the code still works; a wrong key stops the start', async () => {
    const email = uniqueEmail()
    await t.signIn({ email })
    const secret = new Secret({ size: 20 }).base32
    await t.database.db.update(users).set({ totpSecret: secret }).where(eq(users.email, email))
    await t.restart()
    const sealed = (await stored(email)).totpSecret!
    expect(sealed).toMatch(/^v1:/)
    expect(sealed).not.toContain(secret)
    await t.restart()
    expect((await stored(email)).totpSecret).toBe(sealed)

    const step = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    })
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/mfa',
      payload: { challenge: step.json<{ challenge: string }>().challenge, code: totpCode(secret) },
    })
    expect(second.statusCode).toBe(200)

    const wrong = createTestApp(
      kind,
      {},
      { database: t.database, totpKey: 'another-totp-key-'.padEnd(48, 'w') },
    )
    await expect(wrong).rejects.toBeInstanceOf(WrongTotpKeyError)
    await expect(wrong).rejects.toThrow(/TOTP key \(TOTP_KEY, or DATA_DIR\/totp-key\) does not open/)
  })
})
