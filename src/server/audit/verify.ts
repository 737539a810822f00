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

/** Consecutive entries, by id: the first, the last, and how many. */
export interface Span {
  firstId: number
  lastId: number
  count: number
}

/** Consecutive entries that fail for one reason, and the entries after them that still verify (up to the next break). */
export interface Break extends Span {
  reason: string
  verifiedAfter: Span | null
}

export type VerifyResult =
  | { ok: true; entries: number; head: AuditHead; unkeyed: number }
  | {
      ok: false
      entries: number
      /** Entries before the first break, all verified. */
      verifiedBefore: number
      breaks: Break[]
      /** Entries an earlier head (`expect`) held that the chain no longer does. */
      cutOff: number
    }

const extend = (span: Span | null, id: number): Span =>
  span ? { ...span, lastId: id, count: span.count + 1 } : { firstId: id, lastId: id, count: 1 }

/**
 * Walks the whole chain in id order and reports every entry that fails, not only the first: each entry's hash is
 * recomputed (HMAC with `key` for keyed entries, SHA-256 for the unkeyed ones, written before the trail was keyed,
 * which may only come first) and must link to the stored hash of the entry before it, and its place must be one more
 * than that entry's. A break is reported once: the entries after it are checked against what is stored, so an altered
 * entry breaks alone and a deleted one breaks its successor only, and each break says which entries after it still
 * verify. With `expect` (an earlier head), the chain must still hold that many entries and its entry of that rank
 * that hash: entries cut off from the end, or a rewritten history, show there. With `unkeyed` (the unkeyed prefix
 * recorded outside the database when the trail was keyed, audit/unkeyed-record.ts), more unkeyed entries than it
 * holds, or another last one, is a rewrite: without the key, a forger can only write unkeyed entries.
 */
export async function verifyAuditChain(
  db: Db,
  key: string,
  options: { pageSize?: number; expect?: AuditHead; unkeyed?: AuditHead } = {},
): Promise<VerifyResult> {
  const { pageSize = 5000, expect, unkeyed: recorded } = options
  const trail = auditRepository(db)
  let prevHash = GENESIS_HASH
  let prevSeq = 0
  let lastId = 0
  let entries = 0
  let unkeyed = 0
  let keyedSeen = false
  let verifiedBefore = 0
  const breaks: Break[] = []
  for (;;) {
    const rows = await trail.after(lastId, pageSize)
    for (const row of rows) {
      entries++
      if (!row.keyed) unkeyed++
      const reason = (() => {
        if (row.prevHash !== prevHash) return 'previous hash does not match'
        if (!row.keyed && keyedSeen) return 'an unkeyed entry after keyed ones'
        if (!row.keyed && recorded && unkeyed > recorded.entries)
          return `more unkeyed entries than the ${recorded.entries} recorded when the trail was keyed: history was rewritten`
        // (Every keyed entry failing from the first one on means another audit key than the trail's.)
        if (entryHash(prevHash, row, row.keyed ? key : null) !== row.hash) return 'entry was altered'
        // The head (audit-head logs, backups' .audit-head) is read from the last entry's place: places must count.
        if (row.seq !== prevSeq + 1) return `entry ${prevSeq + 1} says it is entry ${row.seq}`
        if (!row.keyed && recorded && unkeyed === recorded.entries && row.hash !== recorded.hash)
          return `unkeyed entry ${unkeyed} is not the one recorded when the trail was keyed: history was rewritten`
        if (expect && entries === expect.entries && row.hash !== expect.hash)
          return `entry ${entries} does not have the expected hash: history was rewritten`
        return null
      })()
      const last = breaks.at(-1)
      if (reason === null) {
        if (last) last.verifiedAfter = extend(last.verifiedAfter, row.id)
        else verifiedBefore++
      } else if (last && !last.verifiedAfter && last.reason === reason) {
        Object.assign(last, extend(last, row.id))
      } else {
        breaks.push({ ...extend(null, row.id), reason, verifiedAfter: null })
      }
      // The next entry is checked against this one as stored: one break does not hide the ones after it.
      prevHash = row.hash
      prevSeq = row.seq
      lastId = row.id
      keyedSeen ||= row.keyed
    }
    if (rows.length < pageSize) break
  }
  const cutOff = expect && entries < expect.entries ? expect.entries - entries : 0
  if (breaks.length || cutOff) return { ok: false, entries, verifiedBefore, breaks, cutOff }
  return { ok: true, entries, head: { entries, hash: prevHash }, unkeyed }
}

/** The lines audit:verify prints for a broken chain: every break and what still verifies after it. */
export function describeBreaks(result: Extract<VerifyResult, { ok: false }>): string[] {
  const broken = result.breaks.reduce((n, b) => n + b.count, 0)
  const entry = (span: Span) =>
    span.count === 1 ? `entry ${span.firstId}` : `entries ${span.firstId} to ${span.lastId} (${span.count})`
  const lines = [
    `Audit chain BROKEN: ${broken} of ${result.entries} entries fail; the ${result.verifiedBefore} before the first break are intact.`,
  ]
  result.breaks.forEach((b, i) => {
    const after = b.verifiedAfter
      ? `${entry(b.verifiedAfter)} after it ${b.verifiedAfter.count === 1 ? 'verifies' : 'verify'}.`
      : i + 1 < result.breaks.length
        ? 'the next entry fails too.'
        : 'it is the last.'
    lines.push(`  ${entry(b)}: ${b.reason}; ${after}`)
  })
  if (result.cutOff)
    lines.push(
      `  ${result.cutOff} entries were cut off: the chain ends at entry ${result.entries}, ${result.entries + result.cutOff} were expected.`,
    )
  return lines
}
