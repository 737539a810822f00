// A password made of the person's own name or e-mail is refused on every route that sets one: registration, the
// change in 'Minha conta' and the reset link. Each route passes the person to the rule (passwords.ts); this proves
// they do, and that the sentence a clinician reads is the Portuguese one.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { perSuite } from '../../../../tests/kit/per-suite'
import { users } from '../../db/schema'
import { bearer, createTestApp, errorOf, TEST_PASSWORD } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

const PERSONAL = 'A senha não pode ser o seu nome nem parte do seu e-mail.'

let seq = 0
const unique = () => `${++seq}-${Date.now()}`

describe.each(dbKinds)("passwords made of the user's name or e-mail, through the routes (%s)", (kind) => {
  const t = perSuite(() => createTestApp(kind, { authAttemptsPerIp: 100_000 }))
  let admin: string
  beforeAll(async () => {
    admin = await t.signIn({ role: 'ADMIN' })
  })

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} })

  it.each([
    [
      'the name (accents and digits around it change nothing)',
      'Maria Brandãozinho',
      'Brandaozinho2024!',
      'uma senha boa 42',
    ],
    [
      'the name\'s words joined ("BiaClinica2026" for Bia Clinica)',
      'Bia Clinica',
      'BiaClinica2026',
      'Bia no consultório 26',
    ],
  ])('registration refuses %s; another password is taken', async (_, name, password, another) => {
    const invite = await post('/api/invite/generate', {}, admin)
    const payload = {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}.${unique()}@example.com`,
      password,
      inviteToken: invite.json<{ token: string }>().token,
    }
    const refused = await post('/api/auth/register', payload)
    expect(errorOf(refused)).toMatchObject({ statusCode: 400, message: PERSONAL, details: ['password'] })
    expect((await post('/api/auth/register', { ...payload, password: another })).statusCode).toBe(201)
  })

  it("the change in 'Minha conta' refuses a part of the e-mail, even with digits glued to it there", async () => {
    const token = await t.signIn({ email: `fono.quiteria7.${unique()}@example.com` })
    const change = (newPassword: string) =>
      post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword }, token)
    const refused = await change('quiteria2024')
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused)).toMatchObject({ message: PERSONAL, details: ['newPassword'] })
    expect((await change('outra senha muito boa 7')).statusCode).toBe(204)
  })

  it("the reset link refuses the e-mail's domain name", async () => {
    const email = `ana.${unique()}@clinicapetrolina.com.br`
    await t.signIn({ email })
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    const issued = await post(`/api/users/${user!.id}/reset-link`, {}, admin)
    const { token } = issued.json<{ token: string }>()
    const refused = await post('/api/auth/reset', { token, password: 'ClinicaPetrolina' })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused)).toMatchObject({ message: PERSONAL, details: ['password'] })
    // A refused password leaves the link usable.
    expect((await post('/api/auth/reset', { token, password: 'uma senha nova e longa 9' })).statusCode).toBe(
      204,
    )
  })
})
