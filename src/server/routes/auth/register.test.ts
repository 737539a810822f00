import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { invitationRepository } from '../../repositories/invitations'
import { hashToken } from '../../auth/tokens'
import { invitations, users } from '../../db/schema'
import { bearer, createTestApp, errorOf } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { uniqueEmail } from '../../../../tests/kit/fixtures'
import { perSuite } from '../../../../tests/kit/per-suite'

const GOOD_PASSWORD = 'uma senha boa 42'
const INVITE_USED = 'Este convite já foi usado.'
const EMAIL_TAKEN = 'Este e-mail já está cadastrado.'

describe.each(dbKinds)('POST /api/auth/register (%s)', (kind) => {
  // Rate limits have their own tests (login.test.ts); here they would only get in the way.
  const t = perSuite(() => createTestApp(kind, { authAttemptsPerIp: 1000 }))
  let adminToken: string
  beforeAll(async () => {
    adminToken = await t.signIn({ role: 'ADMIN' })
  })

  /** An invitation made the way an administrator makes one: through the API. */
  async function invite(role?: 'ADMIN' | 'CLINICIAN'): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invite/generate',
      headers: bearer(adminToken),
      payload: role ? { role } : {},
    })
    expect(response.statusCode).toBe(201)
    return (response.json() as { token: string }).token
  }

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload })

  const valid = async (overrides: Record<string, unknown> = {}) => ({
    name: 'Maria Souza',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    inviteToken: await invite(),
    ...overrides,
  })

  /** `payload` refused with a 400 of this message, naming these fields. */
  async function refuses(payload: Record<string, unknown>, message: string, details: string[]) {
    const response = await register(payload)
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toMatchObject({ message, details })
  }
  /** A registration with these fields refused with a 400 of this message, naming these fields. */
  const refused = async (overrides: Record<string, unknown>, message: string, details: string[]) =>
    refuses(await valid(overrides), message, details)

  const invitationRow = async (token: string) => {
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)))
    return row!
  }

  const userCount = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email))).length

  describe('400: invalid body', () => {
    it('missing field names it', async () => {
      const { inviteToken, email, password } = await valid()
      const response = await register({ email, password, inviteToken })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.message).toBe('Dados inválidos. Nome: preencha este campo.')
      expect(body.details).toEqual(['name'])
    })

    it('unknown field is refused, not dropped (and the invitation is left alone)', async () => {
      const payload = await valid({ role: 'ADMIN' })
      await refuses(payload, 'Campo(s) desconhecido(s): role.', ['role'])
      expect((await invitationRow(payload.inviteToken as string)).usedAt).toBeNull()
    })

    it('blank name', () => refused({ name: '   ' }, 'Informe o nome.', ['name']))

    it('bad e-mail format', async () => {
      const response = await register(await valid({ email: 'maria@' }))
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).details).toEqual(['email'])
    })
  })

  describe('400: password rules', () => {
    it('shorter than 8 characters', async () => {
      const payload = await valid({ password: 'Ab3$xyz' })
      await refuses(payload, 'A senha deve ter pelo menos 8 caracteres.', ['password'])
      // A refused password does not use up the invitation.
      expect((await invitationRow(payload.inviteToken as string)).usedAt).toBeNull()
      expect(await userCount(payload.email as string)).toBe(0)
    })

    it('exactly 8 characters is enough', async () => {
      const response = await register(await valid({ password: 'Qz7#kP2m' }))
      expect(response.statusCode).toBe(201)
    })

    it('longer than 128 characters', () =>
      refused({ password: 'k9'.repeat(64) + 'x' }, 'A senha deve ter no máximo 128 caracteres.', [
        'password',
      ]))

    it.each(['password123', 'senha123', 'SENHA123'])('common password %s', (password) =>
      refused({ password }, 'Essa senha é muito comum. Escolha outra.', ['password']),
    )

    it('equal to the e-mail', () => {
      const email = uniqueEmail('same')
      return refused({ email, password: email.toUpperCase() }, 'A senha não pode ser igual ao e-mail.', [
        'password',
      ])
    })

    it("equal to the e-mail's local part", async () => {
      const response = await register(
        await valid({ email: 'fonoaudiologa.ana@example.com', password: 'fonoaudiologa.ana' }),
      )
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).message).toBe('A senha não pode ser igual ao e-mail.')
    })
  })

  describe('400/409/410: invitation problems', () => {
    it('the invitation is checked first: nobody without one makes the server check or hash a password', async () => {
      const response = await register(await valid({ inviteToken: 'never-issued', password: 'curta' }))
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).details).toEqual(['inviteToken'])
    })

    it('400 unknown invitation token', () =>
      refused({ inviteToken: 'this-token-was-never-issued' }, 'Convite inválido. Confira o token recebido.', [
        'inviteToken',
      ]))

    it('409 invitation already used', async () => {
      const inviteToken = await invite()
      const first = await register(await valid({ inviteToken }))
      expect(first.statusCode).toBe(201)
      const secondEmail = uniqueEmail('second')
      const second = await register(await valid({ inviteToken, email: secondEmail }))
      expect(second.statusCode).toBe(409)
      const body = errorOf(second)
      expect(body.message).toBe(INVITE_USED)
      expect(body.details).toEqual(['inviteToken'])
      expect(await userCount(secondEmail)).toBe(0)
    })

    it('410 expired invitation', async () => {
      const inviteToken = await invite()
      await t.database.db
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(invitations.tokenHash, hashToken(inviteToken)))
      const payload = await valid({ inviteToken })
      const response = await register(payload)
      expect(response.statusCode).toBe(410)
      const body = errorOf(response)
      expect(body.error).toBe('Gone')
      expect(body.message).toBe('Este convite expirou. Peça um novo ao administrador.')
      expect(body.details).toEqual(['inviteToken'])
      expect(await userCount(payload.email as string)).toBe(0)
    })

    it('410 revoked invitation', async () => {
      const inviteToken = await invite()
      await t.database.db
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(eq(invitations.tokenHash, hashToken(inviteToken)))
      const response = await register(await valid({ inviteToken }))
      expect(response.statusCode).toBe(410)
      expect(errorOf(response).message).toBe('Este convite foi revogado.')
    })
  })

  describe('409: e-mail already registered', () => {
    it('is refused, and the invitation is not consumed', async () => {
      const email = uniqueEmail('taken')
      await t.signIn({ email })
      const inviteToken = await invite()

      const response = await register(await valid({ inviteToken, email }))
      expect(response.statusCode).toBe(409)
      const body = errorOf(response)
      expect(body.error).toBe('Conflict')
      expect(body.message).toBe(EMAIL_TAKEN)
      expect((await invitationRow(inviteToken)).usedAt).toBeNull()

      // Whatever the case of the e-mail.
      const upper = await register(await valid({ inviteToken, email: email.toUpperCase() }))
      expect(upper.statusCode).toBe(409)
      expect(errorOf(upper).message).toBe(EMAIL_TAKEN)

      // The same invitation still works for a new e-mail.
      const retry = await register(await valid({ inviteToken }))
      expect(retry.statusCode).toBe(201)
      expect((await invitationRow(inviteToken)).usedAt).not.toBeNull()
    })
  })

  describe('happy path', () => {
    it('creates the user: e-mail lower-case, role CLINICIAN, no password hash in the answer', async () => {
      const inviteToken = await invite()
      const email = uniqueEmail('Nova.Pessoa').replace('example.com', 'Example.COM')
      const response = await register({ name: '  Ana Lima  ', email, password: GOOD_PASSWORD, inviteToken })
      expect(response.statusCode).toBe(201)
      const body = response.json() as Record<string, unknown>
      expect(Object.keys(body).sort()).toEqual(['email', 'id', 'name', 'role'])
      expect(body).toMatchObject({ name: 'Ana Lima', email: email.toLowerCase(), role: 'CLINICIAN' })
      expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(response.body).not.toMatch(/passwordHash|password_hash|argon2/)

      const [row] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.id, body.id as string))
      expect(row!.email).toBe(email.toLowerCase())
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
      expect(row!.passwordHash).not.toContain(GOOD_PASSWORD)
      expect((await invitationRow(inviteToken)).usedAt).toBeInstanceOf(Date)

      // The new account can sign in, with the e-mail in any case.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: GOOD_PASSWORD },
      })
      expect(login.statusCode).toBe(200)
    })

    it('the role comes from the invitation: an ADMIN invitation makes an ADMIN', async () => {
      const response = await register(await valid({ inviteToken: await invite('ADMIN') }))
      expect(response.statusCode).toBe(201)
      expect((response.json() as { role: string }).role).toBe('ADMIN')
    })

    it('works with an invitation made by createInvitation', async () => {
      const { token } = await invitationRepository(t.database.db).create('CLINICIAN', null)
      const response = await register(await valid({ inviteToken: token }))
      expect(response.statusCode).toBe(201)
      expect((response.json() as { role: string }).role).toBe('CLINICIAN')
    })

    it('two concurrent registrations with one invitation: exactly one wins', async () => {
      const inviteToken = await invite()
      const emails = [uniqueEmail('race-a'), uniqueEmail('race-b')]
      const responses = await Promise.all(
        emails.map((email) => register({ name: 'Corrida', email, password: GOOD_PASSWORD, inviteToken })),
      )
      const statuses = responses.map((r) => r.statusCode).sort()
      expect(statuses).toEqual([201, 409])
      for (const loser of responses.filter((r) => r.statusCode !== 201)) {
        expect(errorOf(loser).message).toBe(INVITE_USED)
      }
      const created = await Promise.all(emails.map(userCount))
      expect(created.reduce((a, b) => a + b, 0)).toBe(1)
    })
  })
})
