// What both databases' openers share (db/client.ts for PGlite, db/postgres-client.ts for PostgreSQL).
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'
import { rootPath } from '../paths'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The embedded database's own client (PGlite only), e.g. for its periodic backup. */
  pglite?: PGlite
  close(): Promise<void>
}

export const migrationsFolder = rootPath('migrations')
