// npm run user:create: an account made from the command line, with the server stopped, on a new data folder; the
// e-mail is stored trimmed and lower-case, the creation audited; a taken e-mail or a weak password is refused.
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { verifyAuditChain } from '../audit/verify'
import { openDatabase } from '../db/client'
import { auditLog, users } from '../db/schema'
import { exposedEntries } from '../private-files'
import { verifyPassword } from './passwords'
import { runScript } from '../../../tests/kit/scripts'
import { tempFolders } from '../../../tests/kit/temp'
import { TEST_AUDIT_KEY } from '../../../tests/kit/test-app'

const folder = tempFolders('user-create')
const PASSWORD = 'Primeira-Admin-2026!'

describe('npm run user:create', () => {
  it('creates the account in a new, private data folder and audits it; refuses a taken e-mail and a weak password', async () => {
    const dataDir = folder('data')
    const env = { DATA_DIR: dataDir, AUDIT_KEY: TEST_AUDIT_KEY }
    const create = (email: string, password: string) =>
      runScript(
        'user-create.ts',
        ['--name', ' Ana Souza ', '--email', email, '--password', password, '--role', 'ADMIN'],
        env,
      )

    const created = await create(' Ana.Souza@Example.com ', PASSWORD)
    expect([created.code, created.stdout.trim()], created.stderr).toEqual([
      0,
      `Created ADMIN ana.souza@example.com (${dataDir}).`,
    ])
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(exposedEntries(dataDir)).toEqual([])

    const taken = await create('ana.souza@example.com', PASSWORD)
    expect([taken.code, taken.stderr.trim()]).toEqual([
      1,
      'A user with e-mail ana.souza@example.com already exists.',
    ])
    const weak = await create('bia@example.com', 'senha123')
    expect([weak.code, weak.stderr.trim()]).toEqual([1, 'Essa senha é muito comum. Escolha outra.'])

    const database = await openDatabase({ dataDir })
    try {
      const accounts = await database.db.select().from(users)
      expect(accounts.map(({ name, email, role }) => ({ name, email, role }))).toEqual([
        { name: 'Ana Souza', email: 'ana.souza@example.com', role: 'ADMIN' },
      ])
      expect(await verifyPassword(accounts[0]!.passwordHash, PASSWORD)).toBe(true)
      const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.create'))
      expect(entries.map(({ entityId, userId, details }) => ({ entityId, userId, details }))).toEqual([
        { entityId: accounts[0]!.id, userId: null, details: { role: 'ADMIN', via: 'npm run user:create' } },
      ])
      expect(await verifyAuditChain(database.db, TEST_AUDIT_KEY)).toMatchObject({ ok: true })
    } finally {
      await database.close()
    }
  })
})
