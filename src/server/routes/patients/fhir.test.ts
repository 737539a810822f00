// The FHIR R4 routes: GET /api/patients/{id}/fhir (the record as a Bundle), GET /api/evaluations/{id}/fhir (one
// QuestionnaireResponse) and GET /api/questionnaire/versions/{version}/fhir (the Questionnaire), as
// application/fhir+json, every resource valid R4 and every response answering its Questionnaire; audited.
import { eq } from 'drizzle-orm'
import type { Bundle, Questionnaire, QuestionnaireResponse, Resource } from '@medplum/fhirtypes'
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { auditLog, evaluations } from '../../db/schema'
import { bearer, errorOf } from '../../../../tests/kit/test-app'
import { postCreated } from '../../../../tests/kit/created'
import { clinicianApp } from '../../../../tests/kit/per-suite'
import { dbKinds } from '../../../../tests/kit/test-db'
import { NOT_FOUND } from '../../http-error'
import { answerEvaluation, fixedAnswers } from '../../../../tests/kit/answers'
import { answersByLinkId, fhirProblems, responseProblems } from '../../../../tests/kit/fhir'
import { expectUnauthorized, fullPatient, NIL_UUID } from '../../../../tests/kit/api-fixtures'
import { readRelease } from '../../questionnaire/release'
import { todayIn } from '../../../shared/dates'

const version = readRelease().version
/** The first recorded version: every database holds it (the evaluations before versions were recorded name it). */
const OLDEST = '2026.11.1'

