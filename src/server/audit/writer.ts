import type { Db } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import {
  auditRepository,
  type AuditRepository,
  type ChainEnd,
  type ChainedEntry,
  isChainFork,
  type EntryToStore,
} from '../repositories/audit'
import { entryHash, type AuditFields } from './chain'

/**
 * A write that may store its own audit entry (EntryToStore, with entryInsert) in its statement or transaction; it
 * answers its value (undefined: it wrote nothing, so there is nothing to audit) and whether it stored the entry.
 */
export type WriteWithEntry<T> = (
  entry: EntryToStore | undefined,
) => Promise<{ value: T | undefined; stored: boolean }>

interface Pending {
  entry: AuditFields
  /** Absent for entries queued without waiting (record): a failed write keeps them for the next try. */
  resolve?(value?: unknown): void
  reject?(error: unknown): void
  /** The write this entry records, run by the writer (writeWithEntry). */
  write?: WriteWithEntry<unknown>
}

// After a failed write, entries nobody waits for are tried again this much later (not in a busy loop).
const RETRY_MS = 1000
// Entries nobody waits for (reads) are gathered this long, or up to BATCH_SIZE, before a write: one statement for
// many reads instead of one per read. It is also the most a crash can lose of them.
const GATHER_MS = 20
const BATCH_SIZE = 500
// Locked appends refused because a lock-free writer got there first, before the write counts as failed.
const LOCKED_ATTEMPTS = 20

/** A lock-free writer (another process's) appended between this writer's read of the chain's end and its insert. */
class ChainMoved extends Error {
  constructor() {
    super('audit chain moved under its lock')
  }
}

/** The entries with their keyed hashes and places, each linked to the one before, the first to `tail`. */
function chain(entries: AuditFields[], tail: ChainEnd, key: string): ChainedEntry[] {
  const rows: ChainedEntry[] = new Array(entries.length)
  let prevHash = tail.hash
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!
    const atText = e.at.toISOString()
    const hash = entryHash(prevHash, e, key, atText)
    // Written out rather than spread: this runs for every request.
    rows[i] = {
      at: e.at,
      atText,
      userId: e.userId,
      userEmail: e.userEmail,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      patientId: e.patientId,
      ip: e.ip,
      requestId: e.requestId,
      details: e.details,
      prevHash,
      hash,
      seq: tail.seq + i + 1,
    }
    prevHash = hash
  }
  return rows
}

/** Where the chain ends once `rows` (chained in order) are stored. */
function endAfter(rows: ChainedEntry[]): ChainEnd {
  const last = rows.at(-1)!
  return { hash: last.hash, seq: last.seq }
}

/**
 * Appends entries to the audit chain. Callers await their entry; entries that arrive while a write is under
 * way are written together in the next batch (group commit), so auditing every read costs one write per batch
 * rather than per request.
 *
 * The writer remembers where the chain ends and appends a batch in one statement that checks that end. When it
 * does not know the end, or another process appended meanwhile (the check fails, or the unique index on seq
 * refuses a second entry in the same place), the batch takes the chain's lock and reads the end first.
 */
export class AuditWriter {
  private queue: Pending[] = []
  private running: Promise<void> | null = null
  private retry: NodeJS.Timeout | null = null
  private gather: NodeJS.Timeout | null = null
  private tail: ChainEnd | null = null
  private readonly trail: AuditRepository
  /** The last write failed: callers should wait for their entry (fail closed) until one succeeds. */
  failing = false

  constructor(
    private readonly db: Db,
    /** The audit key (HMAC): AUDIT_KEY or DATA_DIR/audit-key, never in the database. */
    private readonly key: string,
    private readonly options: {
      onError?(error: unknown): void
      /** This writer is the chain's only writer (PGlite: one process owns the data folder). */
      exclusive?: boolean
      /**
       * The only writer's quicker store for several entries (copyEntries, PGlite): no check of the end but the unique
       * index on seq. Used only with `exclusive`.
       */
      copy?(rows: ChainedEntry[]): Promise<number>
    } = {},
  ) {
    this.trail = auditRepository(db)
  }

