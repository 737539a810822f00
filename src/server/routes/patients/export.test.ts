// GET /api/patients/{id}/export: the patient's complete record (the patient and every evaluation, each
// answer with its question's label from the schema files) as a zip named after the child, holding a JSON document
// and a PDF of the same record; audited.
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import type { JSONSchema7 } from 'json-schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, evaluations } from '../../db/schema'
import type { WizardFile } from '../../../shared/questionnaire/types'
import { bearer, errorOf } from '../../../../tests/kit/test-app'
import { postCreated } from '../../../../tests/kit/created'
import { clinicianApp } from '../../../../tests/kit/per-suite'
import { dbKinds } from '../../../../tests/kit/test-db'
import { exportFiles } from '../../../../tests/kit/export-file'
import { NOT_FOUND } from '../../http-error'
import { answerEvaluation, fixedAnswers } from '../../../../tests/kit/answers'
import { questionTitle } from '../../../../tests/kit/questionnaire'
import type { PatientExport } from '../../../shared/contract/export'
import { formatDateBr, todayIn } from '../../../shared/dates'
import { expectUnauthorized, fullPatient, NIL_UUID } from '../../../../tests/kit/api-fixtures'

const schemasDir = new URL('../../../../schemas/', import.meta.url)
const readSchema = <T>(file: string) => JSON.parse(fs.readFileSync(new URL(file, schemasDir), 'utf8')) as T

const wizard = readSchema<WizardFile>('wizard.json')
const patientSchema = readSchema<JSONSchema7>('patient.schema.json')
const evaluationSteps = wizard.steps.filter((s) => s.target === 'evaluation')
/** Section key (gestation, sleep, ...) -> that step's schema, read from the files the server reads. */
const sectionSchemas = Object.fromEntries(
  evaluationSteps.map((s) => [s.section, readSchema<JSONSchema7>(s.schema)]),
) as Record<string, JSONSchema7>
const properties = (schema: JSONSchema7) => Object.entries(schema.properties ?? {}) as [string, JSONSchema7][]

/** Every question of every evaluation section answered. */
const allSections = () => answerEvaluation(fixedAnswers())

/** The answers a section must show: every question of the schema, in order, with its title and the stored value. */
const expectedAnswers = (schema: JSONSchema7, stored: Record<string, unknown>) =>
  properties(schema).map(([field, s]) => ({ field, label: s.title, value: stored[field] ?? null }))

