// 'Minha conta' → 'Chaves de acesso': adding (a WebAuthn registration made by a software authenticator), listing,
// renaming and removing one's own passkeys, and a passkey as the second factor MFA_REQUIRED asks for.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '../../../../tests/kit/fixtures'
import { perSuite } from '../../../../tests/kit/per-suite'
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server'
import { auditLog, passkeys } from '../../db/schema'
import { bearer, createTestApp, errorOf, TEST_PASSWORD } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { SoftAuthenticator } from '../../../../tests/kit/soft-authenticator'
import { addPasskey } from '../../../../tests/kit/passkeys'

export const ORIGIN = 'https://fono.clinica.test'
const ENROL_FIRST = 'Ative a verificação em duas etapas em Minha conta para continuar.'

describe.each(dbKinds)("'Minha conta': passkeys (%s)", (kind) => {
  const t = perSuite(() =>
    createTestApp(kind, { mfaRequired: 'all', publicOrigin: ORIGIN, authAttemptsPerIp: 100_000 }),
  )

  const inject = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: bearer(token) })

  /** A passkey made by `device` for the session `token`: the API's answer. */
  const add = (token: string, device: SoftAuthenticator, name?: string, origin?: string) =>
    addPasskey(t, token, device, name, origin)

  /** A signed-in account that must have a second factor and enrolled one passkey. */
  async function withPasskey() {
    const email = uniqueEmail('pk')
    const token = await t.signIn({ email })
    const device = new SoftAuthenticator(ORIGIN)
    const added = await add(token, device)
    expect(added.statusCode).toBe(201)
    return { email, token, device, passkey: added.json<{ id: string }>() }
  }

  it('enrols with a passkey: the session that must enrol may then do the rest; the next login asks for it', async () => {
    const email = uniqueEmail('enrol')
    const token = await t.signIn({ email })
    expect((await inject('GET', '/api/patients', token)).statusCode).toBe(403)
    expect(errorOf(await inject('GET', '/api/patients', token)).message).toBe(ENROL_FIRST)

    const added = await add(token, new SoftAuthenticator(ORIGIN), '  Celular  ')
    expect(added.statusCode).toBe(201)
    const item = added.json<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>()
    expect(item).toMatchObject({ name: 'Celular', lastUsedAt: null })
    expect((await inject('GET', '/api/patients', token)).statusCode).toBe(200)
    expect((await inject('GET', '/api/auth/me', token)).json()).toMatchObject({ mfaEnabled: true })

    const list = await inject('GET', '/api/account/passkeys', token)
    expect(list.json()).toEqual([item])
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, item.id))
    expect(entries.map((e) => e.action)).toEqual(['passkey.added'])

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    })
    expect(login.json()).toMatchObject({ mfaRequired: true, totp: false, passkey: true })
  })

  it('refuses an answer made for another origin, a challenge used twice and a nameless passkey', async () => {
    const { token } = await withPasskey()
    const device = new SoftAuthenticator(ORIGIN)
    const phished = await add(token, device, 'Celular', 'https://fono-clinica.example')
    expect(phished.statusCode).toBe(400)
    expect(errorOf(phished).message).toBe('A chave de acesso não foi aceita. Tente adicioná-la de novo.')

    const options = (
      await inject('POST', '/api/account/passkeys/options', token)
    ).json<PublicKeyCredentialCreationOptionsJSON>()
    const credential = device.register(options)
    const nameless = await inject('POST', '/api/account/passkeys', token, { name: '   ', credential })
    expect(nameless.statusCode).toBe(400)
    expect(errorOf(nameless).message).toBe('Dê um nome à chave de acesso, como “Celular” ou “Notebook”.')
    expect((await inject('POST', '/api/account/passkeys', token, { name: 'A', credential })).statusCode).toBe(
      201,
    )
    const again = await inject('POST', '/api/account/passkeys', token, { name: 'B', credential })
    expect(again.statusCode).toBe(400)

    const garbage = await inject('POST', '/api/account/passkeys', token, { name: 'C', credential: { id: 1 } })
    expect(garbage.statusCode).toBe(400)
    expect(errorOf(garbage).message).not.toMatch(/credential|[A-Z]{2,}/)
  })

  it('a challenge is bound to its account: another account cannot use it', async () => {
    const a = await withPasskey()
    const b = await withPasskey()
    const options = (
      await inject('POST', '/api/account/passkeys/options', a.token)
    ).json<PublicKeyCredentialCreationOptionsJSON>()
    const stolen = await inject('POST', '/api/account/passkeys', b.token, {
      name: 'Outro',
      credential: new SoftAuthenticator(ORIGIN).register(options),
    })
    expect(stolen.statusCode).toBe(400)
  })

  it("renames and removes one's own passkeys, not another's; the last factor stays while one is required", async () => {
    const { token, device, passkey } = await withPasskey()
    const other = await withPasskey()

    const renamed = await inject('PATCH', `/api/account/passkeys/${passkey.id}`, token, { name: 'Notebook' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'Notebook' })
    const foreign = await inject('PATCH', `/api/account/passkeys/${other.passkey.id}`, token, { name: 'Meu' })
    expect(foreign.statusCode).toBe(404)
    expect(errorOf(foreign).message).toBe('Chave de acesso não encontrada.')
    expect((await inject('DELETE', `/api/account/passkeys/${other.passkey.id}`, token)).statusCode).toBe(404)
    expect((await inject('DELETE', '/api/account/passkeys/not-a-uuid', token)).statusCode).toBe(404)

    const last = await inject('DELETE', `/api/account/passkeys/${passkey.id}`, token)
    expect(last.statusCode).toBe(409)
    expect(errorOf(last).message).toContain('única verificação em duas etapas')

    const second = await add(token, device, 'Celular')
    expect(second.statusCode).toBe(201)
    expect((await inject('DELETE', `/api/account/passkeys/${passkey.id}`, token)).statusCode).toBe(204)
    const left = await inject('GET', '/api/account/passkeys', token)
    expect(left.json<{ name: string }[]>().map((p) => p.name)).toEqual(['Celular'])
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, passkey.id))
    expect(entries.map((e) => e.action)).toEqual(['passkey.added', 'passkey.renamed', 'passkey.removed'])
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkey.id))).toEqual([])
  })
})

describe.each(dbKinds)('passkeys when no second factor is required (%s)', (kind) => {
  const t = perSuite(() => createTestApp(kind, { mfaRequired: 'none', publicOrigin: ORIGIN }))

  it('the last passkey may be removed', async () => {
    const token = await t.signIn({ email: uniqueEmail('free') })
    const added = await addPasskey(t, token, new SoftAuthenticator(ORIGIN), 'Chave')
    const { id } = added.json<{ id: string }>()
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${id}`,
      headers: bearer(token),
    })
    expect(removed.statusCode).toBe(204)
  })
})
