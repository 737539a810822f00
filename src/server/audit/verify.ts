import type { Db } from '../db/client'
import { auditRepository } from '../repositories/audit'
import { entryHash, GENESIS_HASH } from './chain'

/** Where the chain ends: how many entries, and the last one's hash. Written down elsewhere, it anchors the trail. */
export interface AuditHead {
  entries: number
  hash: string
}

export const formatHead = (head: AuditHead) => `${head.entries}:${head.hash}`

/** `N:HASH`, as audit:verify prints it and a backup's .audit-head file holds it; null when it is not one. */
export function parseHead(text: string): AuditHead | null {
  const match = /^(\d+):([0-9a-f]{64})$/.exec(text.trim())
  return match ? { entries: Number(match[1]), hash: match[2]! } : null
}

export type VerifyResult =
  | { ok: true; entries: number; head: AuditHead; unkeyed: number }
  | { ok: false; entries: number; brokenAt: number; reason: string }

/**
 * Walks the whole chain in id order, recomputing every hash (HMAC with `key` for keyed entries, SHA-256 for the
 * unkeyed ones, written before the trail was keyed, which may only come first) and checking that each entry's place
 * is one more than the last one's. With `expect` (an earlier head), the chain must still hold that many entries and
 * its entry of that rank that hash: entries cut off from the end, or a rewritten history, show there. With
 * `unkeyed` (the unkeyed prefix recorded outside the database when the trail was keyed, audit/unkeyed-record.ts),
 * more unkeyed entries than it holds, or another last one, is a rewrite: without the key, a forger can only write
 * unkeyed entries.
 */
export async function verifyAuditChain(
  db: Db,
  key: string,
  options: { pageSize?: number; expect?: AuditHead; unkeyed?: AuditHead } = {},
): Promise<VerifyResult> {
  const { pageSize = 5000, expect, unkeyed: recorded } = options
  const trail = auditRepository(db)
  let prevHash = GENESIS_HASH
  let lastId = 0
  let entries = 0
  let unkeyed = 0
  for (;;) {
    const rows = await trail.after(lastId, pageSize)
    for (const row of rows) {
      const broken = (reason: string) => ({ ok: false as const, entries, brokenAt: row.id, reason })
      if (row.prevHash !== prevHash) return broken('previous hash does not match')
      if (!row.keyed && unkeyed < entries) return broken('an unkeyed entry after keyed ones')
      if (!row.keyed && recorded && unkeyed >= recorded.entries)
        return broken(
          `more unkeyed entries than the ${recorded.entries} recorded when the trail was keyed: history was rewritten`,
        )
      // (Every keyed entry failing from the first one on means another audit key than the trail's.)
      if (entryHash(prevHash, row, row.keyed ? key : null) !== row.hash) return broken('entry was altered')
      // The head (audit-head logs, backups' .audit-head) is read from the last entry's place: places must count.
      if (row.seq !== entries + 1) return broken(`entry ${entries + 1} says it is entry ${row.seq}`)
      prevHash = row.hash
      lastId = row.id
      entries++
      if (!row.keyed) unkeyed++
      if (!row.keyed && recorded && unkeyed === recorded.entries && row.hash !== recorded.hash)
        return broken(
          `unkeyed entry ${unkeyed} is not the one recorded when the trail was keyed: history was rewritten`,
        )
      if (expect && entries === expect.entries && row.hash !== expect.hash)
        return broken(`entry ${entries} does not have the expected hash: history was rewritten`)
    }
    if (rows.length < pageSize) break
  }
  if (expect && entries < expect.entries)
    return {
      ok: false,
      entries,
      brokenAt: lastId,
      reason: `${expect.entries - entries} entries were cut off: the chain ends at entry ${entries}, ${expect.entries} were expected`,
    }
  return { ok: true, entries, head: { entries, hash: prevHash }, unkeyed }
}
