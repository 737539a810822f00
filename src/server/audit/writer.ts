import { desc, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { auditLog } from '../db/schema'
import { entryHash, GENESIS_HASH, type AuditFields } from './chain'

interface Pending {
  entry: AuditFields
  resolve(): void
  reject(error: unknown): void
}

// Any constant: it names the lock that orders chain appends across processes sharing one PostgreSQL.
const CHAIN_LOCK = 7_274_201

/**
 * Appends entries to the audit chain. Callers await their entry; entries that arrive while a write is under
 * way are written together in the next transaction (group commit), so auditing every read costs one
 * transaction per batch rather than per request.
 */
export class AuditWriter {
  private queue: Pending[] = []
  private running: Promise<void> | null = null

  constructor(private readonly db: Db) {}

  append(entry: AuditFields): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject })
      this.running ??= this.drain()
    })
  }

  /** Resolves once everything queued so far is written. */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, 500)
      try {
        await this.write(batch.map((p) => p.entry))
        batch.forEach((p) => p.resolve())
      } catch (error) {
        batch.forEach((p) => p.reject(error))
      }
    }
    this.running = null
  }

  private write(entries: AuditFields[]) {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHAIN_LOCK})`)
      const [last] = await tx
        .select({ hash: auditLog.hash })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(1)
      let prevHash = last?.hash ?? GENESIS_HASH
      const rows = entries.map((entry) => {
        const hash = entryHash(prevHash, entry)
        const row = { ...entry, prevHash, hash }
        prevHash = hash
        return row
      })
      await tx.insert(auditLog).values(rows)
    })
  }
}
