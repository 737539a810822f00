import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitations, users } from '../../db/schema'
import { bearer, createTestApp, errorOf, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

const GENERATE = '/api/invite/generate'

describe.each(dbKinds)('POST /api/invite/generate (%s)', (kind) => {
  let t: TestApp
  let adminToken: string
  let clinicianToken: string
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 1000 })
    adminToken = await t.signIn({ role: 'ADMIN' })
    clinicianToken = await t.signIn({ role: 'CLINICIAN' })
  })
  afterAll(() => t?.close())

  const generate = (token: string | null, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  const invitationCount = async () => (await t.database.db.select().from(invitations)).length

  describe('401/403/400', () => {
    it('401 without a token', async () => {
      const before = await invitationCount()
      const response = await generate(null, {})
      expect(response.statusCode).toBe(401)
      expect(errorOf(response).message).toBe('Sessão inválida ou expirada. Entre novamente.')
      expect(await invitationCount()).toBe(before)
    })

    it('403 as a CLINICIAN, body or not', async () => {
      const before = await invitationCount()
      for (const payload of [undefined, {}, { role: 'ADMIN' }]) {
        const response = await generate(clinicianToken, payload)
        expect(response.statusCode).toBe(403)
        const body = errorOf(response)
        expect(body.error).toBe('Forbidden')
        expect(body.message).toBe('Você não tem permissão para esta ação.')
        expect(response.body).not.toContain('token')
      }
      expect(await invitationCount()).toBe(before)
    })

    it('400 unknown field', async () => {
      const response = await generate(adminToken, { role: 'CLINICIAN', expiresInHours: 999 })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.message).toBe('Campo(s) desconhecido(s): expiresInHours.')
      expect(body.details).toEqual(['expiresInHours'])
    })

    it.each([['SUPERUSER'], ['admin'], [1]])('400 bad role %s', async (role) => {
      const before = await invitationCount()
      const response = await generate(adminToken, { role })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.message).toBe('Dados inválidos. Perfil: escolha uma das opções.')
      expect(body.details).toEqual(['role'])
      expect(await invitationCount()).toBe(before)
    })

    it('400 when the body is not an object', async () => {
      const response = await generate(adminToken, ['ADMIN'])
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).message).toBe('Dados inválidos. Corpo da requisição: envie um objeto JSON.')
    })
  })

  describe('201 as ADMIN', () => {
    const base64url43 = /^[A-Za-z0-9_-]{43}$/

    it.each([
      ['no body at all', undefined, 'CLINICIAN'],
      ['{}', {}, 'CLINICIAN'],
      ["{role: 'CLINICIAN'}", { role: 'CLINICIAN' }, 'CLINICIAN'],
      ["{role: 'ADMIN'}", { role: 'ADMIN' }, 'ADMIN'],
    ])('with %s', async (_label, payload, role) => {
      const before = Date.now()
      const response = await generate(adminToken, payload)
      expect(response.statusCode).toBe(201)
      const body = response.json() as { token: string; expiresAt: string; role: string }
      expect(Object.keys(body).sort()).toEqual(['expiresAt', 'role', 'token'])
      expect(body.token).toMatch(base64url43)
      expect(Buffer.from(body.token, 'base64url')).toHaveLength(32)
      expect(body.role).toBe(role)
      const hoursAhead = (Date.parse(body.expiresAt) - before) / 3600_000
      expect(hoursAhead).toBeGreaterThan(71.99)
      expect(hoursAhead).toBeLessThan(72.01)

      // Stored as its SHA-256 only, with the role asked for and the admin who made it.
      const hash = crypto.createHash('sha256').update(body.token).digest('hex')
      const [row] = await t.database.db.select().from(invitations).where(eq(invitations.tokenHash, hash))
      expect(row).toBeDefined()
      expect(row!.role).toBe(role)
      expect(row!.usedAt).toBeNull()
      expect(row!.revokedAt).toBeNull()
      const [admin] = await t.database.db.select().from(users).where(eq(users.id, row!.createdBy!))
      expect(admin!.role).toBe('ADMIN')
    })

    it('each call gives a different token', async () => {
      const tokens = new Set<string>()
      for (let i = 0; i < 3; i++) {
        const response = await generate(adminToken)
        expect(response.statusCode).toBe(201)
        tokens.add((response.json() as { token: string }).token)
      }
      expect(tokens.size).toBe(3)
    })

    it('the database stores only the SHA-256 hash: no row contains the token itself', async () => {
      const response = await generate(adminToken, { role: 'ADMIN' })
      expect(response.statusCode).toBe(201)
      const { token } = response.json() as { token: string }
      const rows = await t.database.db.select().from(invitations)
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect(JSON.stringify(row)).not.toContain(token)
        expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/)
      }
      const hash = crypto.createHash('sha256').update(token).digest('hex')
      expect(rows.filter((row) => row.tokenHash === hash)).toHaveLength(1)
    })

    it('the invitation it gives can be used to register', async () => {
      const response = await generate(adminToken)
      const { token } = response.json() as { token: string }
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Convidada',
          email: `invited-${Date.now()}@example.com`,
          password: 'uma senha boa 42',
          inviteToken: token,
        },
      })
      expect(registered.statusCode).toBe(201)
      expect((registered.json() as { role: string }).role).toBe('CLINICIAN')
    })
  })
})
