// Issue 49, point 1: the release that asks about chickenpox beside smallpox and splits the questions that asked the
// same thing. Releases never change, so their words can be read here; an evaluation answered before it keeps the
// version, and so the words, it was answered with.
import { afterEach, describe, expect, it } from 'vitest'
import type { JSONSchema7 } from 'json-schema'
import { clinicianApp } from '../../../tests/kit/per-suite'
import { bearer, createTestApp } from '../../../tests/kit/test-app'
import { dbKinds } from '../../../tests/kit/test-db'
import { createPatient } from '../../../tests/kit/api-fixtures'
import { releaseFolder, releaseOf } from '../../../tests/kit/questionnaire'
import { tempFolders } from '../../../tests/kit/temp'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'

const BEFORE = releaseOf('2026.12.1')
const AFTER = releaseOf('2026.12.2')
const HISTORY = 'steps/08-historico-patologico.schema.json'
const folder = tempFolders('release-2026-12-2')

const question = (release: QuestionnaireRelease, file: string, field: string) =>
  (release.files[file] as JSONSchema7).properties?.[field] as JSONSchema7 | undefined
const order = (release: QuestionnaireRelease, file: string) =>
  (release.files[file] as { 'ui:order': string[] })['ui:order']

describe('questionnaire 2026.12.2', () => {
  it('asks about chickenpox as a yes/no beside smallpox, which says it is not chickenpox', () => {
    expect(question(BEFORE, HISTORY, 'chickenpox')).toBeUndefined()
    expect(question(AFTER, HISTORY, 'chickenpox')).toEqual({
      type: 'boolean',
      title: 'Teve catapora (varicela)',
    })
    expect(question(AFTER, HISTORY, 'smallpox')?.type).toBe(question(BEFORE, HISTORY, 'smallpox')?.type)
    expect(question(AFTER, HISTORY, 'smallpox')?.title).toMatch(/varíola.*não confundir com catapora/)
    const next = order(AFTER, 'steps/08-historico-patologico.ui.json')
    expect(next.indexOf('chickenpox') + 1).toBe(next.indexOf('smallpox'))
  })

  it('no longer asks the same thing twice across steps 7 and 13', () => {
    const titles = (release: QuestionnaireRelease, file: string, fields: string[]) =>
      fields.map((field) => question(release, file, field)?.title)
    const pairs: [string, string][] = [
      ['gestureShare', 'jointAttentionPointing'],
      ['looksWhenPointed', 'followsPointing'],
      ['answersToName', 'headOrientationToAdult'],
    ]
    for (const [language, family] of pairs) {
      const [a, b] = [
        question(AFTER, 'steps/07-desenvolvimento-linguagem.schema.json', language)?.title,
        question(AFTER, 'steps/13-relacao-familiar.schema.json', family)?.title,
      ]
      expect(a, language).toBeTruthy()
      expect(b, family).toBeTruthy()
      expect(a).not.toBe(b)
    }
    // Reworded (the fields keep their answers), not removed: no migration.
    expect(AFTER.migration).toBeUndefined()
    expect(titles(AFTER, 'steps/13-relacao-familiar.schema.json', ['jointAttentionPointing'])).not.toEqual(
      titles(BEFORE, 'steps/13-relacao-familiar.schema.json', ['jointAttentionPointing']),
    )
  })
})

describe.each(dbKinds)('an evaluation answered with 2026.12.1 (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)

  afterEach(() => {
    delete process.env.QUESTIONNAIRE_DIR
  })

  it('keeps its version and is read with its words under the new release', async () => {
    process.env.QUESTIONNAIRE_DIR = releaseFolder(folder(), BEFORE)
    const old = await createTestApp(kind, {}, { database: t.database })
    const oldToken = await old.signIn()
    const patientId = await createPatient(old, oldToken, { name: 'Paciente de antes' })
    const created = await old.app.inject({
      method: 'POST',
      url: '/api/evaluations',
      headers: bearer(oldToken),
      payload: { patientId, pathologicalHistory: { smallpox: true } },
    })
    expect(created.statusCode, created.body).toBe(201)
    await old.app.close() // (not old.close(): the database is shared)

    const read = await t.app.inject({
      url: `/api/evaluations/${created.json().id}`,
      headers: bearer(clinician.token),
    })
    expect(read.json()).toMatchObject({
      questionnaireVersion: '2026.12.1',
      pathologicalHistory: { smallpox: true },
    })
    const served = await t.app.inject({
      url: '/api/questionnaire/versions/2026.12.1',
      headers: bearer(clinician.token),
    })
    const { bundle } = served.json<{ bundle: QuestionnaireRelease }>()
    expect(question(bundle, HISTORY, 'smallpox')?.title).toBe(question(BEFORE, HISTORY, 'smallpox')?.title)
    expect(question(bundle, HISTORY, 'smallpox')?.title).not.toBe(question(AFTER, HISTORY, 'smallpox')?.title)
    expect(question(bundle, HISTORY, 'chickenpox')).toBeUndefined()
  })
})
