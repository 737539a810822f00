import type { PGlite } from '@electric-sql/pglite'
import { and, asc, desc, eq, gt, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUniqueViolation, violatedConstraint } from '../db/errors'
import { namedStatement, run } from '../db/fast-path'
import { alias } from 'drizzle-orm/pg-core'
import { auditLog, patients, users } from '../db/schema'
import { GENESIS_HASH, type AuditFields } from '../audit/chain'

export type AuditRow = typeof auditLog.$inferSelect

/** An entry as the trail lists it: with the names of whom it names. */
export interface AuditListRow {
  entry: AuditRow
  userName: string | null
  patientName: string | null
  entityName: string | null
}

const actor = alias(users, 'actor')
const subjectUser = alias(users, 'subject_user')
export interface ChainedEntry extends AuditFields {
  /** `at` as ISO text (as hashed and as stored). */
  atText: string
  prevHash: string
  hash: string
  /** Its place in the chain: one more than the entry before. */
  seq: number
}

/** Where the chain ends: its last entry's hash and place (GENESIS_HASH and 0 on an empty chain). */
export interface ChainEnd {
  hash: string
  seq: number
}

export const EMPTY_CHAIN: ChainEnd = { hash: GENESIS_HASH, seq: 0 }

export interface AuditFilters {
  userId?: string
  patientId?: string
  /** Days in `timeZone` (UTC when absent), `to` included. */
  from?: string
  to?: string
  /** An IANA time zone the caller checked (audit/time-zone.ts). */
  timeZone?: string
  /** Entries with a smaller id than this (the page before). */
  before?: number
  limit: number
}

// Any constant: it names the lock that orders chain appends across processes sharing one PostgreSQL.
const CHAIN_LOCK = 7_274_201

// The chain's last hash, or null on an empty chain (the first entry's prevHash is GENESIS_HASH).
const LAST_HASH = sql`(SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1)`

const stillTail = (tail: Placeholder) =>
  sql`${LAST_HASH} IS NOT DISTINCT FROM nullif(${tail}, ${GENESIS_HASH})`

const columnValue = (name: keyof ChainedEntry) => sql.placeholder(name)

/** A chained entry, and the end of the chain it was chained to: to be stored only if the chain still ends there. */
export interface EntryToStore {
  row: ChainedEntry
  tail: ChainEnd
}

// The placeholders of one entry are named `entry_<field>`: a statement that stores a write and its entry together
// (entryInsert) has placeholders of its own.
const oneValue = (name: keyof ChainedEntry | 'tail') => sql.placeholder(`entry_${name}`)

/**
 * The INSERT of one entry. With `from` (a write's RETURNING, in a WITH), one entry per row of the source: none when
 * the write wrote nothing. With `checkTail`, only if the chain still ends at the entry's tail (a writer that shares
 * the chain with other processes); without, the unique index on seq still refuses a second entry in the same place
 * (a chain that forks), and the statement fails (isChainFork).
 */
export const entryInsert = ({ from, checkTail }: { from?: SQL; checkTail: boolean }) => sql`
    INSERT INTO audit_log (at, user_id, user_email, action, entity, entity_id, patient_id, ip, request_id, details,
                           prev_hash, hash, seq, keyed)
    SELECT ${oneValue('at')}::timestamptz, ${oneValue('userId')}::uuid, ${oneValue('userEmail')},
           ${oneValue('action')}, ${oneValue('entity')}, ${oneValue('entityId')},
           ${oneValue('patientId')}::uuid, ${oneValue('ip')}, ${oneValue('requestId')},
           ${oneValue('details')}::jsonb, ${oneValue('prevHash')}, ${oneValue('hash')}, ${oneValue('seq')}::bigint, true
      ${from ? sql`FROM ${from}` : sql``}
     ${checkTail ? sql`WHERE ${stillTail(oneValue('tail'))}` : sql``}
    RETURNING 1`

/** A statement refused because an entry would have taken the place of another: the chain moved. */
export const isChainFork = (error: unknown) =>
  isUniqueViolation(error) && violatedConstraint(error) === 'audit_log_seq_key'

