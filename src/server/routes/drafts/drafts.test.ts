// Drafts on the server: each clinician's own (another's is never found, never overwritten), saved whole and read back,
// listed newest first, discarded, deleted with the evaluation sent from them and after DRAFT_RETENTION_DAYS. Saves and
// discards are audited without the answers.
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { perSuite } from '../../../../tests/kit/per-suite'
import { auditLog, drafts } from '../../db/schema'
import type { DraftContent } from '../../../shared/contract/drafts'
import { bearer, createTestApp, errorOf } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { answerOf, injectClient } from '../../../../tests/kit/inject-client'
import { NOT_FOUND } from '../../http-error'
import { createPatient } from '../../../../tests/kit/api-fixtures'

const ANSWER = 'Resposta secreta da família Quixadá'

const content = (name: string, step = 1): DraftContent => ({
  sections: {
    personalData: { patientName: name, phoneNumber: '(81) 9', siblings: [{}] },
    gestation: { observations: ANSWER },
  },
  step,
  patientRequestKey: crypto.randomUUID(),
  evaluationRequestKey: crypto.randomUUID(),
})

describe.each(dbKinds)('drafts (%s)', (kind) => {
  const t = perSuite(() => createTestApp(kind))
  let ana: string
  let bia: string

  beforeAll(async () => {
    ana = await t.signIn()
    bia = await t.signIn()
  })

  const put = (id: string, body: unknown, token = ana) =>
    t.app.inject({ method: 'PUT', url: `/api/drafts/${id}`, headers: bearer(token), payload: body as object })
  const get = (id: string, token = ana) => t.app.inject({ url: `/api/drafts/${id}`, headers: bearer(token) })
  const list = (token = ana) => injectClient(t, token).call('GET /drafts')
  // Saves are audited in the next batch: everything queued is stored first.
  const entriesOf = async (id: string) => {
    await t.app.auditWriter.idle()
    return t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id)
  }

  it('401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/drafts' })).statusCode).toBe(401)
    expect((await put(crypto.randomUUID(), { label: 'x', content: content('x') }, '')).statusCode).toBe(401)
  })

  it('saves a draft whole, reads it back, lists it newest first, and audits no answer', async () => {
    const first = crypto.randomUUID()
    const second = crypto.randomUUID()
    const saved = await put(first, { label: 'Maria Eduarda', content: content('Maria Eduarda', 3) })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ id: first, updatedAt: expect.any(String) })
    expect((await put(second, { label: '', content: content('') })).statusCode).toBe(200)

    const read = await get(first)
    expect(read.statusCode).toBe(200)
    expect(answerOf('GET /drafts/:id', read).content.sections.gestation).toEqual({
      observations: ANSWER,
    })
    // A half-typed phone number is a draft's right: it is checked when the evaluation is sent.
    expect(answerOf('GET /drafts/:id', read).content.sections.personalData?.phoneNumber).toBe('(81) 9')

    const updated = await put(first, {
      label: 'Maria Eduarda Lima',
      content: content('Maria Eduarda Lima', 4),
    })
    expect(updated.statusCode).toBe(200)
    const mine = await list()
    expect(mine.map((d) => d.id)).toEqual([first, second])
    expect(mine[0]).toEqual({
      id: first,
      label: 'Maria Eduarda Lima',
      step: 4,
      updatedAt: expect.any(String),
      newEvaluation: false,
    })

    const entries = await entriesOf(first)
    // In the order they happened: saved, read, saved again.
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['draft.create', { step: 3 }],
      ['draft.read', null],
      ['draft.save', { step: 4 }],
    ])
    expect(JSON.stringify(entries)).not.toContain('Quixadá')
    expect(JSON.stringify(entries)).not.toContain('Maria')
  })

  it('lists a new evaluation of a registered patient as such', async () => {
    const id = crypto.randomUUID()
    const existing = { ...content('Rui Antigo'), existingPatientId: crypto.randomUUID() }
    expect((await put(id, { label: 'Rui Antigo', content: existing })).statusCode).toBe(200)
    expect((await list()).find((d) => d.id === id)).toMatchObject({
      label: 'Rui Antigo',
      newEvaluation: true,
    })
  })

  it("another clinician's draft is never found, read, overwritten nor discarded", async () => {
    const id = crypto.randomUUID()
    expect((await put(id, { label: 'Da Ana', content: content('Da Ana') })).statusCode).toBe(200)
    expect(errorOf(await get(id, bia))).toMatchObject({ statusCode: 404, message: NOT_FOUND.draft })
    const overwrite = await put(id, { label: 'Da Bia', content: content('Da Bia') }, bia)
    expect(errorOf(overwrite)).toMatchObject({ statusCode: 404, message: NOT_FOUND.draft })
    const discard = await t.app.inject({ method: 'DELETE', url: `/api/drafts/${id}`, headers: bearer(bia) })
    expect(errorOf(discard)).toMatchObject({ statusCode: 404, message: NOT_FOUND.draft })
    expect((await list(bia)).map((d) => d.id)).not.toContain(id)
    expect(answerOf('GET /drafts/:id', await get(id)).content.sections.personalData?.patientName).toBe(
      'Da Ana',
    )
  })

  it('a malformed id is a 404; a bad body a 400 naming the field; nothing saved', async () => {
    expect(errorOf(await get('not-a-uuid'))).toMatchObject({ statusCode: 404, message: NOT_FOUND.draft })
    const id = crypto.randomUUID()
    const cases: [object, string][] = [
      [{ label: 'x', content: { ...content('x'), extra: 1 } }, 'content.extra'],
      [{ label: 'x', content: { ...content('x'), step: -1 } }, 'content.step'],
      [{ label: 'x', content: { ...content('x'), patientRequestKey: 'nope' } }, 'content.patientRequestKey'],
      [{ label: 'x'.repeat(201), content: content('x') }, 'label'],
      [
        { label: 'x', content: { ...content('x'), sections: { sleep: { notes: 'a\u0000b' } } } },
        'content.sections.sleep.notes',
      ],
    ]
    for (const [body, field] of cases) {
      const response = await put(id, body)
      expect(response.statusCode, field).toBe(400)
      expect(errorOf(response).details, field).toContain(field)
    }
    expect((await get(id)).statusCode).toBe(404)
  })

  // A body nested deeper than any answer overflowed the recursive checks (a 500): refused before anything walks it.
  it.each([5_000, 100_000])('a draft nested %i arrays deep is a 400; nothing saved', async (depth) => {
    const id = crypto.randomUUID()
    const nested = '['.repeat(depth) + ']'.repeat(depth)
    const { sections: _, ...rest } = content('x')
    const payload = JSON.stringify({ label: 'x', content: { ...rest, sections: { sleep: { notes: 0 } } } })
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/drafts/${id}`,
      headers: { ...bearer(ana), 'content-type': 'application/json' },
      payload: payload.replace('"notes":0', `"notes":${nested}`),
    })
    expect(errorOf(response)).toMatchObject({
      statusCode: 400,
      message: 'O rascunho tem uma estrutura inválida.',
    })
    expect((await get(id)).statusCode).toBe(404)
  })

  it('brackets and quotes inside answers are text, not nesting; other routes refuse deep bodies too', async () => {
    const id = crypto.randomUUID()
    const text = `${'[{'.repeat(100)} "aspas" \\ \\" ${'}]'.repeat(3)}`
    const saved = await put(id, {
      label: text.slice(-20),
      content: { ...content('x'), sections: { sleep: { notes: text, list: [[[{ a: [text] }]]] } } },
    })
    expect(saved.statusCode).toBe(200)
    expect(answerOf('GET /drafts/:id', await get(id)).content.sections.sleep?.notes).toBe(text)

    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: { ...bearer(ana), 'content-type': 'application/json' },
      payload: `{"name":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    })
    expect(errorOf(deep)).toMatchObject({
      statusCode: 400,
      message: 'O conteúdo enviado tem uma estrutura inválida.',
    })
  })

  it('discards a draft (audited), and a second discard finds nothing', async () => {
    const id = crypto.randomUUID()
    await put(id, { label: 'Descartável', content: content('Descartável') })
    const discard = () => t.app.inject({ method: 'DELETE', url: `/api/drafts/${id}`, headers: bearer(ana) })
    expect((await discard()).statusCode).toBe(204)
    expect((await get(id)).statusCode).toBe(404)
    expect((await discard()).statusCode).toBe(404)
    expect((await entriesOf(id)).map((e) => e.action)).toEqual(['draft.create', 'draft.discard'])
  })

  it('the evaluation sent from a draft deletes it; one sent naming another clinician’s draft leaves it', async () => {
    const patientId = await createPatient(t, ana, { name: 'Paciente do Rascunho' })
    const id = crypto.randomUUID()
    await put(id, { label: 'Paciente do Rascunho', content: content('Paciente do Rascunho') })
    const biasDraft = crypto.randomUUID()
    await put(biasDraft, { label: 'Da Bia', content: content('Da Bia') }, bia)

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/evaluations',
      headers: bearer(ana),
      payload: { patientId, draftId: id, mainComplaint: 'Queixa' },
    })
    expect(sent.statusCode).toBe(201)
    expect((await get(id)).statusCode).toBe(404)

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/evaluations',
      headers: bearer(ana),
      payload: { patientId, draftId: biasDraft },
    })
    expect(other.statusCode).toBe(201)
    expect((await get(biasDraft, bia)).statusCode).toBe(200)
  })

  it('drafts untouched for DRAFT_RETENTION_DAYS are deleted by the server, audited without answers', async () => {
    const old = crypto.randomUUID()
    const recent = crypto.randomUUID()
    await put(old, { label: 'Antigo', content: content('Antigo') })
    await put(recent, { label: 'Recente', content: content('Recente') })
    await t.database.db
      .update(drafts)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(drafts.id, old))
    expect(await t.app.purgeOldDrafts()).toBe(1)
    expect((await get(old)).statusCode).toBe(404)
    expect((await get(recent)).statusCode).toBe(200)
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'draft.expire'))
      .orderBy(sql`id desc`)
      .limit(1)
    expect(entry?.details).toEqual({ deleted: 1, retentionDays: 30 })
    expect(await t.app.purgeOldDrafts()).toBe(0)
  })
})

describe.each(dbKinds)('draft limits per clinician (%s)', (kind) => {
  const t = perSuite(() => createTestApp(kind, { draftQuota: 3, draftTotalBytes: 6_000 }))

  const put = (token: string, id: string, name: string, notes = '') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/drafts/${id}`,
      headers: bearer(token),
      payload: { label: name, content: { ...content(name), sections: { sleep: { notes } } } },
    })

  it('DRAFT_QUOTA drafts at most: one more is a 409 until one is sent or discarded; the others still save', async () => {
    const ana = await t.signIn()
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    for (const id of ids) expect((await put(ana, id, 'Rascunho')).statusCode).toBe(200)
    const extra = crypto.randomUUID()
    expect(errorOf(await put(ana, extra, 'Um a mais'))).toMatchObject({
      statusCode: 409,
      message: 'Você já tem 3 rascunhos. Envie ou descarte um deles para começar outro cadastro.',
    })
    expect((await put(ana, ids[0]!, 'Rascunho alterado')).statusCode).toBe(200)
    // Another clinician's drafts do not count against hers.
    expect((await put(await t.signIn(), crypto.randomUUID(), 'Da Bia')).statusCode).toBe(200)

    const discard = await t.app.inject({
      method: 'DELETE',
      url: `/api/drafts/${ids[1]}`,
      headers: bearer(ana),
    })
    expect(discard.statusCode).toBe(204)
    expect((await put(ana, extra, 'Um a mais')).statusCode).toBe(200)
  })

  it('DRAFT_TOTAL_BYTES bounds all of her drafts together: past it a 413, and nothing saved', async () => {
    const ana = await t.signIn()
    // Random text: what the database cannot compress takes its full size.
    const text = () => crypto.randomBytes(1_250).toString('hex')
    const first = crypto.randomUUID()
    const second = crypto.randomUUID()
    expect((await put(ana, first, 'Primeiro', text())).statusCode).toBe(200)
    expect((await put(ana, second, 'Segundo', text())).statusCode).toBe(200)
    const tooMuch = await put(ana, second, 'Segundo', `${text()}${text()}`)
    expect(errorOf(tooMuch)).toMatchObject({
      statusCode: 413,
      message: 'Seus rascunhos ocupam espaço demais. Envie ou descarte algum deles para continuar salvando.',
    })
    expect(errorOf(await put(ana, crypto.randomUUID(), 'Terceiro', text()))).toMatchObject({
      statusCode: 413,
    })
    const kept = await t.app.inject({ url: `/api/drafts/${second}`, headers: bearer(ana) })
    expect(answerOf('GET /drafts/:id', kept).content.sections.sleep?.notes).toHaveLength(2_500)
    // A smaller save of a draft she has still goes through.
    expect((await put(ana, second, 'Segundo', 'curto')).statusCode).toBe(200)
  })
})
