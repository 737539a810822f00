import { isNull } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { invitations, sessions, users } from '../db/schema'
import { createTestApp, errorOf, type TestApp } from '../../../tests/kit/test-app'
import { dbKinds } from '../../../tests/kit/test-db'
import { firstAdminInvitation } from './first-admin'
import { hashToken } from './tokens'

let seq = 0
const uniqueEmail = () => `first-admin${++seq}-${Date.now()}@example.com`

describe.each(dbKinds)('firstAdminInvitation (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t?.close())
  // Every case starts from an empty database: the function is about the very first start.
  beforeEach(async () => {
    await t.database.db.delete(sessions)
    await t.database.db.delete(invitations)
    await t.database.db.delete(users)
  })

  const register = (inviteToken: string, email = uniqueEmail()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Primeira Admin', email, password: 'uma senha boa 42', inviteToken },
    })

  it('a second call revokes the first token (410) and only the second one works', async () => {
    const first = await firstAdminInvitation(t.database.db)
    const second = await firstAdminInvitation(t.database.db)
    expect(first).toEqual(expect.any(String))
    expect(second).toEqual(expect.any(String))
    expect(second).not.toBe(first)

    const refused = await register(first!)
    expect(refused.statusCode).toBe(410)
    const body = errorOf(refused)
    expect(body.message).toBe('Este convite foi revogado.')
    expect(body.details).toEqual(['inviteToken'])

    const accepted = await register(second!)
    expect(accepted.statusCode).toBe(201)
    expect((accepted.json() as { role: string }).role).toBe('ADMIN')
  })

  it('returns null once a user exists', async () => {
    const token = await firstAdminInvitation(t.database.db)
    expect((await register(token!)).statusCode).toBe(201)
    expect(await firstAdminInvitation(t.database.db)).toBeNull()
    // and it did not make another invitation
    const open = await t.database.db.select().from(invitations).where(isNull(invitations.usedAt))
    expect(open.filter((row) => row.revokedAt === null)).toHaveLength(0)
  })

  it('returns null when a user exists even if it was not created by invitation', async () => {
    await t.signIn({ role: 'CLINICIAN' })
    expect(await firstAdminInvitation(t.database.db)).toBeNull()
    expect(await t.database.db.select().from(invitations)).toHaveLength(0)
  })

  it('returns a working ADMIN token on an empty database, stored only as its hash', async () => {
    const token = await firstAdminInvitation(t.database.db)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const rows = await t.database.db.select().from(invitations)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ tokenHash: hashToken(token!), role: 'ADMIN', createdBy: null })
    expect(JSON.stringify(rows)).not.toContain(token!)

    const registered = await register(token!)
    expect(registered.statusCode).toBe(201)
    expect((registered.json() as { role: string }).role).toBe('ADMIN')
  })
})
