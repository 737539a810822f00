// PostgreSQL's side of db/client.ts (DATABASE_URL): its driver, the migrations applied as the tables' owner, and the
// pool. Loaded with import() by openDatabase, so that the embedded database's start
// never loads the driver.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'
import { migrationsFolder, type Database, type Db } from './database'
import { grantAppRole } from './grants'
import { settingFlags } from './pglite-start'
import { attachDriver } from './fast-path/run'
import { postgresDriver } from './fast-path/postgres'

/** The planner settings (db/pglite-start.ts) as PostgreSQL's `options` connection parameter. */
export const PG_CONNECTION_OPTIONS = settingFlags.join(' ')

/** Migrates as the tables' owner, then gives the app's own role (DATABASE_URL's user) its rights (db/grants.ts). */
async function migratePostgres(ownerUrl: string, appUrl: string) {
  const pool = new pg.Pool({ connectionString: ownerUrl, max: 1 })
  try {
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder })
    const client = await pool.connect()
    try {
      await grantAppRole(client, appUrl)
    } finally {
      client.release()
    }
  } finally {
    await pool.end()
  }
}

export async function openPostgres(
  connectionString: string,
  poolSize: number,
  migrationUrl?: string,
): Promise<Database> {
  if (migrationUrl) await migratePostgres(migrationUrl, connectionString)
  const pool = new pg.Pool({ connectionString, options: PG_CONNECTION_OPTIONS, max: poolSize })
  let closing = false
  const lost = (error: Error) => {
    if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`)
  }
  // An idle connection dropped by the server (restart, admin termination) is discarded by the pool, which
  // then emits 'error': without a listener that would crash the process.
  pool.on('error', lost)
  try {
    const drizzled = drizzlePg({ client: pool, schema })
    if (!migrationUrl) await migratePg(drizzled, { migrationsFolder })
    const db = drizzled as unknown as Db
    attachDriver(db, postgresDriver(pool))
    const close = () => {
      closing = true
      return pool.end()
    }
    return { db, kind: 'postgres', close }
  } catch (error) {
    closing = true
    await pool.end()
    throw error
  }
}
