// The server writes the audit trail's head into its log once after it starts listening and then every day, so that
// a head lies outside the database for `npm run audit:verify -- --expect N:HASH`. The day is a fake interval here.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app'
import { verifyAuditChain } from '../audit/verify'
import { loadConfig } from '../config'
import { createTestDatabase } from '../../../tests/kit/test-db'
import { TEST_AUDIT_KEY, TEST_TOTP_KEY } from '../../../tests/kit/test-app'

const DAY_MS = 24 * 3600_000
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-audit-head-'))
let app: FastifyInstance | undefined
afterAll(async () => {
  vi.useRealTimers()
  await app?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the daily audit head', () => {
  it('is logged after listening and again a day later, as audit:verify prints it', async () => {
    // Only the intervals are fake: the database and the HTTP server keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const lines: { msg?: string; auditHead?: string }[] = []
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) }
    const database = await createTestDatabase('pglite')
    app = await buildApp({
      config: { ...loadConfig({}), dataDir, clientDir: dataDir, mfaRequired: 'none' },
      database,
      jwtSecret: 'test-secret-'.padEnd(48, 'x'),
      auditKey: TEST_AUDIT_KEY,
      totpKey: TEST_TOTP_KEY,
      logger: { level: 'info', stream },
    })
    app.addHook('onClose', () => database.close())
    await app.listen({ port: 0, host: '127.0.0.1' })
    const heads = () => lines.filter((line) => line.msg === 'audit head').map((line) => line.auditHead)
    await vi.waitFor(() => expect(heads()).toHaveLength(1))

    // An audited event (a failed login), then a day goes by.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ninguem@example.com', password: 'senha errada' },
    })
    expect(login.statusCode).toBe(401)
    vi.advanceTimersByTime(DAY_MS - 1)
    expect(heads()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await vi.waitFor(() => expect(heads()).toHaveLength(2))

    const [first, second] = heads() as [string, string]
    const count = (head: string) => Number(head.split(':')[0])
    expect(count(second)).toBe(count(first) + 1)
    const verified = await verifyAuditChain(database.db, TEST_AUDIT_KEY)
    expect(verified.ok && `${verified.head.entries}:${verified.head.hash}`).toBe(second)
  })
})
