// POST /api/fhir/import (ADMIN): a patient's Bundle exported by one server, imported into another, gives the same
// evaluations; importing it again creates nothing; bad FHIR is a 400 in Portuguese naming what is wrong, and leaves
// the database as it was.
import { count, eq } from 'drizzle-orm'
import type { Bundle, Patient, QuestionnaireResponse, QuestionnaireResponseItem } from '@medplum/fhirtypes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, evaluations, patients } from '../../db/schema'
import { answerEvaluation, fixedAnswers, randomAnswers } from '../../../../tests/kit/answers'
import { fullPatient } from '../../../../tests/kit/api-fixtures'
import { bearer, createTestApp, errorOf, type TestApp } from '../../../../tests/kit/test-app'
import { postCreated } from '../../../../tests/kit/created'
import { dbKinds } from '../../../../tests/kit/test-db'
import { makeFamilyLink, openedFamilyLink } from '../../../../tests/kit/family'
import { readRelease } from '../../questionnaire/release'
import { ANSWER_SOURCE_URL } from '../../fhir/base'

const version = readRelease().version

/** A record as compared: empty answers ('' , null, [], {}) are not in FHIR, so they come back absent. */
function meaningful(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(meaningful).filter((v) => v !== undefined)
    return items.length ? items : undefined
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, meaningful(v)] as const)
      .filter(([, v]) => v !== undefined)
    return entries.length ? Object.fromEntries(entries) : undefined
  }
  return value === '' || value === null ? undefined : value
}

/** A deterministic [0, 1) source, so that the sparse evaluation is the same on every run. */
function seeded(seed: number) {
  let state = seed
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}