/** The values of entryInsert's placeholders. */
export function entryValues({ row, tail }: EntryToStore): Record<string, unknown> {
  return {
    entry_at: row.atText,
    entry_userId: row.userId,
    entry_userEmail: row.userEmail,
    entry_action: row.action,
    entry_entity: row.entity,
    entry_entityId: row.entityId,
    entry_patientId: row.patientId,
    entry_ip: row.ip,
    entry_requestId: row.requestId,
    entry_details: row.details === null ? null : JSON.stringify(row.details),
    entry_prevHash: row.prevHash,
    entry_hash: row.hash,
    entry_seq: row.seq,
    entry_tail: tail.hash,
  }
}

// One entry, the usual write: a plain INSERT … SELECT, its text built once.
const appendOne = namedStatement<unknown>('audit_append_one', entryInsert({ checkTail: true }))

// Several entries (reads gathered, or writes that arrived during a write) in order, in one statement: one array
// per column, unnested in step (cheaper per entry than the same entries as a JSON array, on both databases); their
// places follow the tail's, in the arrays' order.
const appendMany = namedStatement<{ n: number }>(
  'audit_append_many',
  sql`
    WITH added AS (
      INSERT INTO audit_log (at, user_id, user_email, action, entity, entity_id, patient_id, ip, request_id,
                             details, prev_hash, hash, seq, keyed)
      SELECT at, user_id, user_email, action, entity, entity_id, patient_id, ip, request_id, details, prev_hash,
             hash, ${sql.placeholder('tailSeq')}::bigint + n, true
        FROM unnest(${columnValue('at')}::timestamptz[], ${columnValue('userId')}::uuid[],
                    ${columnValue('userEmail')}::text[], ${columnValue('action')}::text[], ${columnValue('entity')}::text[],
                    ${columnValue('entityId')}::text[], ${columnValue('patientId')}::uuid[], ${columnValue('ip')}::text[],
                    ${columnValue('requestId')}::text[], ${columnValue('details')}::jsonb[],
                    ${columnValue('prevHash')}::text[], ${columnValue('hash')}::text[])
             WITH ORDINALITY AS batch(at, user_id, user_email, action, entity, entity_id, patient_id, ip, request_id,
                                      details, prev_hash, hash, n)
       WHERE ${stillTail(sql.placeholder('tail'))}
       ORDER BY n
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM added`,
)

type StoredColumn = Exclude<keyof ChainedEntry, 'atText' | 'seq'>

/** The columns of `appendMany`: each field of the entries as one array, in the entries' order (one pass). */
function columnsOf(rows: ChainedEntry[]): Record<StoredColumn, unknown[]> {
  const n = rows.length
  const columns: Record<StoredColumn, unknown[]> = {
    at: new Array(n),
    userId: new Array(n),
    userEmail: new Array(n),
    action: new Array(n),
    entity: new Array(n),
    entityId: new Array(n),
    patientId: new Array(n),
    ip: new Array(n),
    requestId: new Array(n),
    details: new Array(n),
    prevHash: new Array(n),
    hash: new Array(n),
  }
  for (let i = 0; i < n; i++) {
    const e = rows[i]!
    columns.at[i] = e.atText
    columns.userId[i] = e.userId
    columns.userEmail[i] = e.userEmail
    columns.action[i] = e.action
    columns.entity[i] = e.entity
    columns.entityId[i] = e.entityId
    columns.patientId[i] = e.patientId
    columns.ip[i] = e.ip
    columns.requestId[i] = e.requestId
    columns.details[i] = e.details === null ? null : JSON.stringify(e.details)
    columns.prevHash[i] = e.prevHash
    columns.hash[i] = e.hash
  }
  return columns
}

// COPY's text format: a value's backslashes, tabs and line ends escaped; NULL is \N.
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }
const copyValue = (value: string | null) =>
  value === null ? '\\N' : value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!)

const COPY_ENTRIES = `COPY audit_log (at, user_id, user_email, action, entity, entity_id, patient_id, ip, request_id, details,
                   prev_hash, hash, seq, keyed) FROM '/dev/blob'`

/**
 * Stores chained entries in order with one COPY on PGlite's own client, and answers how many it stored. It does not
 * check where the chain ends: for the chain's only writer (PGlite's data folder belongs to one process), whose
 * entries follow the end it remembers; the unique index on seq still refuses a fork (the COPY fails, storing
 * nothing). Cheaper per entry than the INSERT of unnested arrays.
 */
