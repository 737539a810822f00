import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'
import { lockDataDir } from './lock'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The embedded database's own client (PGlite only), e.g. for its periodic backup. */
  pglite?: PGlite
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string
  /** PGlite's data folder (locked exclusively); absent means an in-memory database. */
  dataDir?: string
  poolSize?: number
}

const migrationsFolder = fileURLToPath(new URL('../../../migrations', import.meta.url))

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite')
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  try {
    const client = await PGlite.create(dataDir ? pgliteDir(dataDir) : undefined, {
      extensions: { pg_trgm, unaccent },
    })
    const db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder })
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      async close() {
        await client.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}

async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  let closing = false
  // An idle connection dropped by the server (restart, admin termination) is discarded by the pool, which
  // then emits 'error': without a listener that would crash the process.
  pool.on('error', (error) => {
    if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`)
  })
  try {
    const db = drizzlePg({ client: pool, schema })
    await migratePg(db, { migrationsFolder })
    const close = () => {
      closing = true
      return pool.end()
    }
    return { db: db as unknown as Db, kind: 'postgres', close }
  } catch (error) {
    closing = true
    await pool.end()
    throw error
  }
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir)
}
