// Password reset links: issued by an ADMIN (or `npm run user:reset`), single-use, 24 h, revocable, audited.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearerLogin, userIdOf } from '../../../../tests/kit/accounts'
import { uniqueEmail } from '../../../../tests/kit/fixtures'
import { openDatabase } from '../../db/client'
import { auditLog, passwordResets, users } from '../../db/schema'
import { hashToken } from '../../auth/tokens'
import { bearer, createTestApp, errorOf, TEST_PASSWORD, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds, openDataDir } from '../../../../tests/kit/test-db'
import { runScript } from '../../../../tests/kit/scripts'

const NEW_PASSWORD = 'uma senha nova e longa 9'

describe.each(dbKinds)('password reset links (%s)', (kind) => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 100_000 })
    admin = await t.signIn({ role: 'ADMIN', email: uniqueEmail('admin') })
  })
  afterAll(() => t?.close())

  const userId = (email: string) => userIdOf(t, email)
  const issue = (id: string, token = admin) =>
    t.app.inject({ method: 'POST', url: `/api/users/${id}/reset-link`, headers: bearer(token) })
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password } })
  const login = (email: string, password: string) => bearerLogin(t, email, password)
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })

  async function clinicianWithLink() {
    const email = uniqueEmail('esqueceu')
    const session = await t.signIn({ email })
    const id = await userId(email)
    const issued = await issue(id)
    expect(issued.statusCode).toBe(201)
    return { email, id, session, ...issued.json<{ token: string; expiresAt: string }>() }
  }

  it('an ADMIN issues a link: 32 random bytes, stored hashed, valid 24 h, listed as pending, audited', async () => {
    const { token, expiresAt, id } = await clinicianWithLink()
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, id))
    expect(row!.tokenHash).toBe(hashToken(token))
    expect(JSON.stringify(row)).not.toContain(token)
    const pending = await t.app.inject({ method: 'GET', url: '/api/password-resets', headers: bearer(admin) })
    expect(pending.json<{ id: string; userId: string; userName: string }[]>()).toContainEqual(
      expect.objectContaining({ id: row!.id, userId: id, userName: 'Teste' }),
    )
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(entry).toMatchObject({ action: 'password_reset.issued', details: { resetId: row!.id } })
    expect(JSON.stringify(entry)).not.toContain(token)
  })

  it('opening it sets a new password and ends every session of that user; it works once', async () => {
    const { email, session, token, id } = await clinicianWithLink()
    const weak = await reset(token, 'senha123')
    expect(weak.statusCode).toBe(400)
    expect(errorOf(weak)).toMatchObject({
      message: 'Essa senha é muito comum. Escolha outra.',
      details: ['password'],
    })
    // A refused password leaves the link usable.
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(204)
    expect((await me(session)).statusCode).toBe(401)
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401)
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
    const again = await reset(token, 'mais uma senha nova 10')
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).message).toBe('Este link de redefinição já foi usado.')
    const used = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'password_reset.used'))
    expect(used.some((entry) => entry.entityId === id)).toBe(true)
  })

  it('revoked, expired and unknown links are refused, each with its reason', async () => {
    const revoked = await clinicianWithLink()
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, revoked.id))
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/password-resets/${row!.id}/revoke`,
      headers: bearer(admin),
    })
    expect(revoke.statusCode).toBe(200)
    expect(errorOf(await reset(revoked.token, NEW_PASSWORD)).message).toBe(
      'Este link de redefinição foi revogado.',
    )
    // Audited like its issue: the user whose link it was, the link in the details.
    const revokedEntries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'password_reset.revoked'))
    expect(revokedEntries.filter((entry) => entry.entityId === revoked.id)).toEqual([
      expect.objectContaining({ entity: 'user', details: { resetId: row!.id } }),
    ])

    const expired = await clinicianWithLink()
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, expired.id))
    const late = await reset(expired.token, NEW_PASSWORD)
    expect(late.statusCode).toBe(410)
    expect(errorOf(late).message).toBe('Este link de redefinição expirou. Peça um novo ao administrador.')

    const unknown = await reset('nao-e-um-link', NEW_PASSWORD)
    expect(unknown.statusCode).toBe(400)
    expect(errorOf(unknown)).toMatchObject({
      message: 'Link de redefinição inválido. Confira o link recebido.',
      details: ['token'],
    })
  })

  it('links die with the ADMIN who issued them: disabled or no longer ADMIN, they answer as revoked', async () => {
    const invite = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/invite/generate', headers: bearer(token) })
    const register = (inviteToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          inviteToken,
          name: 'Nova Pessoa',
          email: uniqueEmail('convidada'),
          password: NEW_PASSWORD,
        },
      })
    const pending = async (url: string) =>
      (await t.app.inject({ url, headers: bearer(admin) })).json<{ id: string }[]>().length
    /** An invitation and a reset link issued by a new ADMIN, who then loses her rights by `lose`. */
    async function linksOfAdminWho(lose: (issuerId: string) => Promise<unknown>) {
      const email = uniqueEmail('emissora')
      const issuer = await t.signIn({ role: 'ADMIN', email })
      const invitation = (await invite(issuer)).json<{ token: string }>().token
      const { token: resetLink } = (await issue(await userId(await clinicianEmail()), issuer)).json<{
        token: string
      }>()
      const before = [await pending('/api/invitations'), await pending('/api/password-resets')]
      await lose(await userId(email))
      expect([await pending('/api/invitations'), await pending('/api/password-resets')]).toEqual(
        before.map((n) => n - 1),
      )
      return { invitation, resetLink, issuerId: await userId(email) }
    }
    const clinicianEmail = async () => {
      const email = uniqueEmail('alvo')
      await t.signIn({ email })
      return email
    }
    const expectDead = async (links: { invitation: string; resetLink: string }) => {
      const registered = await register(links.invitation)
      expect(registered.statusCode).toBe(410)
      expect(errorOf(registered).message).toBe('Este convite foi revogado.')
      const used = await reset(links.resetLink, NEW_PASSWORD)
      expect(used.statusCode).toBe(410)
      expect(errorOf(used).message).toBe('Este link de redefinição foi revogado.')
    }

    const disabled = await linksOfAdminWho((id) =>
      t.app.inject({ method: 'POST', url: `/api/users/${id}/disable`, headers: bearer(admin) }),
    )
    await expectDead(disabled)
    // Enabled again, she is trusted again, but what she issued before stays dead.
    const enabled = await t.app.inject({
      method: 'POST',
      url: `/api/users/${disabled.issuerId}/enable`,
      headers: bearer(admin),
    })
    expect(enabled.statusCode).toBe(200)
    await expectDead(disabled)

    const demoted = await linksOfAdminWho((id) =>
      t.database.db.update(users).set({ role: 'CLINICIAN' }).where(eq(users.id, id)),
    )
    await expectDead(demoted)
    // Made ADMIN again by hand: her links work again, as before (nothing revoked them).
    await t.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, demoted.issuerId))
    expect((await register(demoted.invitation)).statusCode).toBe(201)
    expect((await reset(demoted.resetLink, NEW_PASSWORD)).statusCode).toBe(204)
  })

  it('the link is checked before the password: a bad link with a bad password is about the link', async () => {
    const response = await reset('nao-e-um-link', 'curta')
    expect(errorOf(response).details).toEqual(['token'])
  })

  it('only an ADMIN issues, lists or revokes links', async () => {
    const clinician = await t.signIn({ email: uniqueEmail('clin') })
    const target = await userId((await clinicianWithLink()).email)
    expect((await issue(target, clinician)).statusCode).toBe(403)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/password-resets',
      headers: bearer(clinician),
    })
    expect(list.statusCode).toBe(403)
    const [pending] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, target))
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/password-resets/${pending!.id}/revoke`,
      headers: bearer(clinician),
    })
    expect(revoke.statusCode).toBe(403)
    // The link still works: the refused revocation changed nothing.
    expect(
      (await t.database.db.select().from(passwordResets).where(eq(passwordResets.id, pending!.id)))[0],
    ).toMatchObject({ revokedAt: null })
    const unknownUser = await issue('6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b')
    expect(unknownUser.statusCode).toBe(404)
  })
})

