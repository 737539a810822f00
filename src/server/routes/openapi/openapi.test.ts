// GET /api/openapi.json: the document, to ADMINs only, with the questionnaire this server runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, errorOf, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { apiDocument } from '../../openapi/api-document'
import { loadQuestionnaire } from '../../questionnaire'

const URL = '/api/openapi.json'

describe.each(dbKinds)('GET /api/openapi.json (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t?.close())

  const get = (token?: string) =>
    t.app.inject({ method: 'GET', url: URL, headers: token ? bearer(token) : {} })

  it('answers an ADMIN the document, with the questionnaire whole', async () => {
    const response = await get(await t.signIn({ role: 'ADMIN' }))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const document = response.json<ReturnType<typeof apiDocument>>()
    expect(document).toEqual(apiDocument(loadQuestionnaire().schemas))
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.components.schemas)).toContain('patient')
  })

  it('refuses a clinician (403)', async () => {
    const response = await get(await t.signIn({ role: 'CLINICIAN' }))
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).message).toBe('Você não tem permissão para esta ação.')
  })

  it('refuses anyone without a session (401)', async () => {
    const response = await get()
    expect(response.statusCode).toBe(401)
    expect(errorOf(response).message).toBe('Sessão inválida ou expirada. Entre novamente.')
  })
})
