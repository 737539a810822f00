// Recovery codes are about 49 random bits, so each is stored as a salted argon2id hash, never a plain digest that a
// copy of the database would give up to a brute force. Codes stored as a plain SHA-256 before still work, once.
import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRecoveryCode, hashRecoveryCode, legacyRecoveryHash } from '../../auth/recovery-codes'
import { recoveryCodes, users } from '../../db/schema'
import { bearer, createTestApp, TEST_PASSWORD, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

describe('recovery code hashes', () => {
  it('are salted argon2id: the same code twice gives two hashes, both matching it however it is typed', async () => {
    const [a, b] = await Promise.all([hashRecoveryCode('ABCDE-FGH23'), hashRecoveryCode('ABCDE-FGH23')])
    expect(a).toMatch(/^\$argon2id\$/)
    expect(a).not.toBe(b)
    const rows = [
      { id: 'other', codeHash: await hashRecoveryCode('ZZZZZ-ZZZZZ') },
      { id: 'mine', codeHash: a },
    ]
    expect(await findRecoveryCode(rows, 'abcdefgh23')).toBe('mine')
    expect(await findRecoveryCode(rows, 'ABCDE-FGH24')).toBeUndefined()
  })

  it('a code stored the old way (plain SHA-256) still matches', async () => {
    const rows = [{ id: 'old', codeHash: legacyRecoveryHash('QWERT-YUPAS') }]
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(await findRecoveryCode(rows, 'qwert yupas')).toBe('old')
    expect(await findRecoveryCode(rows, 'QWERT-YUPAT')).toBeUndefined()
  })
})

let seq = 0
describe.each(dbKinds)('recovery codes at the second step (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 100_000 })
  })
  afterAll(() => t?.close())

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} })
  async function secondStep(email: string, recoveryCode: string) {
    const { challenge } = (await post('/api/auth/login', { email, password: TEST_PASSWORD })).json<{
      challenge: string
    }>()
    return (await post('/api/auth/login/mfa', { challenge, recoveryCode })).statusCode
  }

  it('new codes are stored as argon2id; an old SHA-256 code works once, as a new one does', async () => {
    const email = `rec${++seq}-${Date.now()}@example.com`
    const token = await t.signIn({ email })
    const { secret } = (await post('/api/account/mfa/setup', {}, token)).json<{ secret: string }>()
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
    const { recoveryCodes: codes } = (await post('/api/account/mfa/confirm', { code }, token)).json<{
      recoveryCodes: string[]
    }>()
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id))
    expect(stored).toHaveLength(10)
    for (const row of stored) expect(row.codeHash).toMatch(/^\$argon2id\$/)
    expect(stored.map((row) => row.codeHash)).not.toContain(legacyRecoveryHash(codes[0]!))

    // A code issued before this release, kept as its plain SHA-256.
    await t.database.db
      .insert(recoveryCodes)
      .values({ userId: user!.id, codeHash: legacyRecoveryHash('PQRST-UVW23') })
    expect(await secondStep(email, 'pqrst-uvw23')).toBe(200)
    expect(await secondStep(email, 'PQRST-UVW23')).toBe(401)
    expect(await secondStep(email, codes[3]!)).toBe(200)
    expect(await secondStep(email, codes[3]!)).toBe(401)
  })
})
