// The clinician's side of family links: made for the questionnaire's family steps with the token stored hashed,
// listed with their status, pending once sent, read to pre-fill the wizard, revoked; an evaluation made from them
// reviews the link once and keeps who gave each answer. The family's session opens none of these routes, nor any
// other outside /api/family.
import crypto from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clinicianApp } from '../../../../tests/kit/per-suite'
import { familyLinks } from '../../db/schema'
import { loadQuestionnaire } from '../../questionnaire'
import { bearer, errorOf } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { createPatient, fullPatient, NIL_UUID } from '../../../../tests/kit/api-fixtures'
import { exportFiles } from '../../../../tests/kit/export-file'
import { makeFamilyLink, openedFamilyLink, type FamilySessionHeaders } from '../../../../tests/kit/family'
import { routes } from '../../../shared/contract/routes'
import { formatDateTimeIn } from '../../../shared/dates'

const wizard = loadQuestionnaire().wizard
const FAMILY_STEPS = wizard.steps.filter((s) => s.answeredBy === 'family').map((s) => s.slug)
const BIRTH_DATE = fullPatient().birthDate
// The routes no session opens: logging in, registering, resetting a password; and the family's own.
const SESSIONLESS = /^POST \/auth\/(login|passkey|register|reset)|^[A-Z]+ \/family\//

