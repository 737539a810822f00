import type { Db } from '../db/client'
import { auditRepository } from '../repositories/audit'
import { entryHash, GENESIS_HASH } from './chain'

export type VerifyResult =
  { ok: true; entries: number } | { ok: false; entries: number; brokenAt: number; reason: string }

/** Walks the whole chain in id order, recomputing every hash. */
export async function verifyAuditChain(db: Db, pageSize = 5000): Promise<VerifyResult> {
  const trail = auditRepository(db)
  let prevHash = GENESIS_HASH
  let lastId = 0
  let entries = 0
  for (;;) {
    const rows = await trail.after(lastId, pageSize)
    for (const row of rows) {
      if (row.prevHash !== prevHash)
        return { ok: false, entries, brokenAt: row.id, reason: 'previous hash does not match' }
      if (entryHash(prevHash, row) !== row.hash)
        return { ok: false, entries, brokenAt: row.id, reason: 'entry was altered' }
      prevHash = row.hash
      lastId = row.id
      entries++
    }
    if (rows.length < pageSize) return { ok: true, entries }
  }
}
