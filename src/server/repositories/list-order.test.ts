// The newest-first lists are read in index order, never sorted: `ORDER BY created_at DESC` means NULLS FIRST, and an
// index declared DESC NULLS LAST cannot serve it: the first page of GET /api/patients was then a sort of the whole
// table instead of a read of 51 index entries (bench/NOTES.md, Search and indexes).
import { desc, eq, sql, type SQL } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { perSuite } from '../../../tests/kit/per-suite'
import { createTestDatabase, dbKinds } from '../../../tests/kit/test-db'
import { evaluations } from '../db/schema'
import { PgDialect } from 'drizzle-orm/pg-core'
import { listSql } from './patients'

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>

/** The plan of `query` (its parameters inlined), with sequential and bitmap scans priced out so that an index is chosen if usable. */
async function plan(database: TestDatabase, query: { sql: string; params: unknown[] }): Promise<string> {
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1]
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`
  })
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`)
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`)
    const result = (await tx.execute(sql.raw(`EXPLAIN ${text}`) as SQL)) as unknown as {
      rows: { 'QUERY PLAN': string }[]
    }
    return result.rows.map((r) => r['QUERY PLAN']).join('\n')
  })
}

describe.each(dbKinds)('newest-first lists on %s', (kind) => {
  const database = perSuite(() => createTestDatabase(kind))

  it('the first page of the patient list walks patients_created_idx without a sort', async () => {
    // Its only value is the limit: one row more than the page of 50.
    const query = new PgDialect().sqlToQuery(listSql('all', false))
    expect(query.params).toHaveLength(1)
    const text = await plan(database, { sql: query.sql, params: [51] })
    expect(text).toContain('patients_created_idx')
    expect(text).not.toMatch(/\bSort\b/)
  })

  it.each(['trigrams', 'substring'] as const)(
    'a %s search walking the newest patients reads names and rows from patients_created_idx alone',
    async (match) => {
      // The term, the limit: a search for a common name, as the planner serves it (migration 0015).
      const query = new PgDialect().sqlToQuery(listSql(match, false))
      const text = await plan(database, { sql: query.sql, params: ['silva', 'silva', 51] })
      expect(text).toContain('Index Only Scan using patients_created_idx')
      expect(text).not.toMatch(/\bSort\b/)
    },
  )

  it("a patient's evaluations walk evaluations_patient_idx without a sort", async () => {
    const query = database.db
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(eq(evaluations.patientId, '00000000-0000-4000-8000-000000000000'))
      .orderBy(desc(evaluations.createdAt))
      .limit(500)
    const text = await plan(database, query.toSQL())
    expect(text).toContain('evaluations_patient_idx')
    expect(text).not.toMatch(/\bSort\b/)
  })
})