describe.each(dbKinds)('family links (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)
  let patientId: string
  let otherPatientId: string

  beforeAll(async () => {
    patientId = await createPatient(t, clinician.token, fullPatient())
    otherPatientId = await createPatient(t, clinician.token, { ...fullPatient(), name: 'Caio Prado' })
  })

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(clinician.token), ...(payload ? { payload } : {}) })
  const familyCall = (session: FamilySessionHeaders, method: 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: session, ...(payload ? { payload } : {}) })

  /** A link of `patient` opened, answered and sent by the family. */
  async function sentLink(patient: string, answers: object) {
    const link = await makeFamilyLink(t, clinician.token, patient)
    const session = await openedFamilyLink(t, link.token, BIRTH_DATE)
    expect((await familyCall(session, 'PUT', '/api/family/answers', { answers })).statusCode).toBe(200)
    expect((await familyCall(session, 'POST', '/api/family/submit')).statusCode).toBe(200)
    return { link, session }
  }

  it('makes a link for the family steps, 7 days, its token kept only as a SHA-256', async () => {
    const before = Date.now()
    const link = await makeFamilyLink(t, clinician.token, patientId)
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/familia#token=[A-Za-z0-9_-]{43}$/)
    // Ready to share: a QR code of the link, and a message that ends with it.
    expect(link.qrSvg).toMatch(/^<svg[^>]*>/)
    expect(link.message).toMatch(
      /^Olá! Mensagem de .+: pedimos que vocês respondam ao histórico de desenvolvimento de /,
    )
    expect(link.message.endsWith(`\n${link.url}`)).toBe(true)
    expect(link.steps).toEqual(FAMILY_STEPS)
    expect(FAMILY_STEPS).toContain('gestacao')
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)
    const [row] = await t.database.db.select().from(familyLinks).where(eq(familyLinks.id, link.id))
    expect(row!.tokenHash).toBe(crypto.createHash('sha256').update(link.token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(link.token)
    expect(row!.questionnaireVersion).toBe(wizard.version)

    const listed = await call('GET', `/api/patients/${patientId}/family-links`)
    expect(listed.statusCode).toBe(200)
    expect(listed.json()[0]).toMatchObject({ id: link.id, status: 'ativo', steps: FAMILY_STEPS })
    expect(listed.body).not.toContain(link.token)
    expect(listed.body).not.toContain(row!.tokenHash)
  })

  it('chosen steps in the wizard order and days; bad ones are Portuguese 4xx', async () => {
    const link = await makeFamilyLink(t, clinician.token, patientId, { steps: ['sono', 'gestacao'], days: 2 })
    expect(link.steps).toEqual(['gestacao', 'sono'])

    const unknown = await call('POST', `/api/patients/${patientId}/family-links`, {
      steps: ['endereco', 'xyz'],
    })
    expect(unknown.statusCode).toBe(400)
    expect(errorOf(unknown)).toMatchObject({
      message: 'A família só responde etapas da avaliação; estas não são: endereco, xyz.',
      details: ['steps.0', 'steps.1'],
    })
    const tooLong = await call('POST', `/api/patients/${patientId}/family-links`, { days: 31 })
    expect(tooLong.statusCode).toBe(400)
    expect(errorOf(tooLong).message).toMatch(/Dias de validade/)
    const noPatient = await call('POST', `/api/patients/${NIL_UUID}/family-links`, {})
    expect(noPatient.statusCode).toBe(404)
    expect(errorOf(noPatient).message).toBe('Paciente não encontrado.')
    const noBirthDate = await createPatient(t, clinician.token, { name: 'Sem Data' })
    const refused = await call('POST', `/api/patients/${noBirthDate}/family-links`, {})
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused).message).toMatch(/data de nascimento/)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/patients/${patientId}/family-links`,
      payload: {},
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it("the message gives the link's last day and hour in the clinician's time zone", async () => {
    const local = await makeFamilyLink(t, clinician.token, patientId, { timeZone: 'America/Sao_Paulo' })
    const inSaoPaulo = formatDateTimeIn(local.expiresAt, 'America/Sao_Paulo')
    expect(local.message).toContain(`O link vale até ${inSaoPaulo}.`)
    // Three hours behind UTC: the hour (and late in the evening the day) is not UTC's.
    expect(inSaoPaulo).not.toBe(formatDateTimeIn(local.expiresAt, 'UTC'))
    const plain = await makeFamilyLink(t, clinician.token, patientId)
    expect(plain.message).toContain(`O link vale até ${formatDateTimeIn(plain.expiresAt, 'UTC')}.`)
    const unknown = await call('POST', `/api/patients/${patientId}/family-links`, {
      timeZone: 'Mars/Olympus',
    })
    expect(unknown.statusCode).toBe(400)
    expect(errorOf(unknown).message).toBe('Fuso horário desconhecido.')
  })

  it('sent answers are pending, read for the wizard, and an evaluation reviews them once with their sources', async () => {
    const answers = { sleep: { normal: true, restless: false, asBabySharedWith: 'Avó' }, nutrition: {} }
    const { link } = await sentLink(patientId, answers)

    const pending = await call('GET', '/api/family-links/pending')
    expect(pending.statusCode).toBe(200)
    expect(pending.json()).toContainEqual({
      id: link.id,
      patientId,
      patientName: 'Helena Ávila',
      sentAt: expect.any(String),
    })
    const read = await call('GET', `/api/family-links/${link.id}/answers`)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({
      id: link.id,
      patientId,
      answers,
      questionnaireVersion: wizard.version,
    })
    const listed = await call('GET', `/api/patients/${patientId}/family-links`)
    expect(listed.json().find((l: { id: string }) => l.id === link.id).status).toBe('enviado')

    // Another patient's evaluation cannot take them.
    const wrongPatient = await call('POST', '/api/evaluations', {
      patientId: otherPatientId,
      familyLinkId: link.id,
      sleep: answers.sleep,
    })
    expect(wrongPatient.statusCode).toBe(409)

    // The clinician keeps two answers, corrects one and adds one.
    const made = await call('POST', '/api/evaluations', {
      patientId,
      familyLinkId: link.id,
      sleep: { normal: true, restless: true, asBabySharedWith: 'Avó', drools: true },
    })
    expect(made.statusCode, made.body).toBe(201)
    const sources = {
      'sleep.normal': 'family',
      'sleep.asBabySharedWith': 'family',
      'sleep.restless': 'clinician',
      'sleep.drools': 'clinician',
    }
    expect(made.json().answerSources).toEqual(sources)
    const evaluation = await call('GET', `/api/evaluations/${made.json().id}`)
    expect(evaluation.json().answerSources).toEqual(sources)
    // The patient's export says it too, in the JSON and in the PDF.
    const exported = exportFiles(
      (await t.app.inject({ url: `/api/patients/${patientId}/export`, headers: bearer(clinician.token) }))
        .rawPayload,
    )
    const sleep = exported.document.evaluations
      .find((e) => e.id === made.json().id)!
      .sections.find((section) => section.key === 'sleep')!.answers
    const givenBy = Object.fromEntries(
      sleep.filter((a) => a.givenBy).map((a) => [`sleep.${a.field}`, a.givenBy]),
    )
    expect(givenBy).toEqual(sources)
    const pdf = exported.pdfPages.join('\n')
    expect(pdf.match(/\(resposta da família\)/g)).toHaveLength(2)

    const again = await call('POST', '/api/evaluations', { patientId, familyLinkId: link.id, sleep: {} })
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).message).toMatch(/^As respostas da família indicadas não esperam revisão/)
    expect(
      (await call('GET', '/api/family-links/pending')).json().map((p: { id: string }) => p.id),
    ).not.toContain(link.id)
    const reviewed = await call('GET', `/api/family-links/${link.id}/answers`)
    expect(reviewed.statusCode).toBe(409)
    const [row] = await t.database.db.select().from(familyLinks).where(eq(familyLinks.id, link.id))
    expect(row).toMatchObject({ evaluationId: made.json().id, reviewedAt: expect.any(Date) })
    expect((await call('DELETE', `/api/family-links/${link.id}`)).statusCode).toBe(409)
    // An evaluation made without a link says nothing of sources.
    const plain = await call('POST', '/api/evaluations', { patientId, sleep: { normal: true } })
    expect(plain.json()).not.toHaveProperty('answerSources')
  })

  it('the family answers change no patient and no evaluation by themselves', async () => {
    const before = (await call('GET', `/api/patients/${patientId}/evaluations`)).json().length
    const patient = (await call('GET', `/api/patients/${patientId}`)).json()
    await sentLink(patientId, { sleep: { normal: false } })
    expect((await call('GET', `/api/patients/${patientId}/evaluations`)).json()).toHaveLength(before)
    expect((await call('GET', `/api/patients/${patientId}`)).json()).toEqual(patient)
  })

  it('answers not sent yet, or of a revoked link, are not for review', async () => {
    const link = await makeFamilyLink(t, clinician.token, patientId)
    const early = await call('GET', `/api/family-links/${link.id}/answers`)
    expect(early.statusCode).toBe(409)
    expect(errorOf(early).message).toBe('A família ainda não enviou as respostas deste link.')
    const { link: sent } = await sentLink(patientId, { sleep: { normal: true } })
    expect((await call('DELETE', `/api/family-links/${sent.id}`)).statusCode).toBe(204)
    expect((await call('GET', `/api/family-links/${sent.id}/answers`)).statusCode).toBe(409)
    expect(
      (await call('GET', '/api/family-links/pending')).json().map((p: { id: string }) => p.id),
    ).not.toContain(sent.id)
    const unknown = await call('DELETE', `/api/family-links/${NIL_UUID}`)
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown).message).toBe('Link da família não encontrado.')
    expect((await call('DELETE', '/api/family-links/nao-e-uuid')).statusCode).toBe(404)
  })

  it('housekeeping empties the answers no one can read any more, and only those', async () => {
    const answers = { sleep: { normal: true } }
    const answersOf = async (id: string) =>
      (await t.database.db.select().from(familyLinks).where(eq(familyLinks.id, id)))[0]!.answers
    const { link: revoked } = await sentLink(patientId, answers)
    expect((await call('DELETE', `/api/family-links/${revoked.id}`)).statusCode).toBe(204)
    const unsent = await makeFamilyLink(t, clinician.token, patientId)
    const session = await openedFamilyLink(t, unsent.token, BIRTH_DATE)
    expect((await familyCall(session, 'PUT', '/api/family/answers', { answers })).statusCode).toBe(200)
    const { link: waiting } = await sentLink(patientId, answers)
    // Both past their last day: the unsent one can never be sent, the sent one still waits for review.
    await t.database.db
      .update(familyLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(inArray(familyLinks.id, [unsent.id, waiting.id]))

    // At least these two: the suite's earlier tests left unreachable answers of their own.
    expect(await t.app.purgeUnreachableFamilyAnswers()).toBeGreaterThanOrEqual(2)
    expect(await answersOf(revoked.id)).toEqual({})
    expect(await answersOf(unsent.id)).toEqual({})
    expect(await answersOf(waiting.id)).toEqual(answers)
    expect((await call('GET', `/api/family-links/${waiting.id}/answers`)).json().answers).toEqual(answers)
  })

  it('a family session is refused (401) by every route outside /api/family', async () => {
    const link = await makeFamilyLink(t, clinician.token, patientId)
    const session = await openedFamilyLink(t, link.token, BIRTH_DATE)
    const value = session.cookie.replace(/^family=/, '')
    const keys = Object.keys(routes).filter((key) => !SESSIONLESS.test(key))
    expect(keys.length).toBeGreaterThan(40)
    for (const key of keys) {
      const [method, path] = key.split(' ') as [string, string]
      const url = `/api${path.replace(':id', crypto.randomUUID()).replace(':version', wizard.version)}`
      for (const headers of [
        // The cookie as the browser keeps it, and its value passed off as a clinician's cookie or bearer token.
        { ...session, cookie: `${session.cookie}; session=${value}` },
        { authorization: `Bearer ${value}` },
      ]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        })
        expect(response.statusCode, `${key}: ${response.body}`).toBe(401)
      }
    }
  })
})
