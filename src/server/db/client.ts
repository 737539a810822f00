import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'
import { settingFlags, startPglite, type StartedPglite } from './pglite-start'
import { namedStatements } from './pglite-named'
import { lanedTexts, namedTexts, pipelinedNames } from './prepared'
import { PipelinedPool } from './pipelined-pool'
import { makePrivate } from '../private-files'
import { rootPath } from '../paths'

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

const migrationsFolder = rootPath('migrations')

type Queryable = Pick<PGlite | Transaction, 'query'>

/**
 * The client as Drizzle sees it: the same, but per-query parsers (identical to the client's own) are ignored, and
 * outside transactions the statements prepared by name run as named statements (`query`, db/pglite-named.ts).
 */
function withoutQueryParsers<T extends Queryable>(
  client: T,
  query: Queryable['query'] = client.query.bind(client),
): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[], options?: { parsers?: unknown }) =>
          query(text, params, options && { ...options, parsers: undefined })
      if (property === 'transaction')
        return (run: (tx: Transaction) => Promise<unknown>) =>
          (target as unknown as PGlite).transaction((tx) => run(withoutQueryParsers(tx)))
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

/** The planner settings (db/pglite-start.ts) as PostgreSQL's `options` connection parameter. */
export const PG_CONNECTION_OPTIONS = settingFlags.join(' ')

async function openPglite(dataDir: string | undefined, started?: Promise<StartedPglite>): Promise<Database> {
  const { client, unlock } = await (started ?? startPglite(dataDir))
  try {
    const db = drizzlePglite({
      client: withoutQueryParsers(client, namedStatements(client, namedTexts)),
      schema,
    })
    await migratePglite(db, { migrationsFolder })
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
 * Migrates as the tables' owner, then lets the app's own role (DATABASE_URL's user) read and write the data but
 * only read and append the audit trail. Not being the owner, it can neither alter nor drop a table or its trigger.
 */
async function migratePostgres(ownerUrl: string, appUrl: string) {
  const pool = new pg.Pool({ connectionString: ownerUrl, max: 1 })
  try {
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder })
    const client = await pool.connect()
    try {
      const [{ rows }, app] = [
        await client.query<{ owner: string }>('SELECT current_user AS owner'),
        decodeURIComponent(new URL(appUrl).username),
      ]
      if (app && app !== rows[0]?.owner) {
        const role = client.escapeIdentifier(app)
        await client.query(`GRANT USAGE ON SCHEMA public TO ${role}`)
        await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`)
        await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`)
        await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${role}`)
      }
    } finally {
      client.release()
    }
  } finally {
    await pool.end()
  }
}

async function openPostgres(
  connectionString: string,
  poolSize: number,
  migrationUrl?: string,
): Promise<Database> {
  if (migrationUrl) await migratePostgres(migrationUrl, connectionString)
  const settings = { connectionString, options: PG_CONNECTION_OPTIONS }
  const pool = new pg.Pool({ ...settings, max: poolSize })
  let closing = false
  const lost = (error: Error) => {
    if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`)
  }
  // An idle connection dropped by the server (restart, admin termination) is discarded by the pool, which
  // then emits 'error': without a listener that would crash the process.
  pool.on('error', lost)
  const client = new PipelinedPool(pool, { names: pipelinedNames, texts: lanedTexts }, settings, lost)
  try {
    const db = drizzlePg({ client: client as unknown as pg.Pool, schema })
    if (!migrationUrl) await migratePg(db, { migrationsFolder })
    await client.open()
    const close = () => {
      closing = true
      return client.end()
    }
    return { db: db as unknown as Db, kind: 'postgres', close }
  } catch (error) {
    closing = true
    await client.end()
    throw error
  }
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.migrationUrl)
    : openPglite(options.dataDir, options.pglite)
}
