// The door on both databases: a statement's rows are the same through the driver and inside a transaction (through
// Drizzle), with its values in place of its placeholders, arrays and NULL included.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../client'
import { namedStatement, run, unnamedStatement } from '.'
import { users } from '../schema'
import { createTestDatabase, dbKinds } from '../../../../tests/kit/test-db'

const ECHO = namedStatement<{ n: number; list: number[]; none: string | null; at: string; fixed: string }>(
  'test_door_echo',
  sql`SELECT ${sql.placeholder('n')}::int AS n, ${sql.placeholder('list')}::int[] AS list,
             ${sql.placeholder('none')}::text AS none, '2026-01-02 03:04:05+00'::timestamptz AS at,
             ${'constante'}::text AS fixed, '$.a' AS path`,
)
const UNNAMED = unnamedStatement<{ n: number }>(sql`SELECT ${sql.placeholder('n')}::int + 1 AS n`)

describe.each(dbKinds)('the fast path on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database?.close())

  it('gives the same rows through the driver and inside a transaction', async () => {
    const values = { n: 7, list: [1, 2, 3], none: null }
    const direct = await run(database.db, ECHO, values)
    const inTransaction = await database.db.transaction((tx) => run(tx, ECHO, values))
    expect(direct).toEqual([
      {
        n: 7,
        list: [1, 2, 3],
        none: null,
        at: expect.stringMatching(/^2026-01-02 03:04:05/),
        fixed: 'constante',
        path: '$.a',
      },
    ])
    expect(inTransaction).toEqual(direct)
    expect(await run(database.db, UNNAMED, { n: 1 })).toEqual([{ n: 2 }])
    expect(await database.db.transaction((tx) => run(tx, UNNAMED, { n: 2 }))).toEqual([{ n: 3 }])
  })

  it('refuses a statement whose placeholder has no value', async () => {
    await expect(run(database.db, UNNAMED, {})).rejects.toThrow(/placeholder "n"/)
  })

  it('runs a transaction’s statements on the transaction', async () => {
    const email = `porta-${crypto.randomUUID()}@example.com`
    const count = namedStatement<{ n: number }>(
      'test_door_count',
      sql`SELECT count(*)::int AS n FROM ${users} WHERE ${users.email} = ${sql.placeholder('email')}`,
    )
    await database.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ email, name: 'Porta', passwordHash: 'x', role: 'CLINICIAN' })
        expect(await run(tx, count, { email })).toEqual([{ n: 1 }])
        tx.rollback()
      })
      .catch(() => {})
    expect(await run(database.db, count, { email })).toEqual([{ n: 0 }])
  })
})
