// The start's check before Drizzle's migrate(): a database behind the migrations folder, or never migrated, must
// still be migrated; one that holds every migration need not be.
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { describe, expect, it } from 'vitest'
import { dbKinds } from '../../../tests/kit/test-db'
import { openBefore } from '../../../tests/kit/migrations'
import { perSuite } from '../../../tests/kit/per-suite'
import { rootPath } from '../paths'
import type { Db } from './client'
import { migrationsApplied, readJournal } from './migrations-applied'

const MIGRATIONS = rootPath('migrations')
const newestTag = readJournal(MIGRATIONS).entries.at(-1)!.tag

describe.each(dbKinds)('migrationsApplied %s', (kind) => {
  const database = perSuite(() => openBefore(kind, newestTag))

  it('is false for a database a migration behind, true once it is migrated', async () => {
    expect(await migrationsApplied(database.db, MIGRATIONS)).toBe(false)
    await database.upgrade()
    expect(await migrationsApplied(database.db, MIGRATIONS)).toBe(true)
  })
})

describe('migrationsApplied on a database never migrated', () => {
  it('is false (no migrations table), and the database can still be used', async () => {
    const client = await PGlite.create()
    try {
      const db = drizzle({ client }) as unknown as Db
      expect(await migrationsApplied(db, MIGRATIONS)).toBe(false)
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    } finally {
      await client.close()
    }
  })
})
