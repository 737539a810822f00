// Housekeeping's VACUUM: PGlite runs no autovacuum, so without it no table page is ever marked all-visible and the
// patient list's index-only scans (migration 0015) would read every table page anyway.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { patients } from '../db/schema'
import { createTestApp, type TestApp } from '../../../tests/kit/test-app'
import { dbKinds } from '../../../tests/kit/test-db'

describe.each(dbKinds)('housekeeping VACUUM (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t?.close())

  const visibility = async () => {
    const { rows } = (await t.database.db.execute(
      sql`SELECT relpages, relallvisible FROM pg_class WHERE relname = 'patients'`,
    )) as unknown as { rows: { relpages: number; relallvisible: number }[] }
    return rows[0]!
  }

  it(kind === 'pglite' ? 'marks the patients’ pages all-visible' : 'leaves it to autovacuum', async () => {
    await t.database.db
      .insert(patients)
      .values(Array.from({ length: 300 }, (_, i) => ({ name: `Paciente ${i} da Silva Lustosa` })))
    await t.database.db.execute(sql`ANALYZE patients`)
    const before = await visibility()
    expect(before.relpages).toBeGreaterThan(0)
    expect(before.relallvisible).toBe(0)
    await t.app.vacuumEmbedded()
    const after = await visibility()
    expect(after.relallvisible).toBe(kind === 'pglite' ? after.relpages : 0)
  })

  it('warns when PostgreSQL runs no autovacuum, and only then', async () => {
    if (kind === 'pglite') {
      expect(await t.app.warnIfNoAutovacuum()).toBe(false)
      return
    }
    // The setting is the server's own (not one a session can change): the answer must follow it either way.
    const { rows } = (await t.database.db.execute(
      sql`SELECT current_setting('autovacuum') AS setting`,
    )) as unknown as { rows: { setting: string }[] }
    expect(await t.app.warnIfNoAutovacuum()).toBe(rows[0]!.setting === 'off')
  })
})