describe.each(dbKinds)('FHIR routes (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)
  let patientId: string
  let completeId: string
  let emptyId: string
  let bundle: Bundle

  const get = (url: string, as: string | null = clinician.token) =>
    t.app.inject({ url, headers: as ? bearer(as) : {} })
  const post = (url: string, payload: object) => postCreated(t, clinician.token, url, payload)
  const fhirOf = async <T>(url: string) => {
    const response = await get(url)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/)
    return response.json<T>()
  }
  const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action))
  const resources = () => bundle.entry!.map((entry) => entry.resource!)
  const ofType = <T extends Resource>(type: T['resourceType']) =>
    resources().filter((r): r is T => r.resourceType === type)

  beforeAll(async () => {
    patientId = await post('/api/patients', fullPatient())
    completeId = await post('/api/evaluations', {
      patientId,
      evaluationData: '2026-03-10',
      mainComplaint: 'Troca de sons',
      ...answerEvaluation(fixedAnswers()),
    })
    emptyId = await post('/api/evaluations', { patientId })
    // Another patient's evaluation must not be in this Bundle.
    const otherId = await post('/api/patients', { name: 'Outro Paciente' })
    await post('/api/evaluations', { patientId: otherId, mainComplaint: 'De outro paciente' })
    bundle = await fhirOf<Bundle>(`/api/patients/${patientId}/fhir`)
  })

  it('the Bundle and each of its resources are valid FHIR R4', () => {
    expect(fhirProblems(bundle)).toEqual([])
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' })
    for (const resource of resources()) expect(fhirProblems(resource), resource.resourceType).toEqual([])
    expect(resources().map((r) => r.resourceType)).toEqual([
      'Patient',
      'Practitioner',
      'Questionnaire',
      'QuestionnaireResponse',
      'QuestionnaireResponse',
    ])
  })

  it('holds the patient, the clinician who recorded the evaluations and the version they answered', () => {
    const [patient] = ofType<{ resourceType: 'Patient'; id?: string; name?: { text?: string }[] }>('Patient')
    expect(patient).toMatchObject({
      id: patientId,
      name: [{ text: 'Helena Ávila' }],
      birthDate: '2019-07-14',
    })
    const [author] = ofType<{ resourceType: 'Practitioner'; telecom?: { value?: string }[] }>('Practitioner')
    expect(author!.telecom).toEqual([{ system: 'email', value: clinician.email }])
    expect(ofType<Questionnaire>('Questionnaire').map((q) => q.version)).toEqual([version])
  })

  it('answers the Questionnaire with each response, every answer of the complete evaluation there', () => {
    const [questionnaire] = ofType<Questionnaire>('Questionnaire')
    const responses = ofType<QuestionnaireResponse>('QuestionnaireResponse')
    expect(responses.map((r) => r.id).sort()).toEqual([completeId, emptyId].sort())
    for (const response of responses) expect(responseProblems(questionnaire!, response)).toEqual([])
    const complete = responses.find((r) => r.id === completeId)!
    expect(complete).toMatchObject({
      status: 'completed',
      subject: { reference: `Patient/${patientId}` },
      author: { reference: `Practitioner/${ofType('Practitioner')[0]!.id}` },
    })
    const sections = answerEvaluation(fixedAnswers())
    const questions = Object.values(sections).reduce((n, values) => n + Object.keys(values).length, 0)
    const answered = [...answersByLinkId(complete).keys()].filter((id) => id.split('.')[0]! in sections)
    expect(answered).toHaveLength(questions)
    // The empty evaluation answers the patient steps only.
    const empty = responses.find((r) => r.id === emptyId)!
    expect(empty.item!.map((item) => item.linkId)).toEqual(['personalData', 'address'])
  })

  it('every reference names an entry of the Bundle', () => {
    const urls = new Set(bundle.entry!.map((entry) => entry.fullUrl))
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? []
    expect(references).toHaveLength(4)
    for (const reference of references)
      expect(urls).toContain(`https://fono-intake.example/fhir/${reference.slice(13, -1)}`)
  })

  it('names the file for the child and the day', async () => {
    const response = await get(`/api/patients/${patientId}/fhir`)
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="helena-avila-${todayIn(t.app.config.clinicTimeZone)}.fhir.json"`,
    )
  })

  it('audits the patient export', async () => {
    const entries = await auditOf('patient.export_fhir')
    expect(entries.length).toBeGreaterThanOrEqual(1)
    expect(entries[0]).toMatchObject({
      entity: 'patient',
      entityId: patientId,
      patientId,
      userEmail: clinician.email,
    })
  })

  it("GET /evaluations/{id}/fhir answers the evaluation's response as the Bundle holds it, audited", async () => {
    const response = await fhirOf<QuestionnaireResponse>(`/api/evaluations/${completeId}/fhir`)
    expect(fhirProblems(response)).toEqual([])
    expect(response).toEqual(
      ofType<QuestionnaireResponse>('QuestionnaireResponse').find((r) => r.id === completeId),
    )
    const entries = await auditOf('evaluation.export_fhir')
    expect(entries.at(-1)).toMatchObject({ entity: 'evaluation', entityId: completeId, patientId })
  })

  it('GET /questionnaire/versions/{version}/fhir answers the Questionnaire the Bundle holds', async () => {
    const questionnaire = await fhirOf<Questionnaire>(`/api/questionnaire/versions/${version}/fhir`)
    expect(fhirProblems(questionnaire)).toEqual([])
    const { date, ...rest } = questionnaire
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(rest).toEqual(ofType<Questionnaire>('Questionnaire')[0])
  })

  it.each([
    ['/api/patients/%s/fhir', NOT_FOUND.patient],
    ['/api/evaluations/%s/fhir', NOT_FOUND.evaluation],
  ])('404 in Portuguese for %s of an unknown or malformed id, and no audit entry', async (url, message) => {
    const before = (await t.database.db.select().from(auditLog)).length
    for (const id of [NIL_UUID, 'abc', '%C3%A7']) {
      const response = await get(url.replace('%s', id))
      expect(response.statusCode).toBe(404)
      expect(errorOf(response)).toEqual({ statusCode: 404, error: 'Not Found', message })
    }
    expect((await t.database.db.select().from(auditLog)).length).toBe(before)
  })

  it("answers an evaluation of an older recorded version with that version's Questionnaire", async () => {
    const id = randomUUID()
    await t.database.db.insert(evaluations).values({
      id,
      patientId,
      questionnaireVersion: OLDEST,
      sections: { sleep: { teethGrinding: true, observations: 'Ronca' } },
      patientSnapshot: { name: 'Helena Ávila', birthDate: '2019-07-14' },
    })
    const withOlder = await fhirOf<Bundle>(`/api/patients/${patientId}/fhir`)
    expect(fhirProblems(withOlder)).toEqual([])
    const all = withOlder.entry!.map((entry) => entry.resource!)
    const questionnaires = all.filter((r): r is Questionnaire => r.resourceType === 'Questionnaire')
    expect(questionnaires.map((q) => q.version).sort()).toEqual([OLDEST, version].sort())
    const older = all.find((r): r is QuestionnaireResponse => r.id === id)!
    const answered = questionnaires.find((q) => q.version === OLDEST)!
    expect(fhirProblems(older)).toEqual([])
    expect(responseProblems(answered, older)).toEqual([])
    expect(answersByLinkId(older).get('sleep.teethGrinding')).toEqual([{ valueBoolean: true }])
    expect(await fhirOf<Questionnaire>(`/api/questionnaire/versions/${OLDEST}/fhir`)).toMatchObject({
      ...answered,
      date: expect.any(String),
    })
    await t.database.db.delete(evaluations).where(eq(evaluations.id, id))
  })

  it('404 in Portuguese for a version never recorded or malformed', async () => {
    for (const name of ['1999.1.1', 'a%20b']) {
      const response = await get(`/api/questionnaire/versions/${name}/fhir`)
      expect(response.statusCode).toBe(404)
      expect(errorOf(response).message).toBe(NOT_FOUND.questionnaireVersion)
    }
  })

  it('401 without a session', async () => {
    for (const url of [
      `/api/patients/${patientId}/fhir`,
      `/api/evaluations/${completeId}/fhir`,
      `/api/questionnaire/versions/${version}/fhir`,
    ])
      expectUnauthorized(await get(url, null))
  })
})
