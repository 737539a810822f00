// Registration and the reset page check their token before anything costly: without a usable invitation or link,
// nobody makes the server run argon2 (19 MiB and tens of milliseconds per call). The spy counts argon2.hash, which
// hashPassword calls; a good token hashing once shows the spy sees the routes' calls.
import argon2 from 'argon2'
import { eq, sql, type SQL } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { perSuite } from '../../../../tests/kit/per-suite'
import { hashToken } from '../../auth/tokens'
import { invitations, passwordResets, users } from '../../db/schema'
import { bearer, createTestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

const PASSWORD = 'uma senha boa e longa 42'
let seq = 0
const uniqueEmail = () => `hash${++seq}-${Date.now()}@example.com`

/** How a token is made unusable, as the database records it. */
type Spoil = 'expired' | 'used' | 'revoked'
const spoilers: Record<Spoil, Record<string, SQL>> = {
  expired: { expiresAt: sql`now() - interval '1 minute'` },
  used: { usedAt: sql`now()` },
  revoked: { revokedAt: sql`now()` },
}

describe.each(dbKinds)('no password hashing before the token is known good (%s)', (kind) => {
  const t = perSuite(() => createTestApp(kind, { authAttemptsPerIp: 100_000 }))
  let admin: string
  beforeAll(async () => {
    admin = await t.signIn({ role: 'ADMIN' })
  })
  afterEach(() => vi.restoreAllMocks())

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} })
  /** The status of `send()` and how many passwords the server hashed meanwhile. */
  async function hashesDuring(send: () => Promise<{ statusCode: number }>) {
    const hash = vi.spyOn(argon2, 'hash')
    const { statusCode } = await send()
    return { statusCode, hashes: hash.mock.calls.length }
  }

  /** The token an ADMIN's POST to `url` issues, made unusable as `spoil` says in `table`, where it is stored. */
  async function issued(url: string, table: typeof invitations | typeof passwordResets, spoil?: Spoil) {
    const token = (await post(url, {}, admin)).json<{ token: string }>().token
    if (spoil)
      await t.database.db
        .update(table)
        .set(spoilers[spoil])
        .where(eq(table.tokenHash, hashToken(token)))
    return token
  }
  const invitation = (spoil?: Spoil) => issued('/api/invite/generate', invitations, spoil)
  const register = (inviteToken: string) =>
    post('/api/auth/register', { name: 'Rita Alves', email: uniqueEmail(), password: PASSWORD, inviteToken })

  async function resetLink(spoil?: Spoil) {
    const email = uniqueEmail()
    await t.signIn({ email })
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    return issued(`/api/users/${user!.id}/reset-link`, passwordResets, spoil)
  }
  const reset = (token: string) => post('/api/auth/reset', { token, password: PASSWORD })

  // Each token: one that was never issued, one spoilt each way, then a good one (the only one hashed).
  it.each([
    { what: 'registration', use: register, issue: invitation, unknown: 'never-issued', done: 201 },
    { what: 'reset', use: reset, issue: resetLink, unknown: 'nao-e-um-link', done: 204 },
  ])('$what: unknown, expired, used or revoked token, no hash; a good one, one', async (flow) => {
    expect(await hashesDuring(() => flow.use(flow.unknown))).toEqual({ statusCode: 400, hashes: 0 })
    for (const spoil of ['expired', 'used', 'revoked'] as const) {
      const token = await flow.issue(spoil)
      expect(await hashesDuring(() => flow.use(token))).toEqual({
        statusCode: spoil === 'used' ? 409 : 410,
        hashes: 0,
      })
    }
    const good = await flow.issue()
    expect(await hashesDuring(() => flow.use(good))).toEqual({ statusCode: flow.done, hashes: 1 })
  })
})