describe('npm run user:reset', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-user-reset-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('ends her sessions, prints a one-time link (and can remove her second factor); the link works', async () => {
    const email = uniqueEmail('sozinha')
    const t = await createTestApp('pglite', { dataDir }, { database: await openDataDir(dataDir) })
    // A session opened before the reset (perhaps by whoever has the lost phone and the password).
    const before = await t.signIn({ email, role: 'ADMIN' })
    await t.database.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.email, email))
    await t.close()

    const unknown = await runScript('user-reset.ts', ['--email', 'ninguem@example.com'], {
      DATA_DIR: dataDir,
    })
    expect(unknown.code).not.toBe(0)
    expect(unknown.stderr).toContain('No user has the e-mail ninguem@example.com')

    const run = await runScript('user-reset.ts', ['--email', email.toUpperCase(), '--remove-second-factor'], {
      DATA_DIR: dataDir,
    })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const token = /\/redefinir-senha#token=([\w-]+)/.exec(run.stdout)?.[1]
    expect(token).toBeDefined()
    expect(run.stdout).toContain('The second factor was removed')
    expect(run.stdout).toContain('Sessions of')

    const again = await createTestApp('pglite', { dataDir }, { database: await openDatabase({ dataDir }) })
    try {
      // Ended by the script itself, before the link is used.
      const me = await again.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(before) })
      expect(me.statusCode).toBe(401)
      const used = await again.app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        payload: { token, password: NEW_PASSWORD },
      })
      expect(used.statusCode).toBe(204)
      const login = await again.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: NEW_PASSWORD },
      })
      expect(login.json()).toMatchObject({ mfaRequired: false })
      const [entry] = await again.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'password_reset.issued'))
      expect(entry!.details).toMatchObject({
        via: 'npm run user:reset',
        secondFactorRemoved: true,
        sessionsEnded: 1,
      })
      const removed = await again.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'mfa.removed'))
      expect(removed).toEqual([
        expect.objectContaining({
          entity: 'user',
          entityId: entry!.entityId,
          details: { via: 'npm run user:reset' },
        }),
      ])
    } finally {
      await again.close()
    }
  })
})
