// ADMIN routes: the accounts (list, disable, enable), the pending invitations (list, revoke) and the audit
// trail (filters by user, patient and UTC day, keyset pagination).
import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearerLogin } from '../../../../tests/kit/accounts'
import { buildApp } from '../../app'
import { invitationRepository } from '../../repositories/invitations'
import { hashPassword } from '../../auth/passwords'
import { hashToken } from '../../auth/tokens'
import { loadConfig } from '../../config'
import { openDatabase, type Database } from '../../db/client'
import { invitations, sessions, users } from '../../db/schema'
import {
  bearer,
  createTestApp,
  errorOf,
  TEST_AUDIT_KEY,
  TEST_TOTP_KEY,
  TEST_PASSWORD,
  type TestApp,
} from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import type { AuditPage } from '../../../shared/contract/audit'
import {
  createPatient,
  FORBIDDEN,
  NIL_UUID,
  UNAUTHORIZED,
  uniqueEmail,
} from '../../../../tests/kit/api-fixtures'

// A disabled account's right password is answered like a wrong one.
const DISABLED = 'Usuário ou senha inválidos.'
const USER_NOT_FOUND = 'Usuário não encontrado.'
const INVITATION_NOT_FOUND = 'Convite não encontrado ou já usado.'
const NEW_PASSWORD = 'Outra senha bem longa 2026'
const APP_SECRET = 'test-secret-'.padEnd(48, 'x')

interface UserRow {
  id: string
  name: string
  email: string
  role: string
  disabledAt: string | null
  createdAt: string
}
interface InvitationRow {
  id: string
  role: string
  createdAt: string
  expiresAt: string
  createdByName: string | null
}

function expectError(response: LightMyRequestResponse, status: number, message: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status)
  const body = errorOf(response)
  if (typeof message === 'string') expect(body.message).toBe(message)
  else expect(body.message).toMatch(message)
  expect(response.body).not.toMatch(/stack|node_modules|select |insert |update /i)
  return body
}

