// Entries written before the trail was keyed (plain SHA-256, keyed = false) can be recomputed by anyone who can write
// to the database, so a whole trail rewritten as "older unkeyed entries" would verify. Once the trail is keyed, that
// prefix can never grow: the server writes its head (how many, and the last one's hash) once into
// DATA_DIR/audit-unkeyed, outside the database like the audit key, and audit:verify refuses a chain that claims
// more unkeyed entries than recorded, or another last one.
import fs from 'node:fs'
import path from 'node:path'
import { count, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { auditLog } from '../db/schema'
import { GENESIS_HASH } from './chain'
import { formatHead, parseHead, type AuditHead } from './verify'

export const UNKEYED_FILE = 'audit-unkeyed'

/** No unkeyed entry: a trail keyed from its first entry on (every install since the key). */
export const NO_UNKEYED: AuditHead = { entries: 0, hash: GENESIS_HASH }

/** The recorded unkeyed prefix, or undefined when DATA_DIR holds no record (the server has not started here). */
export function readUnkeyedRecord(dataDir: string): AuditHead | undefined {
  const file = path.join(dataDir, UNKEYED_FILE)
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const head = parseHead(text)
  if (!head)
    throw new Error(`${file} does not hold N:HASH (the unkeyed entries recorded when the trail was keyed)`)
  return head
}

/** How many unkeyed entries the database holds now, and the hash of the last one. */
async function unkeyedHead(db: Db): Promise<AuditHead> {
  const [{ entries } = { entries: 0 }] = await db
    .select({ entries: count() })
    .from(auditLog)
    .where(eq(auditLog.keyed, false))
  const [last] = await db
    .select({ hash: auditLog.hash })
    .from(auditLog)
    .where(eq(auditLog.keyed, false))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return { entries, hash: last?.hash ?? GENESIS_HASH }
}

/**
 * Writes the record at the server's start when DATA_DIR has none yet (created exclusively, 0600), and answers the
 * record. The first start of a keyed server counts what is there; later starts never change it.
 */
export async function recordUnkeyedPrefix(db: Db, dataDir: string): Promise<AuditHead> {
  const recorded = readUnkeyedRecord(dataDir)
  if (recorded) return recorded
  const head = await unkeyedHead(db)
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  try {
    fs.writeFileSync(path.join(dataDir, UNKEYED_FILE), `${formatHead(head)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another process (a second server on the same PostgreSQL and folder) wrote it first: theirs stands.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readUnkeyedRecord(dataDir)!
  }
  return head
}
