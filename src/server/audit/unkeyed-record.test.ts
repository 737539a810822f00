// The unkeyed prefix recorded outside the database: a trail rewritten without the key as "older unkeyed entries"
// verified before (the forger recomputes plain SHA-256); with the record, audit:verify refuses it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { asc, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database, Db } from '../db/client'
import { auditLog } from '../db/schema'
import { entryHash, GENESIS_HASH, type AuditFields } from './chain'
import { readUnkeyedRecord, recordUnkeyedPrefix, UNKEYED_FILE } from './unkeyed-record'
import { verifyAuditChain } from './verify'
import { AuditWriter } from './writer'
import { TEST_AUDIT_KEY as KEY } from '../../../tests/kit/test-app'
import { createTestDatabase, dbKinds, openDataDir } from '../../../tests/kit/test-db'
import { runScript } from '../../../tests/kit/scripts'
import { tempFolders } from '../../../tests/kit/temp'

const LEGACY = 3
const KEYED = 3
const tempDir = tempFolders('unkeyed')

const fields = (n: number): AuditFields => ({
  at: new Date(Date.UTC(2025, 0, 1, 0, 0, n)),
  userId: null,
  userEmail: `pessoa${n}@example.com`,
  action: 'patient.read',
  entity: 'patient',
  entityId: crypto.randomUUID(),
  patientId: null,
  ip: null,
  requestId: `req-${n}`,
  details: null,
})

/** A trail as an upgraded install has it: LEGACY entries from before the key (SHA-256), then KEYED keyed ones. */
async function upgradedTrail(db: Db) {
  let prevHash = GENESIS_HASH
  for (let n = 1; n <= LEGACY; n++) {
    const entry = fields(n)
    const hash = entryHash(prevHash, entry, null)
    await db.insert(auditLog).values({ ...entry, prevHash, hash, seq: n, keyed: false })
    prevHash = hash
  }
  const writer = new AuditWriter(db, KEY)
  for (let n = LEGACY + 1; n <= LEGACY + KEYED; n++) await writer.append(fields(n))
  await writer.idle()
  return prevHash // the last unkeyed entry's hash
}

/**
 * Rewrites the trail without the key, as plain SHA-256 "from before the key", with the triggers off: the legacy
 * entries are kept as they were, the keyed ones after them get another action.
 */
async function rewriteAllUnkeyed(db: Db) {
  await db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER USER`)
  let prevHash = GENESIS_HASH
  for (const entry of await db.select().from(auditLog).orderBy(asc(auditLog.id))) {
    const action = entry.keyed ? 'patient.list' : entry.action
    const hash = entryHash(prevHash, { ...entry, action }, null)
    await db.execute(
      sql`UPDATE audit_log SET action = ${action}, prev_hash = ${prevHash}, hash = ${hash}, keyed = false WHERE id = ${entry.id}`,
    )
    prevHash = hash
  }
  await db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER USER`)
}

describe.each(dbKinds)('the unkeyed prefix recorded when the trail was keyed (%s)', (kind) => {
  // Two runs of audit:verify, each a node process compiling the script through tsx: minutes on a loaded machine.
  it('is written once (0600) and makes audit:verify refuse a trail rewritten as unkeyed entries', async () => {
    const dataDir = tempDir()
    const database: Database & { url?: string } =
      kind === 'pglite' ? await openDataDir(dataDir) : await createTestDatabase(kind)
    const env = { AUDIT_KEY: KEY, DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) }
    try {
      const lastLegacy = await upgradedTrail(database.db)
      expect(await recordUnkeyedPrefix(database.db, dataDir)).toEqual({ entries: LEGACY, hash: lastLegacy })
      const file = path.join(dataDir, UNKEYED_FILE)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      expect(fs.readFileSync(file, 'utf8')).toBe(`${LEGACY}:${lastLegacy}\n`)
      const unkeyed = readUnkeyedRecord(dataDir)!
      expect(await verifyAuditChain(database.db, KEY, { unkeyed })).toMatchObject({
        ok: true,
        unkeyed: LEGACY,
      })
      // Another last unkeyed entry than recorded is a rewrite too.
      const other = { entries: LEGACY, hash: 'a'.repeat(64) }
      expect(await verifyAuditChain(database.db, KEY, { unkeyed: other })).toMatchObject({
        ok: false,
        breaks: [
          {
            firstId: LEGACY,
            reason: `unkeyed entry ${LEGACY} is not the one recorded when the trail was keyed: history was rewritten`,
          },
        ],
      })

      await rewriteAllUnkeyed(database.db)
      // A later start keeps the first record: the prefix the rewrite claims is not counted again.
      expect(await recordUnkeyedPrefix(database.db, dataDir)).toEqual({ entries: LEGACY, hash: lastLegacy })
      expect(await verifyAuditChain(database.db, KEY, { unkeyed })).toEqual({
        ok: false,
        entries: LEGACY + KEYED,
        verifiedBefore: LEGACY,
        breaks: [
          {
            firstId: LEGACY + 1,
            lastId: LEGACY + KEYED,
            count: KEYED,
            reason: `more unkeyed entries than the ${LEGACY} recorded when the trail was keyed: history was rewritten`,
            verifiedAfter: null,
          },
        ],
        cutOff: 0,
      })
      if (kind === 'pglite') await database.close() // the script needs the data folder
      const verified = await runScript('audit-verify.ts', [], env)
      expect(verified.code).toBe(1)
      expect(verified.stderr).toContain(`more unkeyed entries than the ${LEGACY} recorded`)
      // Without the record (a DATA_DIR the server never started on), no unkeyed entry is accepted, and it says why.
      fs.rmSync(file)
      const unrecorded = await runScript('audit-verify.ts', [], env)
      expect(unrecorded.code).toBe(1)
      expect(unrecorded.stderr).toMatch(
        /more unkeyed entries than the 0 recorded[\s\S]*holds no audit-unkeyed/,
      )
    } finally {
      if (kind === 'postgres') await database.close()
    }
  }, 300_000)
})
