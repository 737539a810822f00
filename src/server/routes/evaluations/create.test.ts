import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clinicianApp } from '../../../../tests/kit/per-suite'
import { evaluations } from '../../db/schema'
import { loadQuestionnaire } from '../../questionnaire'
import { postIdempotent } from '../../../../tests/kit/idempotent-post'
import { bearer, errorOf, SERVER_UUID as UUID } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { NOT_FOUND } from '../../http-error'
import { answerEvaluation, evaluationSections, fixedAnswers } from '../../../../tests/kit/answers'
import {
  createPatient,
  expectForgedTokenRefused,
  expectUnauthorized,
  KEY_REUSED,
} from '../../../../tests/kit/api-fixtures'

const wizard = loadQuestionnaire().wizard
const sectionKeys = evaluationSections

/** Every question of every evaluation section answered, the text ones with text a browser must not run. */
const allSections = () =>
  answerEvaluation(fixedAnswers((q) => `x ${q.field}: ação "ok" <script>alert(1)</script> 😀`))

describe.each(dbKinds)('POST /api/evaluations (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)
  let otherToken: string
  let patientId: string

  beforeAll(async () => {
    otherToken = await t.signIn()
    patientId = await createPatient(t, clinician.token, { name: 'Paciente da avaliação' })
  })

  const post = (payload: unknown, options: { key?: string; as?: string } = {}) =>
    postIdempotent(t, '/api/evaluations', options.as ?? clinician.token, payload, options.key)
  const evaluationCount = async () => (await t.database.db.select().from(evaluations)).length
  const rowsWithKey = (key: string) =>
    t.database.db.select().from(evaluations).where(eq(evaluations.requestKey, key))

  async function rejected(payload: unknown) {
    const before = await evaluationCount()
    const response = await post(payload)
    expect(response.statusCode).toBe(400)
    const body = errorOf(response)
    expect(body.error).toBe('Bad Request')
    expect(await evaluationCount()).toBe(before)
    return body
  }

  describe('401', () => {
    it('without a token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/evaluations', payload: { patientId } })
      expectUnauthorized(response)
      expect(await evaluationCount()).toBe(0)
    })

    it('with a forged token, even for an invalid body', () =>
      expectForgedTokenRefused(t, { method: 'POST', url: '/api/evaluations' }))
  })

  describe('400', () => {
    // What the request holds besides the patient, the message and the fields it names.
    it.each<[string, object, string, string[]]>([
      ['names an unknown top-level field', { foo: 1 }, 'Campo(s) desconhecido(s): foo.', ['foo']],
      [
        'names a patient step sent as an evaluation section',
        { personalData: { patientName: 'X' } },
        'Campo(s) desconhecido(s): personalData.',
        ['personalData'],
      ],
      [
        'names an unknown field inside a section (gestation.foo)',
        { gestation: { prenatalTreatment: true, foo: 'x' } },
        'Campo(s) desconhecido(s): gestation.foo.',
        ['gestation.foo'],
      ],
      [
        'names a stored-state misspelling inside a section (languageDevelopment.understandCommands)',
        { languageDevelopment: { understandCommands: true } },
        'Campo(s) desconhecido(s): languageDevelopment.understandCommands.',
        ['languageDevelopment.understandCommands'],
      ],
      [
        "refuses an answer code outside its set: familyInterrelationship.isAffectionate 'talvez'",
        { familyInterrelationship: { isAffectionate: 'talvez' } },
        'Dados inválidos. Relação Familiar — Demonstra afeto e carinho: escolha uma das opções.',
        ['familyInterrelationship.isAffectionate'],
      ],
      [
        "refuses 'ocasionalmente' for psychomotorDevelopment.bathAlone (sim / nao / com_dificuldade)",
        { psychomotorDevelopment: { bathAlone: 'ocasionalmente' } },
        'Dados inválidos. Desenvolvimento Psicomotor — Toma banho sozinho(a): escolha uma das opções.',
        ['psychomotorDevelopment.bathAlone'],
      ],
      [
        "refuses the screen's label instead of the code ('Sim', 'Não')",
        { recreation: { pretendPlayRoles: 'Sim' }, habitsAndTics: { bitesNails: 'Não' } },
        'Dados inválidos. Recreação — Faz de conta assumindo papéis (mamãe, professora, médico): escolha uma das ' +
          'opções. Hábitos e Manias — Rói as unhas: escolha uma das opções.',
        ['recreation.pretendPlayRoles', 'habitsAndTics.bitesNails'],
      ],
      [
        "refuses a boolean given as the string 'true' (no coercion)",
        { gestation: { prenatalTreatment: 'true' } },
        'Dados inválidos. Gravidez — Fez acompanhamento pré-natal: escolha Sim ou Não.',
        ['gestation.prenatalTreatment'],
      ],
      [
        "refuses an integer given as a string ('38')",
        { gestation: { gestationDuration: '38' } },
        'Dados inválidos. Gravidez — Tempo de gestação (semanas): informe só o número de semanas, de 20 a 45, como 38.',
        ['gestation.gestationDuration'],
      ],
      [
        'refuses an integer out of range and a fraction where a whole number goes',
        { gestation: { gestationDuration: 50, birthWeight: 3250.5 } },
        'Dados inválidos. Gravidez — Tempo de gestação (semanas): informe só o número de semanas, de 20 a 45, ' +
          'como 38. Gravidez — Peso ao nascer (gramas): informe só o número, de 300 a 7000.',
        ['gestation.gestationDuration', 'gestation.birthWeight'],
      ],
      [
        'refuses a section that is not an object',
        { sleep: 'bem' },
        'Dados inválidos. Sono: resposta em formato inválido.',
        ['sleep'],
      ],
      [
        'refuses a malformed evaluationData',
        { evaluationData: '01/05/2024' },
        'Dados inválidos. Data da avaliação: informe uma data válida (dia, mês e ano).',
        ['evaluationData'],
      ],
      [
        'refuses a mainComplaint over 4000 characters',
        { mainComplaint: 'q'.repeat(4001) },
        'Dados inválidos. Queixa principal: use no máximo 4000 caracteres.',
        ['mainComplaint'],
      ],
      [
        'refuses a NUL character with a 400 naming the field, not a 500',
        { sleep: { observations: 'dorme\u0000mal' } },
        'Dados inválidos. Sono — Observações: contém um caractere inválido (NUL).',
        ['sleep.observations'],
      ],
    ])('%s', async (_, answers, message, details) => {
      const body = await rejected({ patientId, ...answers })
      expect(body.message).toBe(message)
      expect(body.details).toEqual(details)
    })

    it('refuses a missing patientId', async () => {
      const body = await rejected({ mainComplaint: 'Sem paciente' })
      expect(body.message).toBe('Dados inválidos. Paciente: preencha este campo.')
      expect(body.details).toEqual(['patientId'])
    })

    it.each(['abc', "1' OR '1'='1", '', 42])('refuses patientId %j', async (bad) => {
      const body = await rejected({ patientId: bad })
      expect(body.message).toMatch(
        /^Dados inválidos\. Paciente: (identificador inválido|resposta em formato inválido)\.$/,
      )
      expect(body.details).toEqual(['patientId'])
    })
  })

  describe('404', () => {
    it('for a patient uuid that does not exist', async () => {
      const response = await post({ patientId: crypto.randomUUID(), ...allSections() })
      expect(response.statusCode).toBe(404)
      expect(errorOf(response)).toEqual({ statusCode: 404, error: 'Not Found', message: NOT_FOUND.patient })
      expect(await evaluationCount()).toBe(0)
    })
  })

  describe('201', () => {
    it('the generated body covers every section and all three kinds of answer', () => {
      expect([...sectionKeys].sort()).toEqual(
        [
          'familyInterrelationship',
          'gestation',
          'habitsAndTics',
          'independenceAndComprehension',
          'languageDevelopment',
          'nutrition',
          'pathologicalHistory',
          'psychomotorDevelopment',
          'recreation',
          'schooling',
          'sleep',
        ].sort(),
      )
      const answers = Object.values(allSections()).flatMap((section) => Object.values(section))
      for (const section of Object.values(allSections()))
        expect(Object.keys(section).length).toBeGreaterThan(3)
      for (const kindOfAnswer of [true, 'ocasionalmente', 'com_dificuldade'])
        expect(answers).toContain(kindOfAnswer)
      expect(answers.some((a) => typeof a === 'number')).toBe(true)
    })

    it('stores every field of every section; GET returns exactly the same sections', async () => {
      const sections = allSections()
      const payload = {
        patientId,
        mainComplaint: '  Não fala "mamãe" aos 3 anos; <script>alert(1)</script> 😀\n',
        evaluationData: '2024-05-01',
        ...sections,
      }
      const response = await post(payload)
      expect(response.statusCode).toBe(201)
      const created = response.json<Record<string, unknown>>()
      expect(created).toEqual({
        ...payload,
        id: expect.stringMatching(UUID),
        questionnaireVersion: wizard.version,
        createdAt: expect.any(String),
        patient: expect.objectContaining({ name: 'Paciente da avaliação', birthDate: null, siblings: [] }),
        patientReconstructed: false,
        recordedByName: 'Teste',
      })

      const read = await t.app.inject({
        url: `/api/evaluations/${created.id as string}`,
        headers: bearer(clinician.token),
      })
      expect(read.statusCode).toBe(200)
      const stored = read.json<Record<string, unknown>>()
      expect(stored).toEqual(created)
      for (const key of sectionKeys) expect(stored[key]).toStrictEqual(sections[key])
    })

    it('every section is optional: a body with only patientId is enough', async () => {
      const response = await post({ patientId })
      expect(response.statusCode).toBe(201)
      const created = response.json<Record<string, unknown>>()
      expect(created).toMatchObject({
        id: expect.stringMatching(UUID),
        patientId,
        mainComplaint: '',
        questionnaireVersion: wizard.version,
      })
      for (const key of sectionKeys) expect(created[key] ?? {}).toEqual({})

      const read = await t.app.inject({
        url: `/api/evaluations/${created.id as string}`,
        headers: bearer(clinician.token),
      })
      expect(read.statusCode).toBe(200)
      expect(read.json()).toEqual(created)
    })

    it('a section may be sent partly filled or empty', async () => {
      const payload = { patientId, gestation: {}, sleep: { restless: false, observations: '' } }
      const response = await post(payload)
      expect(response.statusCode).toBe(201)
      expect(response.json()).toMatchObject(payload)
    })
  })

  describe('Idempotency-Key', () => {
    it('the same key twice creates one evaluation; the second answer is 200 with the same one', async () => {
      const key = crypto.randomUUID()
      const payload = { patientId, mainComplaint: 'Idempotente', nutrition: { breastfeeding: true } }
      const first = await post(payload, { key })
      expect(first.statusCode).toBe(201)
      const second = await post(payload, { key })
      expect(second.statusCode).toBe(200)
      expect(second.json()).toEqual(first.json())
      expect(second.json()).toMatchObject(payload)
      expect(await rowsWithKey(key)).toHaveLength(1)
    })

    it('two copies of one request sent at once still create one evaluation', async () => {
      const key = crypto.randomUUID()
      const payload = { patientId, mainComplaint: 'Concorrente' }
      const responses = await Promise.all([post(payload, { key }), post(payload, { key })])
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201])
      expect(responses[0]!.json()).toEqual(responses[1]!.json())
      expect(await rowsWithKey(key)).toHaveLength(1)
    })

    it('another user reusing the key gets 409 and creates nothing', async () => {
      const key = crypto.randomUUID()
      const first = await post({ patientId, mainComplaint: 'Dono da chave' }, { key })
      expect(first.statusCode).toBe(201)
      const before = await evaluationCount()
      const stolen = await post({ patientId, mainComplaint: 'Outro usuário' }, { key, as: otherToken })
      expect(stolen.statusCode).toBe(409)
      expect(errorOf(stolen)).toEqual({ statusCode: 409, error: 'Conflict', message: KEY_REUSED })
      expect(await evaluationCount()).toBe(before)
      expect(await rowsWithKey(key)).toHaveLength(1)
    })

    it('refuses an Idempotency-Key that is not a UUID', async () => {
      const before = await evaluationCount()
      const response = await post({ patientId }, { key: '123' })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.message).toBe('Dados inválidos. Idempotency-Key: identificador inválido.')
      expect(body.details).toEqual(['idempotency-key'])
      expect(await evaluationCount()).toBe(before)
    })
  })
})
