// The generic engine, server side: on a copy of schemas/ with a new step and two questions moved (no code changed),
// the API takes and answers evaluations in the new shape, and serves the new version whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, errorOf, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { REARRANGED, rearrangedQuestionnaire } from '../../../../tests/kit/rearranged-questionnaire'
import { tempFolders } from '../../../../tests/kit/temp'

const { step, movedToStep } = REARRANGED
const folder = tempFolders('rearranged-questionnaire')

describe.each(dbKinds)('an evaluation on a rearranged questionnaire (%s)', (kind) => {
  let t: TestApp
  let token: string
  let patientId: string

  beforeAll(async () => {
    process.env.QUESTIONNAIRE_DIR = rearrangedQuestionnaire(folder())
    try {
      t = await createTestApp(kind)
    } finally {
      delete process.env.QUESTIONNAIRE_DIR
    }
    token = await t.signIn()
    const created = await call('POST', '/patients', { name: 'Otávio Rearranjado', phone: '(81) 98888-7777' })
    expect(created.statusCode, created.body).toBe(201)
    patientId = created.json<{ id: string }>().id
  })
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) })

  it('accepts the new step with the moved question and answers it back, under the new version', async () => {
    const answers = { [step.question.field]: true, [movedToStep.field]: false }
    const created = await call('POST', '/evaluations', {
      patientId,
      mainComplaint: 'Respira pela boca',
      [step.section]: answers,
      [movedToStep.from]: { drools: true },
    })
    expect(created.statusCode, created.body).toBe(201)
    const read = await call('GET', `/evaluations/${created.json<{ id: string }>().id}`)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({
      questionnaireVersion: REARRANGED.version,
      mainComplaint: 'Respira pela boca',
      [step.section]: answers,
      [movedToStep.from]: { drools: true },
      patient: { name: 'Otávio Rearranjado', phone: '(81) 98888-7777' },
    })
  })

  it('refuses the moved question where it was, naming it', async () => {
    const refused = await call('POST', '/evaluations', {
      patientId,
      [movedToStep.from]: { [movedToStep.field]: true },
    })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).details).toEqual([`${movedToStep.from}.${movedToStep.field}`])
  })

  it('checks the new step against its own schema', async () => {
    const refused = await call('POST', '/evaluations', {
      patientId,
      [step.section]: { [step.question.field]: 'sim' },
    })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).message).toContain(step.question.title)
  })

  it('serves the new version whole, its new step in the wizard and on the detail layout', async () => {
    const response = await call('GET', `/questionnaire/versions/${REARRANGED.version}`)
    expect(response.statusCode).toBe(200)
    const { bundle } = response.json()
    expect(bundle.wizard.steps.map((s: { section: string }) => s.section)).toContain(step.section)
    expect(bundle.detail.sections).toContainEqual({ title: step.title, source: step.section })
  })
})
