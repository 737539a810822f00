import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/server/app'
import { hashPassword } from '../../src/server/auth/passwords'
import { loadConfig, type Config } from '../../src/server/config'
import type { Database } from '../../src/server/db/client'
import type { ErrorBody } from '../../src/shared/contract/common'
import { UUID } from '../../src/server/uuid'
import { createTestDatabase, type DbKind } from './test-db'

export interface TestApp {
  app: FastifyInstance
  database: Database
  /** Creates a user through the users repository (unless the e-mail has one) and returns a bearer token for it. */
  signIn(options?: { role?: 'ADMIN' | 'CLINICIAN'; email?: string; password?: string }): Promise<string>
  /** Stops the app and starts a new one on the same database (`app` is then the new one). */
  restart(): Promise<void>
  close(): Promise<void>
}

export interface TestAppOptions {
  /** The database to run on (closed with the app) instead of a fresh one of `kind`. */
  database?: Database
  auditKey?: string
  totpKey?: string
}

export const TEST_PASSWORD = 'correct horse battery'
/** The audit key of every test app (AUDIT_KEY). */
export const TEST_AUDIT_KEY = 'test-audit-key-'.padEnd(48, 'k')

/** The TOTP seeds' key of every test app (TOTP_KEY). */
export const TEST_TOTP_KEY = 'test-totp-key-'.padEnd(48, 't')

let counter = 0

export async function createTestApp(
  kind: DbKind,
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(kind))
  const config: Config = {
    ...loadConfig({}),
    dataDir: path.join(os.tmpdir(), 'fono-test-unused'),
    clientDir: path.join(os.tmpdir(), 'fono-test-no-client'),
    // Tests sign ADMINs in with a password alone; the second factor's own tests ask for MFA_REQUIRED=admins.
    mfaRequired: 'none',
    // Tests list and export far faster than a person; the per-user limits' own tests ask for them.
    patientListPerMinute: 1e9,
    patientExportsPerMinute: 1e9,
    ...overrides,
  }
  const start = async () => {
    const app = await buildApp({
      config,
      database,
      jwtSecret: 'test-secret-'.padEnd(48, 'x'),
      auditKey: options.auditKey ?? TEST_AUDIT_KEY,
      totpKey: options.totpKey ?? TEST_TOTP_KEY,
      logger: false,
      checkResponses: true,
    })
    await app.ready()
    return app
  }
  const passwordHash = await hashPassword(TEST_PASSWORD)
  const testApp: TestApp = {
    app: await start(),
    database,
    async signIn({ role = 'CLINICIAN', email, password = TEST_PASSWORD } = {}) {
      const address = email ?? `user${++counter}-${Date.now()}@example.com`
      const accounts = testApp.app.repos.users
      if (!(await accounts.findByEmail(address))) {
        const hash = password === TEST_PASSWORD ? passwordHash : await hashPassword(password)
        await accounts.create({ name: 'Teste', email: address, passwordHash: hash, role })
      }
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: BEARER_TRANSPORT,
        payload: { email: address, password },
      })
      const body = response.json() as { token?: string }
      if (response.statusCode !== 200 || !body.token) throw new Error(`login failed: ${response.body}`)
      return body.token
    },
    async restart() {
      await testApp.app.close()
      testApp.app = await start()
    },
    async close() {
      await testApp.app.close()
      await database.close()
    },
  }
  return testApp
}

/** An id as the server writes it: the one UUID pattern of src/server/uuid.ts, lowercase only, as PostgreSQL writes it. */
export const SERVER_UUID = new RegExp(UUID.source)

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A login's header asking for the token itself in the answer instead of a session cookie. */
export const BEARER_TRANSPORT = { 'x-session-transport': 'bearer' } as const

/** Asserts the error contract of DESIGN.md section 4 and returns the body. */
export function errorOf(response: LightMyRequestResponse) {
  const body = response.json<ErrorBody>()
  if (body.statusCode !== response.statusCode) throw new Error(`statusCode mismatch: ${response.body}`)
  return body
}
