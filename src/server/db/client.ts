import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import * as schema from './schema'
import { startPglite, type StartedPglite } from './pglite-start'
import { migrationsFolder, type Database, type Db } from './database'
import { attachDriver } from './fast-path/run'
import { pgliteDriver } from './fast-path/pglite'
import { migrationsApplied } from './migrations-applied'
import { makePrivate } from '../private-files'

export { migrationsFolder, type Database, type Db } from './database'

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string
  /**
   * PostgreSQL: the connection that applies the migrations, as the owner of the tables (MIGRATION_DATABASE_URL);
   * the app then works as `databaseUrl`'s role, which may lack the right to alter or drop them.
   */
  migrationUrl?: string
  /** PGlite's data folder (locked exclusively); absent means an in-memory database. */
  dataDir?: string
  poolSize?: number
  /** PGlite: its start, already begun for `dataDir` (startPglite), to finish opening instead of starting anew. */
  pglite?: Promise<StartedPglite>
}

async function openPglite(dataDir: string | undefined, started?: Promise<StartedPglite>): Promise<Database> {
  const { client, unlock } = await (started ?? startPglite(dataDir))
  try {
    const db = drizzlePglite({ client, schema })
    if (!(await migrationsApplied(db as unknown as Db, migrationsFolder)))
      await migratePglite(db, { migrationsFolder })
    attachDriver(db as unknown as Db, pgliteDriver(client))
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      async close() {
        await client.close()
        // Files PGlite created while open (pg_internal.init…) come out world-readable too.
        if (dataDir) makePrivate(dataDir)
        unlock()
      },
    }
  } catch (error) {
    await client.close().catch(() => {})
    unlock()
    throw error
  }
}

/**
 * Opens the database and brings its schema up to date with the committed migrations. PostgreSQL's driver is loaded
 * only for PostgreSQL (db/postgres-client.ts, a chunk of its own in the built server): on the embedded database it
 * would only add to the start (the driver and what it loads of Node's own).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (!options.databaseUrl) return openPglite(options.dataDir, options.pglite)
  const { openPostgres } = await import('./postgres-client')
  return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.migrationUrl)
}
