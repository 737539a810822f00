import path from 'node:path'
import { PGlite, types, type Transaction } from '@electric-sql/pglite'
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
import { namedStatements } from './pglite-named'
import { namedTexts } from './prepared'
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
}

const migrationsFolder = rootPath('migrations')

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite')
}

// Drizzle maps these types from their text itself and asks PGlite, on every query, not to parse them; PGlite then
// copies its whole table of ~300 parsers per query (~0.1 ms). Set once on the client, the per-query copy is dropped.
const keepAsText = (value: string) => value
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]
const textParsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, keepAsText]))

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

/**
 * Planner settings for the app's connections, on both databases. The data sits in memory or on an SSD, where a
 * random read costs about what a sequential one does: with PostgreSQL's default (4, for spinning disks) a name
 * search for a common name ('silva', 3,000 of 100,000 patients) reads the whole table instead of the trigram
 * index's matches, three to four times slower.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' }
const settingFlags = Object.entries(PLANNER_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])
/** The same settings as PostgreSQL's `options` connection parameter. */
export const PG_CONNECTION_OPTIONS = settingFlags.join(' ')

/**
 * How the embedded database is started (the benchmark's raw-driver baseline opens it the same way). PostgreSQL's
 * shared buffers live inside PGlite's WebAssembly memory, which never shrinks: 32 MB instead of the default
 * 128 MB keeps the server under 400 MB; the pages left out stay in the operating system's file cache.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm, unaccent },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', ...settingFlags],
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  try {
    const client = await PGlite.create(dataDir ? pgliteDir(dataDir) : undefined, {
      ...PGLITE_OPTIONS,
      parsers: textParsers,
    })
    // A new database's files come out world-readable and writable, whatever the umask: ours alone.
    if (dataDir) makePrivate(dataDir)
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
  const pool = new pg.Pool({ connectionString, max: poolSize, options: PG_CONNECTION_OPTIONS })
  let closing = false
  // An idle connection dropped by the server (restart, admin termination) is discarded by the pool, which
  // then emits 'error': without a listener that would crash the process.
  pool.on('error', (error) => {
    if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`)
  })
  try {
    const db = drizzlePg({ client: pool, schema })
    if (!migrationUrl) await migratePg(db, { migrationsFolder })
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
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.migrationUrl)
    : openPglite(options.dataDir)
}
