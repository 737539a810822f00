// AuditWriter.writeWithEntry: a write that stores its own audit entry in its statement (PGlite, where one process
// owns the chain), or whose entry is appended right after it (PostgreSQL, or when the write could not store it).
// Whatever the path, every audited write has its one entry, in order, and the chain verifies.
import crypto from 'node:crypto'
import { asc, count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { perSuite } from '../../../tests/kit/per-suite'
import { namedStatement, run } from '../db/fast-path'
import { auditLog } from '../db/schema'
import { entryInsert, entryValues, type EntryToStore } from '../repositories/audit'
import type { AuditFields } from './chain'
import { verifyAuditChain } from './verify'
import { AuditWriter, type WriteWithEntry } from './writer'
import { TEST_AUDIT_KEY as KEY } from '../../../tests/kit/test-app'
import { createTestDatabase, dbKinds } from '../../../tests/kit/test-db'

// As the evaluation insert stores its entry: without a check of the end (the writer is the chain's sole writer).
const insertEntry = namedStatement<unknown>('test_entry_insert', entryInsert({ checkTail: false }))

const fields = (action: string): AuditFields => ({
  at: new Date(),
  userId: crypto.randomUUID(),
  userEmail: 'clinica@example.com',
  action,
  entity: 'evaluation',
  entityId: crypto.randomUUID(),
  patientId: crypto.randomUUID(),
  ip: '198.51.100.9',
  requestId: `req-${crypto.randomUUID()}`,
  details: null,
})

describe.each(dbKinds)('writeWithEntry on %s', (kind) => {
  const database = perSuite(() => createTestDatabase(kind))

  const total = async () => (await database.db.select({ n: count() }).from(auditLog))[0]!.n
  const actions = async () =>
    (await database.db.select({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.id))).map(
      (row) => row.action,
    )
  const verified = async (entries: number) =>
    expect(await verifyAuditChain(database.db, KEY)).toMatchObject({ ok: true, entries })
  /** A writer alone on the chain, and the number of entries before the test's own. */
  const exclusiveWriter = async () => ({
    writer: new AuditWriter(database.db, KEY, { exclusive: true }),
    before: await total(),
  })

  /** A write that stores the entry it is given (as the evaluation insert does), and says what it was given. */
  const storing = (given: (EntryToStore | undefined)[]): WriteWithEntry<string> => {
    return async (entry) => {
      given.push(entry)
      if (!entry) return { value: 'written', stored: false }
      const rows = await run(database.db, insertEntry, entryValues(entry))
      return { value: 'written', stored: rows.length === 1 }
    }
  }

  it('an exclusive writer gives the write its entry chained to the end; later entries chain after it', async () => {
    const { writer, before } = await exclusiveWriter()
    await writer.append(fields('first')) // the writer now knows the end
    const given: (EntryToStore | undefined)[] = []
    expect(await writer.writeWithEntry(fields('with the write'), storing(given))).toBe('written')
    expect(given[0]?.row.action).toBe('with the write')
    await writer.append(fields('after'))
    expect((await actions()).slice(before)).toEqual(['first', 'with the write', 'after'])
    await verified(before + 3)
  })

  it('entries queued before the write are stored before it', async () => {
    const { writer, before } = await exclusiveWriter()
    await writer.append(fields('known end'))
    writer.record(fields('read 1'))
    writer.record(fields('read 2'))
    await writer.writeWithEntry(fields('write'), storing([]))
    await writer.idle()
    expect((await actions()).slice(before)).toEqual(['known end', 'read 1', 'read 2', 'write'])
    await verified(before + 4)
  })

  it('a writer that does not know the end yet runs the write alone and appends the entry after it', async () => {
    const { writer, before } = await exclusiveWriter()
    const given: (EntryToStore | undefined)[] = []
    expect(await writer.writeWithEntry(fields('fresh writer'), storing(given))).toBe('written')
    expect(given).toEqual([undefined])
    expect((await actions()).slice(before)).toEqual(['fresh writer'])
    await verified(before + 1)
  })

  it('when the end it knew had moved (the index refuses the fork), the write runs alone and its entry follows', async () => {
    const writer = new AuditWriter(database.db, KEY, { exclusive: true })
    const other = new AuditWriter(database.db, KEY)
    const before = await total()
    await writer.append(fields('known end'))
    await other.append(fields('moved'))
    const given: (EntryToStore | undefined)[] = []
    expect(await writer.writeWithEntry(fields('stale'), storing(given))).toBe('written')
    expect(given.map((entry) => entry?.row.action)).toEqual(['stale', undefined])
    expect((await actions()).slice(before)).toEqual(['known end', 'moved', 'stale'])
    await verified(before + 3)
  })

  it('an entry the write did not store is appended after it', async () => {
    const { writer, before } = await exclusiveWriter()
    await writer.append(fields('known end'))
    const ignoring: WriteWithEntry<string> = () => Promise.resolve({ value: 'written', stored: false })
    expect(await writer.writeWithEntry(fields('not stored by the write'), ignoring)).toBe('written')
    expect((await actions()).slice(before)).toEqual(['known end', 'not stored by the write'])
    await verified(before + 2)
  })

  it('a write that wrote nothing is not audited', async () => {
    const { writer, before } = await exclusiveWriter()
    await writer.append(fields('known end'))
    const nothing: WriteWithEntry<string> = () => Promise.resolve({ value: undefined, stored: false })
    expect(await writer.writeWithEntry(fields('nothing'), nothing)).toBeUndefined()
    expect(await total()).toBe(before + 1)
  })

  it('a failed write is refused with its error, stores no entry, and the chain goes on', async () => {
    const { writer, before } = await exclusiveWriter()
    await writer.append(fields('known end'))
    const failing: WriteWithEntry<string> = () => Promise.reject(new Error('disco cheio'))
    await expect(writer.writeWithEntry(fields('failed'), failing)).rejects.toThrow('disco cheio')
    await writer.append(fields('next'))
    expect((await actions()).slice(before)).toEqual(['known end', 'next'])
    await verified(before + 2)
  })

  it('a writer that is not the only one (PostgreSQL) gives the write no entry and appends it after', async () => {
    const writer = new AuditWriter(database.db, KEY)
    const before = await total()
    await writer.append(fields('known end'))
    const given: (EntryToStore | undefined)[] = []
    expect(await writer.writeWithEntry(fields('shared chain'), storing(given))).toBe('written')
    expect(given).toEqual([undefined])
    expect((await actions()).slice(before)).toEqual(['known end', 'shared chain'])
    await verified(before + 2)
  })
})