describe.each(dbKinds)('POST /api/fhir/import (%s)', (kind) => {
  let source: TestApp
  let target: TestApp
  let sourceToken: string
  let admin: string
  let bundle: Bundle
  let ids: string[]

  const importing = (payload: unknown, token = admin, type = 'application/fhir+json') =>
    target.app.inject({
      method: 'POST',
      url: '/api/fhir/import',
      headers: { ...bearer(token), 'content-type': type },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    })
  const rows = async (t: TestApp) => {
    const [p] = await t.database.db.select({ n: count() }).from(patients)
    const [e] = await t.database.db.select({ n: count() }).from(evaluations)
    return { patients: p!.n, evaluations: e!.n }
  }
  const read = async (t: TestApp, token: string, id: string) => {
    const response = await t.app.inject({ url: `/api/evaluations/${id}`, headers: bearer(token) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Record<string, unknown>>()
  }
  const responses = () =>
    bundle
      .entry!.map((e) => e.resource!)
      .filter((r) => r.resourceType === 'QuestionnaireResponse') as QuestionnaireResponse[]

  /** An evaluation started from a family's answers: one answer kept (family), one corrected (clinician). */
  const familyStarted = async (patientId: string) => {
    const link = await makeFamilyLink(source, sourceToken, patientId)
    const session = await openedFamilyLink(source, link.token, fullPatient().birthDate)
    for (const [method, url, payload] of [
      ['PUT', '/api/family/answers', { answers: { sleep: { normal: true, restless: false } } }],
      ['POST', '/api/family/submit', undefined],
    ] as const) {
      const response = await source.app.inject({ method, url, headers: session, payload })
      expect(response.statusCode, response.body).toBe(200)
    }
    return postCreated(source, sourceToken, '/api/evaluations', {
      patientId,
      familyLinkId: link.id,
      sleep: { normal: true, restless: true },
    })
  }

  beforeAll(async () => {
    source = await createTestApp(kind)
    target = await createTestApp(kind)
    sourceToken = await source.signIn()
    admin = await target.signIn({ role: 'ADMIN', email: `import-${Date.now()}@example.com` })
    const patientId = await postCreated(source, sourceToken, '/api/patients', fullPatient())
    ids = [
      await postCreated(source, sourceToken, '/api/evaluations', {
        patientId,
        evaluationData: '2026-03-10',
        mainComplaint: 'Troca de sons',
        ...answerEvaluation(fixedAnswers()),
      }),
      await postCreated(source, sourceToken, '/api/evaluations', {
        patientId,
        evaluationData: '2026-04-02',
        ...answerEvaluation(randomAnswers(seeded(51), { fill: 0.5 })),
      }),
      await postCreated(source, sourceToken, '/api/evaluations', { patientId }),
      await familyStarted(patientId),
    ]
    const response = await source.app.inject({
      url: `/api/patients/${patientId}/fhir`,
      headers: bearer(sourceToken),
    })
    expect(response.statusCode, response.body).toBe(200)
    bundle = response.json<Bundle>()
  })
  afterAll(async () => {
    await source?.close()
    await target?.close()
  })

  it('imports the Bundle: the patient created, each evaluation the same as the one exported, audited', async () => {
    const response = await importing(bundle)
    expect(response.statusCode, response.body).toBe(201)
    const result = response.json<{
      patient: { id: string; name: string; created: boolean }
      evaluations: { id: string; created: boolean }[]
      message: string
    }>()
    expect(result.patient).toMatchObject({ name: 'Helena Ávila', created: true })
    expect(result.evaluations.map((e) => [e.id, e.created])).toEqual(ids.map((id) => [id, true]))
    expect(result.message).toMatch(
      /^Paciente criado: Helena Ávila .*\n4 avaliação\(ões\) importada\(s\); 0 já/,
    )
    for (const id of ids) {
      const { patientId: _a, recordedByName: _b, ...original } = await read(source, sourceToken, id)
      const { patientId, recordedByName, ...imported } = await read(target, admin, id)
      expect(patientId).toBe(result.patient.id)
      expect(recordedByName).toBe('Teste')
      expect(meaningful(imported)).toEqual(meaningful(original))
      expect(imported.questionnaireVersion).toBe(version)
    }
    // Who gave each answer travels too.
    expect((await read(target, admin, ids[3]!)).answerSources).toEqual({
      'sleep.normal': 'family',
      'sleep.restless': 'clinician',
    })
    const patient = await target.app.inject({
      url: `/api/patients/${result.patient.id}`,
      headers: bearer(admin),
    })
    const { id: _id, createdAt: _c, updatedAt: _u, ...record } = patient.json<Record<string, unknown>>()
    expect(meaningful(record)).toEqual(meaningful(fullPatient()))
    const entries = await target.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.patientId, result.patient.id))
    const actions = entries.map((e) => e.action)
    expect(actions.filter((a) => a === 'patient.create')).toHaveLength(1)
    expect(
      entries
        .filter((e) => e.action === 'evaluation.import_fhir')
        .map((e) => e.entityId)
        .sort(),
    ).toEqual([...ids].sort())
  })

  it('imports the same Bundle again: the patient matched, nothing created (200)', async () => {
    const before = await rows(target)
    const response = await importing(bundle, admin, 'application/json')
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json<{
      patient: { created: boolean }
      evaluations: { created: boolean }[]
      message: string
    }>()
    expect(result.patient.created).toBe(false)
    expect(result.evaluations.every((e) => !e.created)).toBe(true)
    expect(result.message).toMatch(/^Paciente encontrado: Helena Ávila/)
    expect(await rows(target)).toEqual(before)
  })

  it('imports one QuestionnaireResponse alone, for the patient its answers name', async () => {
    const response = await importing({ ...responses()[0]!, id: undefined })
    expect(response.statusCode, response.body).toBe(201)
    const result = response.json<{
      patient: { created: boolean }
      evaluations: { id: string; created: boolean }[]
    }>()
    expect(result.patient.created).toBe(false)
    expect(result.evaluations[0]!.created).toBe(true)
    expect(ids).not.toContain(result.evaluations[0]!.id)
  })

  it("reads a response with its own version's questions: one answered with the first recorded version", async () => {
    const canonical = responses()[0]!.questionnaire!.replace(/\|.*$/, '|2026.11.1')
    const response = await importing({
      resourceType: 'QuestionnaireResponse',
      questionnaire: canonical,
      status: 'completed',
      authored: '2026-11-10T12:00:00.000Z',
      item: [
        {
          linkId: 'personalData',
          item: [
            { linkId: 'personalData.evaluationData', answer: [{ valueDate: '2026-11-10' }] },
            { linkId: 'personalData.patientName', answer: [{ valueString: 'Lia Antiga' }] },
          ],
        },
        {
          linkId: 'languageDevelopment',
          item: [{ linkId: 'languageDevelopment.echolalia', answer: [{ valueBoolean: true }] }],
        },
      ],
    })
    expect(response.statusCode, response.body).toBe(201)
    const result = response.json<{ patient: { created: boolean }; evaluations: { id: string }[] }>()
    expect(result.patient.created).toBe(true)
    const evaluation = await read(target, admin, result.evaluations[0]!.id)
    expect(evaluation).toMatchObject({
      questionnaireVersion: '2026.11.1',
      evaluationData: '2026-11-10',
      createdAt: '2026-11-10T12:00:00.000Z',
      languageDevelopment: { echolalia: true },
    })
  })

  /** The Bundle with its first response's step `section` changed by `change`. */
  const withItems = (change: (items: QuestionnaireResponseItem[]) => void): Bundle => {
    const copy = structuredClone(bundle)
    const response = copy.entry!.find((e) => e.resource!.resourceType === 'QuestionnaireResponse')!
      .resource as QuestionnaireResponse
    change(response.item!)
    return copy
  }
  const gestation = (items: QuestionnaireResponseItem[]) => items.find((i) => i.linkId === 'gestation')!.item!
  const motherAge = (items: QuestionnaireResponseItem[]) =>
    gestation(items).find((i) => i.linkId === 'gestation.motherAge')!

  const refusals: [string, () => unknown, string | RegExp][] = [
    ['not JSON', () => '{"resourceType": "Bundle",', 'JSON malformado.'],
    [
      'another resource',
      () => ({ resourceType: 'Patient', name: [{ text: 'Ana' }] }),
      'Recurso FHIR "Patient" não pode ser importado: envie um QuestionnaireResponse ou um Bundle do tipo collection.',
    ],
    ['no resourceType', () => ({ entry: [] }), 'O conteúdo não é um recurso FHIR: falta "resourceType".'],
    [
      'a Bundle of another type',
      () => ({ ...bundle, type: 'transaction' }),
      'Bundle do tipo "transaction" não pode ser importado: só um Bundle do tipo collection.',
    ],
    [
      'an impossible birth date in the Patient',
      () => {
        const copy = structuredClone(bundle)
        const patient = copy.entry!.find((e) => e.resource!.resourceType === 'Patient')!.resource as Patient
        patient.birthDate = '2019-02-31'
        return copy
      },
      'Paciente — Data de Nascimento: informe uma data válida (dia, mês e ano).',
    ],
    [
      'an unknown version',
      () => {
        const copy = structuredClone(bundle)
        for (const entry of copy.entry!)
          if (entry.resource!.resourceType === 'QuestionnaireResponse')
            (entry.resource as QuestionnaireResponse).questionnaire =
              `${(entry.resource as QuestionnaireResponse).questionnaire!.split('|')[0]}|1999.1.1`
        return copy
      },
      /^QuestionnaireResponse [0-9a-f-]+: a versão 1999\.1\.1 do questionário não existe neste servidor\.$/,
    ],
    [
      'an unknown linkId',
      () =>
        withItems((items) =>
          gestation(items).push({ linkId: 'gestation.favouriteColour', answer: [{ valueString: 'azul' }] }),
        ),
      `Item gestation.favouriteColour: não existe na versão ${version} do questionário.`,
    ],
    [
      'an answer of the wrong type',
      () => withItems((items) => (motherAge(items).answer = [{ valueString: '30' }])),
      'Item gestation.motherAge (Idade da mãe na gravidez (anos)): a resposta deve ser um número inteiro.',
    ],
    [
      'an unknown answer source',
      () =>
        withItems(
          (items) => (motherAge(items).extension = [{ url: ANSWER_SOURCE_URL, valueCode: 'neighbour' }]),
        ),
      'Item gestation.motherAge (Idade da mãe na gravidez (anos)): a origem da resposta deve ser "family" (família) ou "clinician" (clínica).',
    ],
    [
      'an option the question does not have',
      () =>
        withItems((items) => {
          const all = (list: QuestionnaireResponseItem[]): QuestionnaireResponseItem[] =>
            list.flatMap((i) => [i, ...all(i.item ?? [])])
          const choice = all(items).find((i) => i.answer?.[0]?.valueCoding)!
          choice.answer = [{ valueCoding: { ...choice.answer![0]!.valueCoding, code: 'talvez' } }]
        }),
      /^Item [\w.]+ \(.+\): a resposta deve ser uma das opções da pergunta\.$/,
    ],
    [
      'a value the questionnaire refuses',
      () => withItems((items) => (motherAge(items).answer = [{ valueInteger: 500 }])),
      'Item gestation.motherAge (Idade da mãe na gravidez (anos)): informe só o número, de 10 a 70.',
    ],
    [
      'a NUL character',
      () =>
        withItems((items) => {
          const text = gestation(items).find((i) => i.answer?.[0]?.valueString !== undefined)!
          text.answer = [{ valueString: 'a\u0000b' }]
        }),
      /caractere inválido \(NUL\)/,
    ],
  ]

  it.each(refusals)(
    'refuses %s with a 400 naming it, and stores nothing',
    async (_name, payload, message) => {
      // Entries queued by earlier requests (a login, a read) are stored first: only this request could add any.
      await target.app.auditWriter.idle()
      const before = await rows(target)
      const audit = await target.database.db.select({ n: count() }).from(auditLog)
      const response = await importing(payload())
      expect(response.statusCode, response.body).toBe(400)
      const body = errorOf(response)
      if (typeof message === 'string') expect(body.message).toBe(message)
      else expect(body.message).toMatch(message)
      expect(await rows(target)).toEqual(before)
      await target.app.auditWriter.idle()
      expect(await target.database.db.select({ n: count() }).from(auditLog)).toEqual(audit)
    },
  )

  it('refuses a record that fails half-way: the patient it created is not kept', async () => {
    // Another patient's Bundle holding an evaluation this database has already, for Helena.
    const copy = structuredClone(bundle)
    const patient = copy.entry!.find((e) => e.resource!.resourceType === 'Patient')!.resource as {
      name: { text: string }[]
    }
    patient.name = [{ text: 'Outra Criança' }]
    const before = await rows(target)
    const response = await importing(copy)
    expect(response.statusCode, response.body).toBe(400)
    expect(errorOf(response).message).toBe(
      `QuestionnaireResponse ${ids[0]}: já existe uma avaliação com esse id, de outro paciente.`,
    )
    expect(await rows(target)).toEqual(before)
  })

  it('is for ADMINs only', async () => {
    const clinician = await target.signIn()
    const response = await importing(bundle, clinician)
    expect(response.statusCode).toBe(403)
  })
})