describe.each(dbKinds)('admin routes (%s)', (kind) => {
  let t: TestApp
  let admin: { token: string; id: string; email: string }
  let clinician: { token: string; id: string; email: string }

  const db = () => t.database.db

  async function person(role: 'ADMIN' | 'CLINICIAN', name = 'Teste') {
    const email = uniqueEmail(role.toLowerCase())
    if (name !== 'Teste') {
      await db()
        .insert(users)
        .values({ name, email, role, passwordHash: await hashPassword(TEST_PASSWORD) })
    }
    const token = await t.signIn({ role, email })
    const [row] = await db().select().from(users).where(eq(users.email, email))
    return { token, id: row!.id, email }
  }

  const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} })
  const post = (url: string, token?: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    })
  const login = (email: string, password = TEST_PASSWORD) => bearerLogin(t, email, password)
  const me = (token: string) => get('/api/auth/me', token)

  async function invite(role: 'ADMIN' | 'CLINICIAN' = 'CLINICIAN') {
    const response = await post('/api/invite/generate', admin.token, { role })
    expect(response.statusCode).toBe(201)
    const token = response.json<{ token: string }>().token
    const [row] = await db()
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)))
    return { token, id: row!.id }
  }
  const register = (inviteToken: string, email = uniqueEmail('novo')) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nova Pessoa', email, password: NEW_PASSWORD, inviteToken },
    })

  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 100_000, authFailuresPerEmail: 1000 })
    admin = await person('ADMIN', 'Ana Administradora')
    clinician = await person('CLINICIAN', 'Carlos Clínico')
  })
  afterAll(() => t?.close())

  describe('401 and 403', () => {
    const routes: [string, string][] = [
      ['GET', '/api/users'],
      ['GET', '/api/invitations'],
      ['GET', '/api/audit'],
      ['GET', '/api/audit?userId=abc'],
      ['POST', `/api/users/${NIL_UUID}/disable`],
      ['POST', `/api/users/${NIL_UUID}/enable`],
      ['POST', `/api/invitations/${NIL_UUID}/revoke`],
    ]

    it.each(routes)('%s %s without a token: 401', async (method, url) => {
      expectError(await t.app.inject({ method: method as 'GET', url }), 401, UNAUTHORIZED)
    })

    it.each(routes)('%s %s with a forged token: 401', async (method, url) => {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: 'Bearer abc.def.ghi' },
      })
      expectError(response, 401, UNAUTHORIZED)
    })

    it.each(routes)('%s %s as a CLINICIAN: 403', async (method, url) => {
      expectError(
        await t.app.inject({ method: method as 'GET', url, headers: bearer(clinician.token) }),
        403,
        FORBIDDEN,
      )
    })

    it('a CLINICIAN cannot disable anyone, nor revoke an invitation', async () => {
      const someone = await person('CLINICIAN')
      const invitation = await invite()
      expectError(await post(`/api/users/${someone.id}/disable`, clinician.token), 403, FORBIDDEN)
      expectError(await post(`/api/users/${admin.id}/disable`, clinician.token), 403, FORBIDDEN)
      expectError(await post(`/api/invitations/${invitation.id}/revoke`, clinician.token), 403, FORBIDDEN)
      expect((await me(someone.token)).statusCode).toBe(200)
      expect((await me(admin.token)).statusCode).toBe(200)
      const [row] = await db().select().from(invitations).where(eq(invitations.id, invitation.id))
      expect(row!.revokedAt).toBeNull()
    })
  })

  describe('GET /api/users', () => {
    it('lists every account, by name, without password hashes', async () => {
      const response = await get('/api/users', admin.token)
      expect(response.statusCode).toBe(200)
      const list = response.json<UserRow[]>()
      const count = (await db().select().from(users)).length
      expect(list).toHaveLength(count)
      for (const user of list) {
        expect(Object.keys(user).sort()).toEqual([
          'createdAt',
          'disabledAt',
          'email',
          'id',
          'mfaEnabled',
          'name',
          'role',
        ])
        expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt)
      }
      expect(response.body).not.toMatch(/passwordHash|password_hash|\$argon2/)
      expect(list.find((u) => u.id === admin.id)).toMatchObject({
        name: 'Ana Administradora',
        email: admin.email,
        role: 'ADMIN',
        disabledAt: null,
      })
      expect(list.find((u) => u.id === clinician.id)).toMatchObject({
        name: 'Carlos Clínico',
        email: clinician.email,
        role: 'CLINICIAN',
        disabledAt: null,
      })
      const names = list.map((u) => u.name)
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    })
  })

  describe('disable and enable', () => {
    it('disabling revokes every live session at once and refuses the login', async () => {
      const target = await person('CLINICIAN')
      const second = (await login(target.email)).json<{ token: string }>().token
      expect((await me(target.token)).statusCode).toBe(200)
      expect((await me(second)).statusCode).toBe(200)

      const response = await post(`/api/users/${target.id}/disable`, admin.token)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true })

      // Both tokens are still validly signed and unexpired: only the server-side revocation stops them.
      expectError(await me(target.token), 401, UNAUTHORIZED)
      expectError(await me(second), 401, UNAUTHORIZED)
      expectError(await get('/api/patients', second), 401, UNAUTHORIZED)
      const live = await db().select().from(sessions).where(eq(sessions.userId, target.id))
      expect(live).toHaveLength(2)
      for (const session of live) expect(session.revokedAt).not.toBeNull()

      expectError(await login(target.email), 401, DISABLED)
      // A wrong password still reads as a wrong password: a disabled account is not confirmed to strangers.
      expectError(await login(target.email, 'not the password'), 401, 'Usuário ou senha inválidos.')

      const listed = (await get('/api/users', admin.token)).json<UserRow[]>().find((u) => u.id === target.id)
      expect(listed!.disabledAt).not.toBeNull()
      expect(Date.now() - new Date(listed!.disabledAt!).getTime()).toBeLessThan(60_000)
      // Nobody else lost their session.
      expect((await me(admin.token)).statusCode).toBe(200)
      expect((await me(clinician.token)).statusCode).toBe(200)
    })

    it('enabling lets the user log in again; the revoked sessions stay revoked', async () => {
      const target = await person('CLINICIAN')
      expect((await post(`/api/users/${target.id}/disable`, admin.token)).statusCode).toBe(200)
      expectError(await login(target.email), 401, DISABLED)

      const response = await post(`/api/users/${target.id}/enable`, admin.token)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true })
      const listed = (await get('/api/users', admin.token)).json<UserRow[]>().find((u) => u.id === target.id)
      expect(listed!.disabledAt).toBeNull()

      const again = await login(target.email)
      expect(again.statusCode).toBe(200)
      expect((await me(again.json<{ token: string }>().token)).statusCode).toBe(200)
      expectError(await me(target.token), 401, UNAUTHORIZED)
    })

    it('enabling an active user changes nothing', async () => {
      const target = await person('CLINICIAN')
      expect((await post(`/api/users/${target.id}/enable`, admin.token)).statusCode).toBe(200)
      expect((await me(target.token)).statusCode).toBe(200)
    })

    it('an administrator can disable another administrator', async () => {
      const other = await person('ADMIN')
      expect((await post(`/api/users/${other.id}/disable`, admin.token)).statusCode).toBe(200)
      expectError(await me(other.token), 401, UNAUTHORIZED)
      expectError(await get('/api/users', other.token), 401, UNAUTHORIZED)
      expect((await post(`/api/users/${other.id}/enable`, admin.token)).statusCode).toBe(200)
    })

    it('an administrator cannot disable themselves', async () => {
      expectError(
        await post(`/api/users/${admin.id}/disable`, admin.token),
        400,
        'Você não pode desativar a sua própria conta.',
      )
      expect((await me(admin.token)).statusCode).toBe(200)
      const [row] = await db().select().from(users).where(eq(users.id, admin.id))
      expect(row!.disabledAt).toBeNull()
    })

    it.each(['disable', 'enable'])('%s: unknown and malformed ids are a Portuguese 404', async (action) => {
      for (const id of [NIL_UUID, crypto.randomUUID(), 'abc', '1', 'urn:uuid:' + NIL_UUID, '%C3%A7']) {
        expectError(await post(`/api/users/${id}/${action}`, admin.token), 404, USER_NOT_FOUND)
      }
    })
  })

  describe('invitations', () => {
    it('GET /api/invitations lists only the pending ones, newest first, without token hashes', async () => {
      const before = new Set(
        (await get('/api/invitations', admin.token)).json<InvitationRow[]>().map((i) => i.id),
      )
      const pending = await invite('CLINICIAN')
      const pendingAdmin = await invite('ADMIN')
      const used = await invite()
      expect((await register(used.token)).statusCode).toBe(201)
      const revoked = await invite()
      expect((await post(`/api/invitations/${revoked.id}/revoke`, admin.token)).statusCode).toBe(200)
      const expired = await invite()
      await db()
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(invitations.id, expired.id))
      // The first administrator's invitation (the start-up link) has no creator.
      const firstAdmin = await invitationRepository(db()).create('ADMIN', null)

      const response = await get('/api/invitations', admin.token)
      expect(response.statusCode).toBe(200)
      expect(response.body).not.toMatch(/tokenHash|token_hash/)
      for (const invitation of [pending, pendingAdmin, used, revoked, expired])
        expect(response.body).not.toContain(invitation.token)
      const list = response.json<InvitationRow[]>().filter((i) => !before.has(i.id))
      expect(list.map((i) => i.id)).toEqual([firstAdmin.id, pendingAdmin.id, pending.id])
      expect(list[0]).toMatchObject({ role: 'ADMIN', createdByName: null })
      expect(list[1]).toMatchObject({ role: 'ADMIN', createdByName: 'Ana Administradora' })
      expect(list[2]).toMatchObject({ role: 'CLINICIAN', createdByName: 'Ana Administradora' })
      for (const invitation of list) {
        expect(Object.keys(invitation).sort()).toEqual([
          'createdAt',
          'createdByName',
          'expiresAt',
          'id',
          'role',
        ])
        expect(new Date(invitation.expiresAt).getTime()).toBeGreaterThan(Date.now())
      }
    })

    it('revoking makes the invitation unusable (410) and takes it off the list', async () => {
      const invitation = await invite()
      const response = await post(`/api/invitations/${invitation.id}/revoke`, admin.token)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true })
      const listed = (await get('/api/invitations', admin.token)).json<InvitationRow[]>()
      expect(listed.map((i) => i.id)).not.toContain(invitation.id)

      const email = uniqueEmail('revogado')
      expectError(await register(invitation.token, email), 410, 'Este convite foi revogado.')
      expect(await db().select().from(users).where(eq(users.email, email))).toEqual([])
    })

    it('an invitation already revoked or used, unknown or malformed: a Portuguese 404', async () => {
      const revoked = await invite()
      expect((await post(`/api/invitations/${revoked.id}/revoke`, admin.token)).statusCode).toBe(200)
      const used = await invite()
      expect((await register(used.token)).statusCode).toBe(201)
      for (const id of [revoked.id, used.id, NIL_UUID, 'abc', '%C3%A7'])
        expectError(await post(`/api/invitations/${id}/revoke`, admin.token), 404, INVITATION_NOT_FOUND)
      // The used invitation stays used, not revoked.
      const [row] = await db().select().from(invitations).where(eq(invitations.id, used.id))
      expect(row!.revokedAt).toBeNull()
      expect(row!.usedAt).not.toBeNull()
    })
  })

  describe('GET /api/audit', () => {
    const audit = async (query: string, token = admin.token) => {
      const response = await get(`/api/audit${query ? `?${query}` : ''}`, token)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<AuditPage>()
    }

    /** Entries written straight through the app's writer, at chosen times, for one made-up patient. */
    async function entriesAt(times: string[], patientId = crypto.randomUUID()) {
      await Promise.all(
        times.map((at, i) =>
          t.app.auditWriter.append({
            at: new Date(at),
            userId: clinician.id,
            userEmail: clinician.email,
            action: 'patient.read',
            entity: 'patient',
            entityId: patientId,
            patientId,
            ip: '198.51.100.7',
            requestId: `req-${i}`,
            details: null,
          }),
        ),
      )
      return patientId
    }

    it('lists entries newest first, without the hashes', async () => {
      const page = await audit('limit=200')
      expect(page.items.length).toBeGreaterThan(0)
      const ids = page.items.map((i) => i.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      for (const item of page.items) {
        expect(Object.keys(item).sort()).toEqual([
          'action',
          'at',
          'details',
          'entity',
          'entityId',
          'entityName',
          'id',
          'ip',
          'patientId',
          'patientName',
          'requestId',
          'userEmail',
          'userId',
          'userName',
        ])
        expect(new Date(item.at).toISOString()).toBe(item.at)
      }
    })

    it('filters by user', async () => {
      const someone = await person('CLINICIAN')
      await createPatient(t, someone.token, { name: 'Paciente do filtro' })
      const page = await audit(`userId=${someone.id}`)
      expect(page.items.map((i) => i.action)).toEqual(['patient.create', 'auth.login'])
      for (const item of page.items) expect(item.userId).toBe(someone.id)
      expect(page.nextBefore).toBeNull()
      expect(await audit(`userId=${NIL_UUID}`)).toEqual({ items: [], nextBefore: null })
    })

    it('filters by patient', async () => {
      const patientId = await createPatient(t, clinician.token, { name: 'Paciente do filtro por paciente' })
      for (const url of [`/api/patients/${patientId}`, `/api/patients/${patientId}/evaluations`])
        expect((await get(url, clinician.token)).statusCode).toBe(200)
      const page = await audit(`patientId=${patientId}`)
      expect(page.items.map((i) => i.action)).toEqual(['evaluation.list', 'patient.read', 'patient.create'])
      for (const item of page.items) expect(item.patientId).toBe(patientId)
      // The user filter combines with it.
      expect((await audit(`patientId=${patientId}&userId=${admin.id}`)).items).toEqual([])
      expect((await audit(`patientId=${patientId}&userId=${clinician.id}`)).items).toHaveLength(3)
    })

    it('filters by UTC day, `to` inclusive', async () => {
      const patientId = await entriesAt([
        '2024-03-09T23:59:59.999Z',
        '2024-03-10T00:00:00.000Z',
        '2024-03-10T23:59:59.999Z',
        '2024-03-11T00:00:00.000Z',
        '2024-03-11T02:30:00.000Z',
      ])
      const times = async (query: string) =>
        (await audit(`patientId=${patientId}&${query}`)).items.map((i) => i.at).sort()
      expect(await times('from=2024-03-10&to=2024-03-10')).toEqual([
        '2024-03-10T00:00:00.000Z',
        '2024-03-10T23:59:59.999Z',
      ])
      expect(await times('from=2024-03-11')).toEqual(['2024-03-11T00:00:00.000Z', '2024-03-11T02:30:00.000Z'])
      expect(await times('to=2024-03-09')).toEqual(['2024-03-09T23:59:59.999Z'])
      expect(await times('from=2024-03-09&to=2024-03-11')).toHaveLength(5)
      expect(await times('from=2024-03-12')).toEqual([])
      expect(await times('from=2024-03-11&to=2024-03-10')).toEqual([])
    })

    it('days are UTC days even when the database session has another time zone', async () => {
      const patientId = await entriesAt([
        '2024-03-10T00:00:00.000Z',
        '2024-03-10T23:59:59.999Z',
        '2024-03-11T02:30:00.000Z', // still 10 March in São Paulo
      ])
      // The same database seen through connections whose TimeZone is São Paulo's, as on a server set up in Brazil.
      let other: { app: FastifyInstance; database: Database } | undefined
      try {
        if (kind === 'pglite') {
          await db().execute(sql`SET TIME ZONE 'America/Sao_Paulo'`)
        } else {
          const url = new URL((t.database as Database & { url: string }).url)
          url.searchParams.set('options', '-c TimeZone=America/Sao_Paulo')
          const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 })
          const config = { ...loadConfig({}), clientDir: path.join(os.tmpdir(), 'fono-test-no-client') }
          const app = await buildApp({
            config,
            database,
            jwtSecret: APP_SECRET,
            auditKey: TEST_AUDIT_KEY,
            totpKey: TEST_TOTP_KEY,
            logger: false,
          })
          other = { app, database }
        }
        const app = other?.app ?? t.app
        const zone = await (other?.database.db ?? db()).execute(sql`SELECT current_setting('TimeZone') AS tz`)
        expect(JSON.stringify(zone)).toContain('America/Sao_Paulo')
        const response = await app.inject({
          url: `/api/audit?patientId=${patientId}&from=2024-03-10&to=2024-03-10`,
          headers: bearer(admin.token),
        })
        expect(response.statusCode, response.body).toBe(200)
        expect(
          response
            .json<AuditPage>()
            .items.map((i) => i.at)
            .sort(),
        ).toEqual(['2024-03-10T00:00:00.000Z', '2024-03-10T23:59:59.999Z'])
      } finally {
        if (kind === 'pglite') await db().execute(sql`SET TIME ZONE 'UTC'`)
        await other?.app.close()
        await other?.database.close()
      }
    })

    it('paginates with before/nextBefore: every entry once, in order', async () => {
      const patientId = await entriesAt(
        Array.from({ length: 13 }, (_, i) => new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString()),
      )
      const seen: number[] = []
      const sizes: number[] = []
      let before: number | null = null
      for (let pages = 0; pages < 10; pages++) {
        const page: AuditPage = await audit(
          `patientId=${patientId}&limit=5${before ? `&before=${before}` : ''}`,
        )
        sizes.push(page.items.length)
        seen.push(...page.items.map((i) => i.id))
        if (page.nextBefore === null) break
        expect(page.nextBefore).toBe(page.items.at(-1)!.id)
        before = page.nextBefore
      }
      expect(sizes).toEqual([5, 5, 3])
      expect(new Set(seen).size).toBe(13)
      expect(seen).toEqual([...seen].sort((a, b) => b - a))
      // An exact multiple of the page size ends without an empty page.
      const exact = await audit(`patientId=${patientId}&limit=13`)
      expect(exact.items).toHaveLength(13)
      expect(exact.nextBefore).toBeNull()
    })

    it('pages through the whole log without a duplicate or a gap', async () => {
      const all = (await audit('limit=200')).items.map((i) => i.id)
      expect(all.length).toBeGreaterThan(20)
      const walked: number[] = []
      let before: number | null = null
      do {
        const page: AuditPage = await audit(`limit=7${before ? `&before=${before}` : ''}`)
        walked.push(...page.items.map((i) => i.id))
        before = page.nextBefore
      } while (before !== null)
      expect(walked.slice(0, all.length)).toEqual(all)
      expect(new Set(walked).size).toBe(walked.length)
    })

    it('without ?limit= a page holds 50 entries', async () => {
      await entriesAt(Array.from({ length: 60 }, () => new Date().toISOString()))
      const page = await audit('')
      expect(page.items).toHaveLength(50)
      expect(page.nextBefore).toBe(page.items.at(-1)!.id)
    })

    it.each([
      ['userId=abc', 'Parâmetro "userId" inválido.'],
      [`userId=${NIL_UUID.slice(1)}`, 'Parâmetro "userId" inválido.'],
      ['patientId=abc', 'Parâmetro "patientId" inválido.'],
      ['from=2024-02-30', 'Parâmetros inválidos. De: informe uma data válida (dia, mês e ano).'],
      ['from=10/03/2024', 'Parâmetros inválidos. De: informe uma data válida (dia, mês e ano).'],
      ['to=ontem', 'Parâmetros inválidos. Até: informe uma data válida (dia, mês e ano).'],
      ['before=0', /^Parâmetros inválidos\. Página: informe só o número, de 1 a \d+\.$/],
      ['before=abc', /^Parâmetros inválidos\. Página: informe só o número/],
      ['before=9007199254740992', /^Parâmetros inválidos\. Página: informe só o número/],
      ['limit=0', 'Parâmetros inválidos. Itens por página: informe só o número, de 1 a 200.'],
      ['limit=201', 'Parâmetros inválidos. Itens por página: informe só o número, de 1 a 200.'],
      ['foo=1', 'Campo(s) desconhecido(s): foo.'],
    ])('%s: 400 in Portuguese', async (query, message) => {
      expectError(await get(`/api/audit?${query}`, admin.token), 400, message)
    })
  })
})
