// Migration 0014 on a trail of the previous release: every entry gets its place in the chain (id order, gaps in the
// ids left by rolled-back inserts not counted), the index that refuses a fork moves to the place, and the trail
// stays append-only; the app's writer then appends after the last place.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { entryHash, GENESIS_HASH, type AuditFields } from '../audit/chain'
import { verifyAuditChain } from '../audit/verify'
import { AuditWriter } from '../audit/writer'
import { auditRepository } from '../repositories/audit'
import { TEST_AUDIT_KEY as KEY } from '../../../tests/kit/test-app'
import { dbKinds } from '../../../tests/kit/test-db'
import { openBefore } from '../../../tests/kit/migrations'
import { perSuite } from '../../../tests/kit/per-suite'

const ENTRIES = 7

const fields = (n: number): AuditFields => ({
  at: new Date(Date.UTC(2026, 0, 1, 12, n)),
  userId: null,
  userEmail: `clinica${n}@example.com`,
  action: 'auth.login_failed',
  entity: null,
  entityId: null,
  patientId: null,
  ip: '198.51.100.7',
  requestId: `req-${n}`,
  details: null,
})

describe.each(dbKinds)('migration %s: places in the audit chain', (kind) => {
  const database = perSuite(() => openBefore(kind, '0014_audit_chain_places'))

  it('numbers the existing entries in chain order and keeps the trail append-only', async () => {
    // A keyed chain as the previous release wrote it, with ids skipped between entries (a rolled-back insert).
    let prevHash = GENESIS_HASH
    for (let n = 1; n <= ENTRIES; n++) {
      const entry = fields(n)
      const hash = entryHash(prevHash, entry, KEY)
      await database.run(sql`
        INSERT INTO audit_log (at, user_email, action, ip, request_id, prev_hash, hash, keyed)
        VALUES (${entry.at.toISOString()}, ${entry.userEmail}, ${entry.action}, ${entry.ip}, ${entry.requestId},
                ${prevHash}, ${hash}, true)`)
      if (n % 3 === 0) await database.run(sql`SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))`)
      prevHash = hash
    }

    await database.upgrade()
    const rows = await database.run(sql`SELECT id, seq FROM audit_log ORDER BY id`)
    expect(rows.map((row) => Number(row.seq))).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(Number(rows.at(-1)!.id)).toBeGreaterThan(ENTRIES)
    expect(await auditRepository(database.db).head()).toEqual({ entries: ENTRIES, hash: prevHash })
    expect(await verifyAuditChain(database.db, KEY)).toMatchObject({ ok: true, entries: ENTRIES })

    const indexes = await database.run(sql`SELECT indexname FROM pg_indexes WHERE tablename = 'audit_log'`)
    const names = indexes.map((row) => row.indexname)
    expect(names).toContain('audit_log_seq_key')
    expect(names).not.toContain('audit_log_prev_hash_key')
    await expect(database.run(sql`UPDATE audit_log SET action = 'x' WHERE seq = 1`)).rejects.toThrow()
    await expect(database.run(sql`DELETE FROM audit_log WHERE seq = 1`)).rejects.toThrow()

    // This release's writer goes on from the last place.
    const writer = new AuditWriter(database.db, KEY)
    await writer.append(fields(ENTRIES + 1))
    await writer.append(fields(ENTRIES + 2))
    expect(await verifyAuditChain(database.db, KEY)).toMatchObject({ ok: true, entries: ENTRIES + 2 })
    expect((await auditRepository(database.db).head()).entries).toBe(ENTRIES + 2)
  })
})
