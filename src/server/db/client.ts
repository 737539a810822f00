import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import * as schema from './schema'
import { startPglite, type StartedPglite } from './pglite-start'
import { namedStatements } from './pglite-named'
import { namedTexts, unnamedTexts } from './prepared'
import { migrationsApplied } from './migrations-applied'
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

export const migrationsFolder = rootPath('migrations')

type Queryable = Pick<PGlite | Transaction, 'query'>

/**
 * The client as Drizzle sees it: the same, but per-query parsers (identical to the client's own) are ignored, and
 * outside transactions the statements prepared here run as named or unnamed statements (`query`, db/pglite-named.ts).
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

async function openPglite(dataDir: string | undefined, started?: Promise<StartedPglite>): Promise<Database> {
  const { client, unlock } = await (started ?? startPglite(dataDir))
  try {
    const db = drizzlePglite({
      client: withoutQueryParsers(client, namedStatements(client, namedTexts, unnamedTexts)),
      schema,
    })
    if (!(await migrationsApplied(db as unknown as Db, migrationsFolder)))
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
 * Opens the database and brings its schema up to date with the committed migrations. PostgreSQL's driver is loaded
 * only for PostgreSQL (db/postgres-client.ts, a chunk of its own in the built server): on the embedded database it
 * would only add to the start (about 35 ms, the driver and what it loads of Node's own).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (!options.databaseUrl) return openPglite(options.dataDir, options.pglite)
  const { openPostgres } = await import('./postgres-client')
  return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.migrationUrl)
}
