// Whether a database already holds every committed migration, so that the embedded database's start can skip
// Drizzle's migrate(): that reads and hashes every file in migrations/ and runs CREATE SCHEMA and CREATE TABLE
// … IF NOT EXISTS before it finds nothing to apply, a noticeable part of a start. Drizzle applies a migration when the newest one the database records is older than it
// (meta/_journal.json's `when`); a database that records the newest one, or a later one, has nothing to apply.
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from './client'

export interface MigrationJournal {
  /** Oldest first: each migration's file name without `.sql`, and its time (Drizzle's created_at once applied). */
  entries: { tag: string; when: number }[]
}

/** The folder's meta/_journal.json, Drizzle's list of its migrations. */
export function readJournal(folder: string): MigrationJournal {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as MigrationJournal
}

/** The newest migration's time in the folder's journal. */
function newestMigration(folder: string): number {
  return Math.max(...readJournal(folder).entries.map((entry) => entry.when))
}

/** True when the database records the folder's newest migration; false when it is behind or was never migrated. */
export async function migrationsApplied(db: Db, folder: string): Promise<boolean> {
  const newest = newestMigration(folder)
  let recorded: unknown
  try {
    const { rows } = (await db.execute(
      sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: unknown }[] }
    recorded = rows[0]?.newest
  } catch {
    // No migrations table yet: a new database.
    return false
  }
  return recorded !== null && recorded !== undefined && Number(recorded) >= newest
}
