// Migration tests: a database as an earlier release left it (the migrations folder up to a given migration),
// opened bare (no app, no migration of its own), to be filled and then migrated to this release.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { rootPath } from '../../src/server/paths'
import type { Db } from '../../src/server/db/client'
import { PGLITE_OPTIONS } from '../../src/server/db/pglite-start'
import { readJournal } from '../../src/server/db/migrations-applied'
import { throwawayDatabase } from './databases'

const MIGRATIONS = rootPath('migrations')

/** A copy of the migrations folder as the release before migration `tag` shipped it (removed by the caller). */
function releaseBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
  const journal = readJournal(MIGRATIONS)
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag)
  if (upTo < 1) throw new Error(`no migration ${tag} after the first`)
  journal.entries = journal.entries.slice(0, upTo)
  fs.mkdirSync(path.join(dir, 'meta'))
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal))
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(dir, `${tag}.sql`))
  return dir
}

interface Bare {
  db: Db
  run(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>
  migrate(folder: string): Promise<void>
  close(): Promise<void>
}

/** An empty database of `kind` (in-memory PGlite, or a throwaway PostgreSQL database), not migrated. */
async function openBare(kind: string): Promise<Bare> {
  if (kind === 'pglite') {
    const client = await PGlite.create(PGLITE_OPTIONS)
    const db = drizzlePglite({ client })
    return {
      db: db as unknown as Db,
      run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    }
  }
  const throwaway = await throwawayDatabase()
  const pool = new pg.Pool({ connectionString: throwaway.url, max: 1 })
  const db = drizzlePg({ client: pool })
  return {
    db: db as unknown as Db,
    run: async (query) => (await db.execute(query)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end()
      await throwaway.drop()
    },
  }
}

/** A database as the release before migration `tag` left it, to be filled and then upgraded to this release. */
export interface Migratable {
  /** Drizzle on the database, for this release's code to read it once upgraded. */
  db: Db
  run(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>
  /** Runs this release's migrations, `tag` and those after it. */
  upgrade(): Promise<void>
  /** Closes the database (a PostgreSQL one is dropped) and removes the earlier release's migrations folder. */
  close(): Promise<void>
}

/** A new database of `kind` migrated as the release before migration `tag` shipped it. */
export async function openBefore(kind: string, tag: string): Promise<Migratable> {
  const folder = releaseBefore(tag)
  try {
    const database = await openBare(kind)
    await database.migrate(folder)
    return {
      db: database.db,
      run: database.run,
      upgrade: () => database.migrate(MIGRATIONS),
      close: async () => {
        await database.close()
        fs.rmSync(folder, { recursive: true, force: true })
      },
    }
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true })
    throw error
  }
}
