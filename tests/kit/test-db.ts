import { openDatabase, type Database } from '../../src/server/db/client'
import { throwawayDatabase } from './databases'

export type DbKind = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server where we may create databases. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/** A fresh, migrated database of the given kind; closing it drops it (PostgreSQL) or discards it (PGlite). */
export async function createTestDatabase(kind: DbKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openDatabase({})
  const throwaway = await throwawayDatabase()
  const database = await openDatabase({ databaseUrl: throwaway.url, poolSize: 4 })
  return {
    ...database,
    url: throwaway.url,
    async close() {
      await database.close()
      await throwaway.drop()
    },
  }
}