  /** Appends an entry; resolves once it is stored, rejects if it could not be. */
  append(entry: AuditFields): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject })
      this.start()
    })
  }

  /**
   * Queues an entry without waiting for it: written within GATHER_MS together with the others queued meanwhile,
   * and kept queued through failed writes until one succeeds.
   */
  record(entry: AuditFields) {
    this.queue.push({ entry })
    if (this.queue.length >= BATCH_SIZE) this.start()
    else
      this.gather ??= setTimeout(() => {
        this.gather = null
        this.start()
      }, GATHER_MS)
  }

  /**
   * Runs a write and stores its entry with it. On a chain this writer alone appends to (PGlite, whose statements run
   * one at a time anyway), the write is queued with the entries and gets its entry chained to the end, to store in
   * its own statement: one statement instead of two. Otherwise, or when the write did not store it, the entry is
   * appended after the write, as `append` does. A write that wrote nothing (undefined) is not audited.
   */
  async writeWithEntry<T>(entry: AuditFields, write: WriteWithEntry<T>): Promise<T | undefined> {
    if (this.options.exclusive)
      return new Promise<T | undefined>((resolve, reject) => {
        this.queue.push({ entry, write, resolve: resolve as (value?: unknown) => void, reject })
        this.start()
      })
    const { value } = await write(undefined)
    if (value !== undefined) await this.append(entry)
    return value
  }

  /**
   * Appends an entry inside the caller's transaction `tx`, so that it is stored with that work or not at all (the
   * questionnaire's migration). It takes the chain's lock there; the end this writer remembers is then stale (or,
   * after a rollback, never was), so it reads the end again before its next append.
   */
  async appendWithin(tx: Db, entry: AuditFields): Promise<void> {
    const trail = auditRepository(tx)
    const tail = await trail.lockTail()
    const rows = chain([entry], tail, this.key)
    if ((await trail.appendIfTail(rows, tail)) !== 1) throw new ChainMoved()
    this.tail = null
  }

  /** Entries queued and not yet stored. */
  get backlog() {
    return this.queue.length
  }

  /** Resolves once everything queued so far is written (or a write failed). */
  async idle(): Promise<void> {
    if (this.gather) {
      clearTimeout(this.gather)
      this.gather = null
      this.start()
    }
    if (this.retry) {
      clearTimeout(this.retry)
      this.retry = null
      this.start()
    }
    while (this.running) await this.running
  }

  private start() {
    if (this.retry || this.running || !this.queue.length) return
    // With work queued, drain() reaches its first await (the write) before it returns, so `running` is set here
    // before drain() can clear it.
    this.running = this.drain()
  }

  private async drain(): Promise<void> {
    // `running` is cleared in the same turn as the last batch's callers are resolved, before any of them runs
    // again: one that appends at once must find no drain under way and start its own.
    try {
      while (this.queue.length) {
        if (this.queue[0]!.write) {
          await this.runWrite(this.queue.shift()!)
          continue
        }
        // The entries up to the next write, which waits for them.
        const writeAt = this.queue.findIndex((p) => p.write)
        const batch = this.queue.splice(0, writeAt < 0 ? BATCH_SIZE : Math.min(writeAt, BATCH_SIZE))
        try {
          await this.write(batch.map((p) => p.entry))
          this.failing = false
          batch.forEach((p) => p.resolve?.())
        } catch (error) {
          this.tail = null
          this.failing = true
          this.options.onError?.(error)
          batch.forEach((p) => p.reject?.(error))
          this.queue.unshift(...batch.filter((p) => !p.reject))
          this.retry = setTimeout(() => {
            this.retry = null
            this.start()
          }, RETRY_MS)
          this.retry.unref()
          break
        }
      }
    } finally {
      this.running = null
    }
  }

  /** A queued write with its entry (writeWithEntry): the end of the chain is this writer's while it runs. */
  private async runWrite({ entry, write, resolve, reject }: Pending) {
    const tail = this.tail
    const row = tail ? chain([entry], tail, this.key)[0]! : undefined
    let result: Awaited<ReturnType<WriteWithEntry<unknown>>>
    try {
      try {
        result = await write!(row && { row, tail: tail! })
      } catch (error) {
        // The end was not the end after all (the index refused a fork): nothing was stored; the write alone again,
        // and its entry appended after it, reading the end.
        if (!row || !isChainFork(error)) throw error
        this.tail = null
        result = await write!(undefined)
      }
    } catch (error) {
      // Nothing of it was stored (one statement, or a transaction rolled back); the end is read again next time.
      this.tail = null
      reject!(error)
      return
    }
    if (result.stored) {
      this.tail = endAfter([row!])
      resolve!(result.value)
    } else if (result.value === undefined) {
      resolve!(undefined)
    } else {
      // Not stored with the write: appended next, as `append` would, before anything queued meanwhile.
      this.queue.unshift({ entry, resolve: () => resolve!(result.value), reject })
    }
  }

  private async write(entries: AuditFields[]) {
    if (this.tail) {
      const rows = chain(entries, this.tail, this.key)
      const { copy, exclusive } = this.options
      const store =
        copy && exclusive && rows.length > 1 ? copy(rows) : this.trail.appendIfTail(rows, this.tail)
      const written = await store.catch((error: unknown) => {
        if (isUniqueViolation(error)) return 0
        throw error
      })
      if (written === rows.length) {
        this.tail = endAfter(rows)
        return
      }
    }
    // A writer appending without the lock (another process's) may still take the end between our read and our
    // insert: our statement's check of the end fails, or the index refuses ours; we read the end again.
    for (let attempt = 1; ; attempt++) {
      try {
        this.tail = await this.db.transaction(async (tx) => {
          const trail = auditRepository(tx)
          const tail = await trail.lockTail()
          const rows = chain(entries, tail, this.key)
          if ((await trail.appendIfTail(rows, tail)) !== rows.length) throw new ChainMoved()
          return endAfter(rows)
        })
        return
      } catch (error) {
        const overtaken = error instanceof ChainMoved || isUniqueViolation(error)
        if (!overtaken || attempt >= LOCKED_ATTEMPTS) throw error
      }
    }
  }
}