export function copyEntries(client: Pick<PGlite, 'query'>) {
  return async (rows: ChainedEntry[]): Promise<number> => {
    let text = ''
    for (const e of rows)
      text +=
        `${e.atText}\t${copyValue(e.userId)}\t${copyValue(e.userEmail)}\t${copyValue(e.action)}\t` +
        `${copyValue(e.entity)}\t${copyValue(e.entityId)}\t${copyValue(e.patientId)}\t${copyValue(e.ip)}\t` +
        `${copyValue(e.requestId)}\t${copyValue(e.details === null ? null : JSON.stringify(e.details))}\t` +
        `${e.prevHash}\t${e.hash}\t${e.seq}\tt\n`
    const result = await client.query(COPY_ENTRIES, [], { blob: new Blob([text]) })
    return result.affectedRows ?? 0
  }
}

/** The append-only audit trail: chained entries in, filtered pages and the whole chain (to verify) out. */
export function auditRepository(db: Db) {
  /** Where the chain ends now: its last entry's hash and place. */
  const end = async (): Promise<ChainEnd> => {
    const [last] = await db
      .select({ hash: auditLog.hash, seq: auditLog.seq })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1)
    return last ?? EMPTY_CHAIN
  }
  return {
    /**
     * Appends chained entries in one statement, in order, only if the chain still ends at `tail`; answers how many
     * it wrote (0 when another writer got there first). One entry, the usual write, is a plain INSERT … SELECT.
     */
    async appendIfTail(rows: ChainedEntry[], tail: ChainEnd): Promise<number> {
      if (rows.length === 1) {
        const added = await run(db, appendOne, entryValues({ row: rows[0]!, tail }))
        return added.length
      }
      const counted = await run(db, appendMany, {
        ...columnsOf(rows),
        tail: tail.hash,
        tailSeq: tail.seq,
      })
      return counted[0]!.n
    },

    /** In a transaction: waits for the chain's lock (other writers, other processes) and returns where it ends. */
    async lockTail(): Promise<ChainEnd> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${CHAIN_LOCK})`)
      return end()
    },

    /**
     * Newest first, one more than `limit` (there is a page before when it comes back), each entry with the names of
     * the person who acted, of the patient, and of the user an entry about a user is about, as they are now.
     */
    list({
      userId,
      patientId,
      from,
      to,
      timeZone = 'UTC',
      before,
      limit,
    }: AuditFilters): Promise<AuditListRow[]> {
      // A day starts at midnight in the caller's time zone, whatever the session's TimeZone.
      const midnight = (day: string, plus: number) =>
        sql`(${day}::date + ${plus}::integer)::timestamp AT TIME ZONE ${timeZone}`
      const conditions: (SQL | undefined)[] = [
        userId ? eq(auditLog.userId, userId) : undefined,
        patientId ? eq(auditLog.patientId, patientId) : undefined,
        from ? gte(auditLog.at, midnight(from, 0)) : undefined,
        to ? lt(auditLog.at, midnight(to, 1)) : undefined,
        before ? lt(auditLog.id, before) : undefined,
      ]
      return db
        .select({
          entry: auditLog,
          userName: actor.name,
          patientName: patients.name,
          entityName: subjectUser.name,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.userId))
        .leftJoin(patients, eq(patients.id, auditLog.patientId))
        .leftJoin(
          subjectUser,
          and(eq(auditLog.entity, 'user'), eq(sql`${subjectUser.id}::text`, auditLog.entityId)),
        )
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1)
    },

    /**
     * How many entries the chain has, and the hash of its last one (GENESIS_HASH when it has none): the last entry's
     * place, read from the end instead of counting every entry (audit:verify checks that places follow one another).
     */
    async head(): Promise<{ entries: number; hash: string }> {
      const { hash, seq } = await end()
      return { entries: seq, hash }
    },

    /** The patient searches whose term had this HMAC (audit/search-term.ts), oldest first. */
    searchesFor(termHmac: string): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'patient.list'), sql`${auditLog.details}->>'searched' = ${termHmac}`))
        .orderBy(asc(auditLog.id))
    },

    /** The entries after `id`, oldest first: the chain a page at a time. */
    after(id: number, limit: number): Promise<AuditRow[]> {
      return db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id)).limit(limit)
    },
  }
}
export type AuditRepository = ReturnType<typeof auditRepository>
