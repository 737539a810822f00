// The embedded database's own start (PGlite.create: its WebAssembly compiled, PostgreSQL started on the data
// folder), kept apart from Drizzle and the rest of the database code so that the server's entry can begin it before
// it loads the app: the start waits on file reads and on the WebAssembly compiling in the background, and the app's
// code loads in those waits (main.ts).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PGlite, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { lockDataDir } from './lock'
import { makePrivate } from '../private-files'
import { holdEventLoop } from '../event-loop'

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite')
}

/** Whether the data folder holds an embedded database already (PostgreSQL's version file marks one). */
export function holdsDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))
}

/**
 * Planner settings for the app's connections, on both databases. The data sits in memory or on an SSD, where a
 * random read costs about what a sequential one does: with PostgreSQL's default (4, for spinning disks) a name
 * search for a common name reads the whole table instead of the trigram index's matches, several times slower.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' }
export const settingFlags = Object.entries(PLANNER_SETTINGS).flatMap(([name, value]) => [
  '-c',
  `${name}=${value}`,
])

/**
 * How the embedded database is started (the benchmark's raw-driver baseline opens it the same way). PostgreSQL's
 * shared buffers live inside PGlite's WebAssembly memory, which never shrinks: a quarter of the default keeps the
 * server's memory within its bound; the pages left out stay in the operating system's file cache.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm, unaccent },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', ...settingFlags],
}

// The types Drizzle maps from their text itself (times, dates, intervals and their arrays): the client keeps them as
// text too, so that a statement run by db/fast-path gives the same rows as through Drizzle.
const keepAsText = (value: string) => value
export const TEXT_TYPES = [
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
const textParsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, keepAsText]))

export interface StartedPglite {
  client: PGlite
  /** Releases the data folder's lock (after the client is closed). */
  unlock(): void
}

/**
 * PostgreSQL's WebAssembly, its compilation begun at once: it runs on V8's background threads, so the main
 * thread can load the app meanwhile. PGlite would otherwise read and compile it itself, a few awaits into its start.
 */
export function compilePostgres(): Promise<WebAssembly.Module> {
  const file = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')
  return WebAssembly.compile(fs.readFileSync(file))
}

/** What the tests start an in-memory database from instead of an empty one (tests/kit/test-db.ts). */
export interface PgliteSeed {
  /** PostgreSQL's WebAssembly, compiled once for many databases. */
  wasmModule: WebAssembly.Module
  /** A data folder as `dumpDataDir` writes it: an already migrated database. */
  dataDir: Blob
}

/** Locks the data folder (absent: an in-memory database) and starts PGlite on it, the app's parsers set. */
export async function startPglite(dataDir: string | undefined, seed?: PgliteSeed): Promise<StartedPglite> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  const isNew = dataDir !== undefined && !holdsDatabase(dataDir)
  const release = holdEventLoop()
  try {
    const client = await PGlite.create(dataDir ? pgliteDir(dataDir) : undefined, {
      ...PGLITE_OPTIONS,
      pgliteWasmModule: seed?.wasmModule ?? (await compilePostgres()),
      loadDataDir: seed?.dataDir,
      parsers: textParsers,
    })
    // A new database's files come out world-readable and writable, whatever the umask: ours alone. An existing
    // one's were made private by the server's entry (main.ts) before it opened, and are again when it closes
    // (db/client.ts); what PostgreSQL adds while it runs is inside DATA_DIR, which only this account can enter, so
    // walking its files once more would only lengthen each start.
    if (isNew) makePrivate(dataDir)
    return { client, unlock }
  } catch (error) {
    unlock()
    throw error
  } finally {
    release()
  }
}
