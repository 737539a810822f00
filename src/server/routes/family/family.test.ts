// The family's door: a link opens only with the child's birth date (throttled per link and per network), its session
// reaches the family's routes and nothing else, saves are checked by the wizard's validators, the answers are sent
// once, and expired, revoked or unknown links say nothing of the patient.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { perSuite } from '../../../../tests/kit/per-suite'
import { auditLog, familyLinks } from '../../db/schema'
import { createTestApp, errorOf } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { createPatient, fullPatient } from '../../../../tests/kit/api-fixtures'
import {
  familySessionOf,
  makeFamilyLink,
  openedFamilyLink,
  openFamilyLink,
  type FamilySessionHeaders,
} from '../../../../tests/kit/family'
import { FAMILY_LOCK_MINUTES, FAMILY_MAX_FAILURES, SENT } from '.'

const BIRTH_DATE = fullPatient().birthDate
const SECRET_ANSWER = 'Dormia com a avó Quitéria'
const UNKNOWN =
  'Link não encontrado. Confira se o endereço foi copiado inteiro ou peça um novo link à clínica.'
const GONE = 'Este link não vale mais (expirou ou foi cancelado). Peça um novo link à clínica.'

describe.each(dbKinds)('family door (%s)', (kind) => {
  const t = perSuite(() => createTestApp(kind, { clinicName: 'Clínica Sorriso' }))
  let token: string
  let patientId: string

  beforeAll(async () => {
    token = await t.signIn()
    patientId = await createPatient(t, token, fullPatient())
  })

  const form = (session: Partial<FamilySessionHeaders>) =>
    t.app.inject({ url: '/api/family/form', headers: session })
  const save = (session: Partial<FamilySessionHeaders>, answers: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/family/answers', headers: session, payload: { answers } })
  const submit = (session: Partial<FamilySessionHeaders>) =>
    t.app.inject({ method: 'POST', url: '/api/family/submit', headers: session })
  const entries = async (linkId: string) => {
    await t.app.auditWriter.idle()
    return t.database.db.select().from(auditLog).where(eq(auditLog.entityId, linkId)).orderBy(auditLog.id)
  }

  it('opens with the birth date: a short-lived cookie for /api/family only, and a form naming the child alone', async () => {
    const link = await makeFamilyLink(t, token, patientId)
    const opened = await openFamilyLink(t, link.token, BIRTH_DATE)
    const cookie = opened.cookies.find((c) => c.name === 'family')!
    expect(cookie).toMatchObject({ path: '/api/family', httpOnly: true, sameSite: 'Strict', maxAge: 1800 })
    const session = familySessionOf(opened)

    const read = await form(session)
    expect(read.statusCode).toBe(200)
    const body = read.json()
    expect(body).toMatchObject({
      childFirstName: 'Helena',
      clinicName: 'Clínica Sorriso',
      status: 'aberto',
      answers: {},
      csrfToken: session['x-csrf-token'],
    })
    expect(body.steps.map((s: { slug: string }) => s.slug)).toEqual(link.steps)
    // Nothing else of the patient: no surname, no birth date, no parents.
    expect(read.body).not.toContain('Ávila')
    expect(read.body).not.toContain(BIRTH_DATE)
    expect((await entries(link.id)).map((e) => e.action)).toContain('family_link.open')
    const [row] = await t.database.db.select().from(familyLinks).where(eq(familyLinks.id, link.id))
    expect(row!.openedAt).toBeInstanceOf(Date)
  })

  it('a wrong birth date is a 403 in Portuguese; after five the link is locked for 15 minutes', async () => {
    const link = await makeFamilyLink(t, token, patientId)
    const other = await makeFamilyLink(t, token, patientId)
    for (let i = 0; i < FAMILY_MAX_FAILURES; i++) {
      const refused = await openFamilyLink(t, link.token, '2019-07-15')
      expect(refused.statusCode).toBe(403)
      expect(errorOf(refused).message).toBe('A data de nascimento não confere. Confira e tente novamente.')
      expect(refused.cookies).toEqual([])
    }
    // Even the right date waits now.
    const locked = await openFamilyLink(t, link.token, BIRTH_DATE)
    expect(locked.statusCode).toBe(429)
    expect(errorOf(locked).message).toBe(
      `Muitas tentativas com a data de nascimento errada. Tente novamente em ${FAMILY_LOCK_MINUTES} minutos.`,
    )
    const refusals = (await entries(link.id)).filter((e) => e.action === 'family_link.refused')
    expect(refusals).toHaveLength(FAMILY_MAX_FAILURES)
    // The lock is the link's own.
    expect((await openFamilyLink(t, other.token, BIRTH_DATE)).statusCode).toBe(200)
    // Once it ends, the right date opens it.
    await t.database.db
      .update(familyLinks)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(familyLinks.id, link.id))
    expect((await openFamilyLink(t, link.token, BIRTH_DATE)).statusCode).toBe(200)
  })

  it('unknown, expired and revoked links: a Portuguese 4xx that names no patient', async () => {
    const unknown = await openFamilyLink(t, 'x'.repeat(43), BIRTH_DATE)
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown).message).toBe(UNKNOWN)

    const expired = await makeFamilyLink(t, token, patientId)
    await t.database.db
      .update(familyLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(familyLinks.id, expired.id))
    const late = await openFamilyLink(t, expired.token, BIRTH_DATE)
    expect(late.statusCode).toBe(410)
    expect(errorOf(late).message).toBe(GONE)

    const revoked = await makeFamilyLink(t, token, patientId)
    const session = await openedFamilyLink(t, revoked.token, BIRTH_DATE)
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/family-links/${revoked.id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(revoke.statusCode).toBe(204)
    for (const response of [
      await openFamilyLink(t, revoked.token, BIRTH_DATE),
      await form(session),
      await save(session, { sleep: { normal: true } }),
    ]) {
      expect(response.statusCode).toBe(410)
      expect(errorOf(response).message).toBe(GONE)
      expect(response.body).not.toContain('Helena')
    }
    expect((await entries(revoked.id)).map((e) => e.action)).toContain('family_link.revoke')
  })

  it('saves partial answers checked by the wizard validators, then sends them once', async () => {
    const link = await makeFamilyLink(t, token, patientId, { steps: ['sono', 'nutricao'] })
    const session = await openedFamilyLink(t, link.token, BIRTH_DATE)

    const wrongType = await save(session, { sleep: { normal: 'sim' } })
    expect(wrongType.statusCode).toBe(400)
    // The wizard's own words for the question, as its step's schema gives them.
    expect(errorOf(wrongType)).toMatchObject({
      message: 'Dados inválidos. Sono — Tem sono tranquilo: escolha Sim ou Não.',
      details: ['answers.sleep.normal'],
    })
    const unknownField = await save(session, { sleep: { dreams: true } })
    expect(unknownField.statusCode).toBe(400)
    expect(errorOf(unknownField).message).toBe('Campo(s) desconhecido(s): answers.sleep.dreams.')
    const notInLink = await save(session, { gestation: {} })
    expect(notInLink.statusCode).toBe(400)
    expect(errorOf(notInLink).message).toBe(
      'Essa parte do questionário não foi enviada para a família responder.',
    )
    const noCsrf = await save({ cookie: session.cookie }, { sleep: { normal: true } })
    expect(noCsrf.statusCode).toBe(403)
    expect(errorOf(noCsrf).message).toBe(
      'Pedido recusado por segurança. Recarregue a página e tente novamente.',
    )
    const empty = await submit(session)
    expect(empty.statusCode).toBe(400)
    expect(errorOf(empty).message).toBe('Responda pelo menos uma pergunta antes de enviar.')

    const answers = { sleep: { normal: true, asBabySharedWith: SECRET_ANSWER } }
    const saved = await save(session, answers)
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await form(session)).json().answers).toEqual(answers)

    const sent = await submit(session)
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ sentAt: expect.any(String) })
    const after = await form(session)
    expect(after.json()).toMatchObject({ status: 'enviado', answers: {} })
    for (const again of [
      await submit(session),
      await save(session, answers),
      await openFamilyLink(t, link.token, BIRTH_DATE),
    ]) {
      expect(again.statusCode).toBe(410)
      expect(errorOf(again).message).toBe(SENT)
    }
    // Audited as created, opened, saved, sent; never with an answer.
    const trail = await entries(link.id)
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'family_link.create',
        'family_link.open',
        'family_link.save',
        'family_link.submit',
      ]),
    )
    expect(JSON.stringify(trail)).not.toContain(SECRET_ANSWER)
  })

  it('bad input on the family routes: a Portuguese 4xx, never a 5xx', async () => {
    const link = await makeFamilyLink(t, token, patientId)
    const session = await openedFamilyLink(t, link.token, BIRTH_DATE)
    const json = { 'content-type': 'application/json' }
    const cases = [
      t.app.inject({ method: 'POST', url: '/api/family/open', headers: json, payload: '{"token":' }),
      t.app.inject({
        method: 'POST',
        url: '/api/family/open',
        payload: { token: 'a\u0000b', birthDate: BIRTH_DATE },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/family/open',
        payload: { token: 'x'.repeat(201), birthDate: BIRTH_DATE },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/family/open',
        payload: { token: link.token, birthDate: '0000-01-01' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/family/open',
        payload: { token: link.token, birthDate: '14/07/2019' },
      }),
      t.app.inject({ method: 'POST', url: '/api/family/open', payload: [link.token] }),
      save(session, null),
      save(session, []),
      save(session, { sleep: { observations: 'a\u0000b' } }),
      save(session, { sleep: { observations: 'x'.repeat(300 * 1024) } }),
      save(session, { sleep: JSON.parse('{"__proto__":{"x":1}}') }),
      t.app.inject({
        method: 'PUT',
        url: '/api/family/answers',
        headers: { ...session, ...json },
        payload: `{"answers":${'['.repeat(100)}${']'.repeat(100)}}`,
      }),
    ]
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, response.body).toBeLessThan(500)
      expect(errorOf(response).message).toMatch(/[a-zà-ú]/)
    }
    expect((await form(session)).json().answers).toEqual({})
  })

  it('the family session is refused without its cookie, and a clinician session opens no family route', async () => {
    expect((await form({})).statusCode).toBe(401)
    const asClinician = await t.app.inject({
      url: '/api/family/form',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(asClinician.statusCode).toBe(401)
    expect(errorOf(asClinician).message).toBe(
      'Sua sessão terminou. Abra o link de novo e confirme a data de nascimento.',
    )
    const forged = await form({ cookie: 'family=00000000-0000-0000-0000-000000000000.n.99999999999999.sig' })
    expect(forged.statusCode).toBe(401)
  })
})

describe.each(dbKinds)('family door per network (%s)', (kind) => {
  const t = perSuite(() => createTestApp(kind, { familyOpensPerMinute: 3 }))

  it('FAMILY_OPENS_PER_MINUTE attempts per network, then a 429 in Portuguese', async () => {
    for (let i = 0; i < 3; i++)
      expect((await openFamilyLink(t, `token-${i}`, BIRTH_DATE)).statusCode).toBe(404)
    const limited = await openFamilyLink(t, 'token-x', BIRTH_DATE)
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited).message).toBe(
      'Muitas tentativas de abrir links desta rede. Aguarde um minuto e tente novamente.',
    )
  })
})
