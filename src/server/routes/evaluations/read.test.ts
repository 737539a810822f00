import crypto from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, errorOf } from '../../../../tests/kit/test-app'
import { clinicianApp } from '../../../../tests/kit/per-suite'
import { dbKinds } from '../../../../tests/kit/test-db'
import { NOT_FOUND } from '../../http-error'
import { createPatient, expectBadRequest, expectUnauthorized } from '../../../../tests/kit/api-fixtures'

type Evaluation = Record<string, unknown> & {
  id: string
  patientId: string
  evaluationData: string | null
  mainComplaint: string
  createdAt: string
}

/** What the list calls show of an evaluation: no answers, just enough to pick one. */
const summaryOf = ({ id, patientId, evaluationData, mainComplaint, createdAt }: Evaluation) => ({
  id,
  patientId,
  evaluationData,
  mainComplaint,
  createdAt,
})

const MALFORMED_IDS: [label: string, id: string][] = [
  ['abc', 'abc'],
  ['an injection attempt', "1' OR '1'='1"],
  ['a uuid with extra text', `${crypto.randomUUID()}x`],
]

describe.each(dbKinds)('reading evaluations (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)
  let patientId: string
  let otherPatientId: string
  let patientWithoutEvaluations: string
  /** The patient's evaluations, in creation order. */
  const mine: Evaluation[] = []
  let theirs: Evaluation

  const get = (url: string, query?: Record<string, string>) =>
    t.app.inject({ url, query, headers: bearer(clinician.token) })

  const newPatient = (name: string) => createPatient(t, clinician.token, { name })
  async function createEvaluation(payload: object) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/evaluations',
      headers: bearer(clinician.token),
      payload,
    })
    expect(response.statusCode).toBe(201)
    return response.json<Evaluation>()
  }

  beforeAll(async () => {
    patientId = await newPatient('Lucas Araújo')
    otherPatientId = await newPatient('Sofia Araújo')
    patientWithoutEvaluations = await newPatient('Sem avaliações')
    mine.push(
      await createEvaluation({
        patientId,
        evaluationData: '2024-01-10',
        mainComplaint: 'Primeira: troca o "r" pelo "l"',
        gestation: { gestationDuration: 39, prenatalTreatment: true },
      }),
    )
    theirs = await createEvaluation({ patientId: otherPatientId, mainComplaint: 'Da irmã' })
    mine.push(
      await createEvaluation({ patientId, evaluationData: '2024-03-02', mainComplaint: 'Segunda 😀' }),
    )
    mine.push(
      await createEvaluation({
        patientId,
        evaluationData: '2024-06-20',
        mainComplaint: 'Terceira <script>x</script>',
        familyInterrelationship: { isAffectionate: 'ocasionalmente' },
      }),
    )
  })

  describe('401 without a token', () => {
    it.each([
      ['GET /api/patients/{id}/evaluations', () => `/api/patients/${patientId}/evaluations`],
      ['GET /api/evaluations?patientId=', () => `/api/evaluations?patientId=${patientId}`],
      ['GET /api/evaluations (no patientId)', () => '/api/evaluations'],
      ['GET /api/evaluations/{id}', () => `/api/evaluations/${mine[0]!.id}`],
      ['GET /api/evaluations/{unknown id}', () => `/api/evaluations/${crypto.randomUUID()}`],
    ])('%s', async (_label, url) => {
      for (const headers of [{}, { authorization: 'Bearer abc.def.ghi' }]) {
        const response = await t.app.inject({ url: url(), headers })
        expectUnauthorized(response)
      }
    })
  })

  describe('GET /api/patients/{id}/evaluations', () => {
    it('404 for an unknown patient', async () => {
      const response = await get(`/api/patients/${crypto.randomUUID()}/evaluations`)
      expect(response.statusCode).toBe(404)
      expect(errorOf(response)).toEqual({ statusCode: 404, error: 'Not Found', message: NOT_FOUND.patient })
    })

    it.each(MALFORMED_IDS)('404 for a malformed patient id: %s', async (_label, id) => {
      const response = await get(`/api/patients/${encodeURIComponent(id)}/evaluations`)
      expect(response.statusCode).toBe(404)
      expect(errorOf(response).message).toBe(NOT_FOUND.patient)
    })

    it("200 with the patient's evaluations, newest first, as id, evaluationData and mainComplaint", async () => {
      const response = await get(`/api/patients/${patientId}/evaluations`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual([...mine].reverse().map(summaryOf))
      expect(response.json<Evaluation[]>().map((e) => e.mainComplaint)).toEqual([
        'Terceira <script>x</script>',
        'Segunda 😀',
        'Primeira: troca o "r" pelo "l"',
      ])
    })

    it('200 with an empty list for a patient without evaluations', async () => {
      const response = await get(`/api/patients/${patientWithoutEvaluations}/evaluations`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual([])
    })
  })

  describe('GET /api/evaluations?patientId=', () => {
    it('400 in Portuguese without patientId', async () =>
      expectBadRequest(
        await get('/api/evaluations'),
        'Parâmetros inválidos. Paciente: preencha este campo.',
        ['patientId'],
      ))

    it('400 naming an unknown parameter', async () =>
      expectBadRequest(
        await get('/api/evaluations', { patientId, foo: '1' }),
        'Campo(s) desconhecido(s): foo.',
        ['foo'],
      ))

    it("200 with only that patient's evaluations, newest first", async () => {
      const response = await get('/api/evaluations', { patientId })
      expect(response.statusCode).toBe(200)
      const list = response.json<Evaluation[]>()
      expect(list).toEqual([...mine].reverse().map(summaryOf))
      expect(list.every((e) => e.patientId === patientId)).toBe(true)
      expect(list.map((e) => e.id)).not.toContain(theirs.id)

      const other = await get('/api/evaluations', { patientId: otherPatientId })
      expect(other.statusCode).toBe(200)
      expect(other.json()).toEqual([summaryOf(theirs)])
    })

    it('200 with [] for an unknown patient and for a patient without evaluations', async () => {
      for (const id of [crypto.randomUUID(), patientWithoutEvaluations]) {
        const response = await get('/api/evaluations', { patientId: id })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual([])
      }
    })

    it.each([...MALFORMED_IDS, ['empty', ''] as [string, string]])(
      '200 with [] for a malformed patientId: %s',
      async (_label, id) => {
        const response = await get('/api/evaluations', { patientId: id })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual([])
      },
    )
  })

  describe('GET /api/evaluations/{id}', () => {
    it('404 for an unknown evaluation, and for a patient id', async () => {
      for (const id of [crypto.randomUUID(), patientId]) {
        const response = await get(`/api/evaluations/${id}`)
        expect(response.statusCode).toBe(404)
        expect(errorOf(response)).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: NOT_FOUND.evaluation,
        })
      }
    })

    it.each(MALFORMED_IDS)('404 for a malformed id: %s', async (_label, id) => {
      const response = await get(`/api/evaluations/${encodeURIComponent(id)}`)
      expect(response.statusCode).toBe(404)
      expect(errorOf(response)).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: NOT_FOUND.evaluation,
      })
    })

    it('200 with the whole evaluation as created', async () => {
      for (const evaluation of [...mine, theirs]) {
        const response = await get(`/api/evaluations/${evaluation.id}`)
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual(evaluation)
      }
      const first = (await get(`/api/evaluations/${mine[0]!.id}`)).json<Evaluation>()
      expect(first).toMatchObject({
        patientId,
        evaluationData: '2024-01-10',
        mainComplaint: 'Primeira: troca o "r" pelo "l"',
        gestation: { gestationDuration: 39, prenatalTreatment: true },
      })
      const third = (await get(`/api/evaluations/${mine[2]!.id}`)).json<Evaluation>()
      expect(third.familyInterrelationship).toEqual({ isAffectionate: 'ocasionalmente' })
    })

    /** Changes the stored row past the API (`change`, an UPDATE's SET), then reads it: still 200, as created. */
    const readAfter = async (evaluation: { id: string }, change: SQL) => {
      await t.database.db.execute(sql`UPDATE evaluations SET ${change} WHERE id = ${evaluation.id}`)
      const response = await get(`/api/evaluations/${evaluation.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual(evaluation)
      return response
    }

    it("200 with only the questionnaire's sections that hold answers, whatever else the row keeps", async () => {
      const evaluation = await createEvaluation({
        patientId,
        mainComplaint: 'Guardada com mais do que o questionário',
        gestation: { gestationDuration: 38 },
      })
      // Written past the API: a section the questionnaire does not have, and a null one.
      const response = await readAfter(
        evaluation,
        sql`sections = sections || '{"internalNotes": {"x": 1}, "personalData": {"name": "x"}, "sleep": null}'::jsonb`,
      )
      expect(response.json()).not.toHaveProperty('internalNotes')
      expect(response.json()).not.toHaveProperty('sleep')
      expect(response.json()).not.toHaveProperty('personalData')
    })

    it("200 with only the patient's fields the snapshot schema lists, whatever else the snapshot keeps", async () => {
      const evaluation = await createEvaluation({ patientId, mainComplaint: 'Retrato com mais campos' })
      // Written past the API: a field patient.schema.json does not have.
      const response = await readAfter(
        evaluation,
        sql`patient_snapshot = patient_snapshot || '{"internalNote": "nunca enviado"}'::jsonb`,
      )
      expect(response.body).not.toContain('internalNote')
    })
  })
})
