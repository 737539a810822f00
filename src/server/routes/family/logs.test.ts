// Nothing of a family's form reaches the server's log: not the answers (saved, refused or sent), not the birth date
// that opens the link, not the link's token, whatever the outcome of each request.
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { hashPassword } from '../../auth/passwords'
import { loadConfig } from '../../config'
import { loggerOptions } from '../../logging'
import { createTestDatabase } from '../../../../tests/kit/test-db'
import {
  BEARER_TRANSPORT,
  TEST_AUDIT_KEY,
  TEST_PASSWORD,
  TEST_TOTP_KEY,
} from '../../../../tests/kit/test-app'
import { tempFolders } from '../../../../tests/kit/temp'
import { createPatient, fullPatient } from '../../../../tests/kit/api-fixtures'
import { makeFamilyLink, openedFamilyLink, openFamilyLink } from '../../../../tests/kit/family'

const folder = tempFolders('family-logs')
const SECRET = 'Tomava mamadeira escondida da avó Quitéria'
const WRONG_DATE = '2011-03-09'

let app: FastifyInstance | undefined
afterAll(() => app?.close())

describe('the family form in the logs', () => {
  it('holds no answer, birth date or token', async () => {
    const lines: string[] = []
    const stream = { write: (line: string) => void lines.push(line) }
    const database = await createTestDatabase('pglite')
    const dir = folder()
    app = await buildApp({
      config: { ...loadConfig({}), dataDir: dir, clientDir: dir, mfaRequired: 'none' },
      database,
      jwtSecret: 'test-secret-'.padEnd(48, 'x'),
      auditKey: TEST_AUDIT_KEY,
      totpKey: TEST_TOTP_KEY,
      logger: { ...loggerOptions('trace'), stream },
    })
    app.addHook('onClose', () => database.close())
    await app.ready()
    await app.repos.users.create({
      name: 'Teste',
      email: 'logs@example.com',
      passwordHash: await hashPassword(TEST_PASSWORD),
      role: 'CLINICIAN',
    })
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: BEARER_TRANSPORT,
      payload: { email: 'logs@example.com', password: TEST_PASSWORD },
    })
    const token = login.json<{ token: string }>().token
    const holder = { app }
    const patientId = await createPatient(holder, token, fullPatient())
    const link = await makeFamilyLink(holder, token, patientId)
    lines.length = 0

    expect((await openFamilyLink(holder, link.token, WRONG_DATE)).statusCode).toBe(403)
    const session = await openedFamilyLink(holder, link.token, fullPatient().birthDate)
    const put = (answers: object) =>
      app!.inject({ method: 'PUT', url: '/api/family/answers', headers: session, payload: { answers } })
    expect((await put({ sleep: { observations: SECRET } })).statusCode).toBe(200)
    expect((await put({ sleep: { normal: SECRET } })).statusCode).toBe(400)
    expect((await put({ sleep: { observations: SECRET.repeat(200) } })).statusCode).toBe(400)
    expect(
      (await app.inject({ method: 'POST', url: '/api/family/submit', headers: session })).statusCode,
    ).toBe(200)
    expect((await put({ sleep: { observations: SECRET } })).statusCode).toBe(410)

    const log = lines.join('\n')
    expect(log).toContain('/api/family/answers')
    for (const secret of [SECRET, 'Quitéria', WRONG_DATE, fullPatient().birthDate, link.token])
      expect(log).not.toContain(secret)
  })
})