describe.each(dbKinds)('GET /api/patients/{id}/export (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)
  let patientId: string
  let firstId: string
  let secondId: string
  const first = { evaluationData: '2026-03-10', mainComplaint: 'Troca de sons', ...allSections() }
  const second = { mainComplaint: 'Retorno', sleep: { teethGrinding: true, observations: 'Ronca' } }

  const exportOf = (id: string, as: string | null = clinician.token) =>
    t.app.inject({ url: `/api/patients/${id}/export`, headers: as ? bearer(as) : {} })
  const post = (url: string, payload: object) => postCreated(t, clinician.token, url, payload)
  const auditCount = async () => (await t.database.db.select().from(auditLog)).length
  /** The JSON document of an export's zip. */
  const documentOf = (response: Awaited<ReturnType<typeof exportOf>>) => {
    expect(response.statusCode, response.body).toBe(200)
    return exportFiles(response.rawPayload).document
  }

  beforeAll(async () => {
    patientId = await post('/api/patients', fullPatient())
    firstId = await post('/api/evaluations', { patientId, ...first })
    secondId = await post('/api/evaluations', { patientId, ...second })
    // Another patient's evaluation must not leak into this export.
    const otherId = await post('/api/patients', { name: 'Outro Paciente' })
    await post('/api/evaluations', { patientId: otherId, mainComplaint: 'De outro paciente' })
  })

  it('401 without a token or with a forged one, and writes nothing to the audit log', async () => {
    const before = await auditCount()
    for (const response of [
      await exportOf(patientId, null),
      await t.app.inject({
        url: `/api/patients/${patientId}/export`,
        headers: { authorization: 'Bearer abc.def.ghi' },
      }),
    ]) {
      expectUnauthorized(response)
      expect(response.headers['content-disposition']).toBeUndefined()
    }
    expect(await auditCount()).toBe(before)
  })

  it.each([NIL_UUID, 'abc', '%C3%A7', 'urn:uuid:' + NIL_UUID])(
    '404 in Portuguese for %s, and no audit entry',
    async (id) => {
      const before = await auditCount()
      const response = await exportOf(id)
      expect(response.statusCode).toBe(404)
      expect(errorOf(response)).toEqual({ statusCode: 404, error: 'Not Found', message: NOT_FOUND.patient })
      expect(response.headers['content-disposition']).toBeUndefined()
      expect(await auditCount()).toBe(before)
    },
  )

  describe('200', () => {
    let response: Awaited<ReturnType<typeof exportOf>>
    let document: PatientExport
    let json: string
    let pdf: string
    let startedAt: number
    beforeAll(async () => {
      startedAt = Date.now()
      response = await exportOf(patientId)
      const files = exportFiles(response.rawPayload)
      ;({ document, json } = files)
      // A label and its answer are two text runs of one line.
      pdf = files.pdfPages.join('\n').replace(/: \n/g, ': ')
    })

    it('is a zip named after the child and the day, holding a JSON file and a PDF of that name', () => {
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/zip')
      // fullPatient() is 'Helena Ávila': an ASCII name, accents dropped.
      const name = `helena-avila-${todayIn(t.app.config.clinicTimeZone)}`
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}.zip"`)
      expect(exportFiles(response.rawPayload).names.sort()).toEqual([`${name}.json`, `${name}.pdf`])
      expect(response.headers['x-request-id']).toBeTruthy()
    })

    it('its JSON is indented for people to read', () => {
      expect(json).toMatch(/^\{\n {2}"exportedAt": "/)
      expect(json).toBe(JSON.stringify(document, null, 2))
    })

    it('its PDF reads in Portuguese: the child, each answered question by its label, dates as dd/mm/aaaa', () => {
      expect(pdf).toContain('Prontuário fonoaudiológico')
      expect(pdf).toContain('Helena Ávila')
      expect(pdf).toContain('Dados do paciente')
      const sono = readSchema<JSONSchema7>('steps/05-sono.schema.json')
      const grinding = (sono.properties!.teethGrinding as JSONSchema7).title!
      const sleepwalking = (sono.properties!.sleepwalking as JSONSchema7).title!
      expect(pdf).toContain(`${grinding}: Sim`)
      // The second evaluation answered only two questions of Sono: an unanswered question is left out.
      const second = pdf.slice(pdf.indexOf('Avaliação 2 de 2'))
      expect(second).toContain('Retorno')
      expect(second).not.toContain(sleepwalking)
      expect(pdf).toContain(`Avaliação 1 de 2: ${formatDateBr(first.evaluationData)}`)
      expect(pdf).toContain('10/03/2026')
      expect(pdf).not.toContain('2026-03-10')
      // A list answer, one line an entry, each field by its label.
      expect(pdf).toContain('• Nome: Otávio · Idade (anos): 9')
      expect(pdf).not.toContain('[object Object]')
      expect(pdf).not.toContain('De outro paciente')
    })

    it('says when, by whom and under which questionnaire version', () => {
      expect(document.exportedBy).toBe(clinician.email)
      expect(new Date(document.exportedAt).getTime()).toBeGreaterThanOrEqual(startedAt - 5)
      expect(document.questionnaireVersion).toBe(wizard.version)
    })

    it('holds the patient: every question of patient.schema.json with its label and the stored answer', () => {
      expect(document.patient.id).toBe(patientId)
      expect(new Date(document.patient.createdAt).getTime()).toBeLessThanOrEqual(Date.now())
      expect(document.patient.answers).toEqual(expectedAnswers(patientSchema, fullPatient()))
      const byField = Object.fromEntries(document.patient.answers.map((a) => [a.field, a]))
      expect(byField.name).toEqual({ field: 'name', label: 'Nome', value: 'Helena Ávila' })
      expect(byField.siblings!.value).toEqual([{ name: 'Otávio', age: 9 }])
    })

    it('holds every evaluation of the patient, oldest first, and no other', () => {
      expect(document.evaluations.map((e) => e.id)).toEqual([firstId, secondId])
      expect(json).not.toContain('De outro paciente')
      expect(document.evaluations[0]).toMatchObject({
        evaluationData: '2026-03-10',
        mainComplaint: 'Troca de sons',
        questionnaireVersion: wizard.version,
      })
      expect(document.evaluations[1]).toMatchObject({ evaluationData: null, mainComplaint: 'Retorno' })
    })

    it('each evaluation has every section, in the wizard order, each question with its label and value', () => {
      for (const [evaluation, sent] of [
        [document.evaluations[0]!, first],
        [document.evaluations[1]!, second],
      ] as const) {
        expect(evaluation.sections.map((s) => [s.key, s.title])).toEqual(
          evaluationSteps.map((s) => [s.section, s.title]),
        )
        for (const section of evaluation.sections) {
          const stored = ((sent as Record<string, unknown>)[section.key] ?? {}) as Record<string, unknown>
          expect(section.answers, section.key).toEqual(expectedAnswers(sectionSchemas[section.key]!, stored))
          for (const answer of section.answers) expect(answer.label).toBeTruthy()
        }
      }
    })

    it('sleep.teethGrinding carries the title of schemas/steps/05-sono.schema.json', () => {
      const sono = readSchema<JSONSchema7>('steps/05-sono.schema.json')
      const title = (sono.properties!.teethGrinding as JSONSchema7).title
      expect(title).toBeTruthy()
      const sleep = document.evaluations[1]!.sections.find((s) => s.key === 'sleep')!
      expect(sleep.title).toBe('Sono')
      expect(sleep.answers.find((a) => a.field === 'teethGrinding')).toEqual({
        field: 'teethGrinding',
        label: title,
        value: true,
      })
      // An unanswered question is there, with no value.
      expect(sleep.answers.find((a) => a.field === 'sleepwalking')).toEqual({
        field: 'sleepwalking',
        label: questionTitle('sleep', 'sleepwalking'),
        value: null,
      })
    })

    it('leaks no internal column', () => {
      expect(json).not.toMatch(/requestKey|request_key|createdBy|created_by|passwordHash/)
    })

    it('is audited: one patient.export entry for this request', async () => {
      await t.app.auditWriter.idle()
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.requestId, response.headers['x-request-id'] as string))
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({
        action: 'patient.export',
        entity: 'patient',
        entityId: patientId,
        patientId,
        userEmail: clinician.email,
        ip: '127.0.0.1',
      })
    })
  })

  it('a patient without evaluations: the patient, stored defaults as values, an empty list', async () => {
    const id = await post('/api/patients', { name: 'Só o Nome' })
    const document = documentOf(await exportOf(id))
    expect(document.evaluations).toEqual([])
    const byField = Object.fromEntries(document.patient.answers.map((a) => [a.field, a.value]))
    expect(byField).toMatchObject({
      name: 'Só o Nome',
      birthDate: null,
      school: '',
      siblings: [],
      address: [],
    })
    expect(document.patient.answers.map((a) => a.field)).toEqual(properties(patientSchema).map(([f]) => f))
  })

  it('keeps, unlabelled, the answer to a question a later questionnaire version dropped', async () => {
    const evaluationId = await post('/api/evaluations', { patientId, sleep: { drools: true } })
    await t.database.db
      .update(evaluations)
      .set({ sections: { sleep: { drools: true, legacyQuestion: 'resposta antiga' } } })
      .where(eq(evaluations.id, evaluationId))
    const document = documentOf(await exportOf(patientId))
    const evaluation = document.evaluations.find((e) => e.id === evaluationId)!
    const sleep = evaluation.sections.find((s) => s.key === 'sleep')!
    expect(sleep.answers.at(-1)).toEqual({
      field: 'legacyQuestion',
      label: 'legacyQuestion',
      value: 'resposta antiga',
    })
    expect(sleep.answers.find((a) => a.field === 'drools')!.value).toBe(true)
  })

  it('an ADMIN may export too', async () => {
    const adminToken = await t.signIn({ role: 'ADMIN' })
    expect(documentOf(await exportOf(patientId, adminToken)).patient.id).toBe(patientId)
  })
})
