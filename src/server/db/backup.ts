/**
 * Backups of the embedded database (a gzipped tarball of PGlite's data folder, from dumpDataDir) and of
 * PostgreSQL (pg_dump's custom format), and their restores into an empty data folder or database.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import pg from 'pg'
import { pgliteDir } from './client'
import { lockDataDir } from './lock'

/** A problem the operator can fix (wrong file, non-empty target, missing pg_dump...): print it, exit 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

export type BackupKind = 'pglite' | 'postgres'

/** What a backup or restore holds, for the operator's confirmation line. */
export interface BackupSummary {
  patients: number
  evaluations: number
}

/** Backups written by the server's schedule and by `npm run db:backup` without FILE: DATA_DIR/backups. */
export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups')
}

export const BACKUP_EXTENSION: Record<BackupKind, string> = { pglite: '.tar.gz', postgres: '.dump' }

/** Names of dated backups, which sort oldest first: fono-YYYYMMDD-HHMMSS.tar.gz (UTC). */
export const DATED_BACKUP = /^fono-\d{8}-\d{6}\.(tar\.gz|dump)$/

/** DATA_DIR/backups/fono-YYYYMMDD-HHMMSS.tar.gz (PGlite) or .dump (PostgreSQL), the time in UTC. */
export function defaultBackupPath(dataDir: string, kind: BackupKind = 'pglite', now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
  return path.join(backupsDir(dataDir), `fono-${stamp}${BACKUP_EXTENSION[kind]}`)
}

/** Writes a backup so that FILE is either absent, the previous one, or complete: never half-written. */
export function writeBackupFile(file: string, data: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.partial-${process.pid}`
  try {
    // Mode 0600: a backup holds patients' records and password hashes.
    const fd = fs.openSync(partial, 'w', 0o600)
    try {
      fs.writeSync(fd, data)
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
    fs.renameSync(partial, file)
  } catch (error) {
    fs.rmSync(partial, { force: true })
    throw error
  }
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b])
const PGDUMP_MAGIC = Buffer.from('PGDMP')

/** Reads the first bytes of a backup file to tell which kind it is; throws a BackupError if unreadable. */
export function backupKindOf(file: string): BackupKind | 'unknown' {
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new BackupError(
      code === 'ENOENT' ? `No such backup file: ${file}` : `Cannot read ${file}: ${(error as Error).message}`,
    )
  }
  try {
    const head = Buffer.alloc(5)
    const read = fs.readSync(fd, head, 0, head.length, 0)
    if (read >= 2 && head.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite'
    if (read === 5 && head.equals(PGDUMP_MAGIC)) return 'postgres'
    return 'unknown'
  } finally {
    fs.closeSync(fd)
  }
}

function assertKind(file: string, expected: BackupKind) {
  const kind = backupKindOf(file)
  if (kind === expected) return
  if (kind === 'unknown')
    throw new BackupError(
      `${file} is not a backup of this app (expected ${
        expected === 'pglite' ? 'a .tar.gz written by npm run db:backup' : 'a pg_dump custom-format file'
      }).`,
    )
  throw new BackupError(
    kind === 'postgres'
      ? `${file} is a PostgreSQL backup (pg_dump), but DATABASE_URL is not set, so the target is the embedded ` +
          'database. Set DATABASE_URL to an empty PostgreSQL database to restore it there.'
      : `${file} is a backup of the embedded database (PGlite), but DATABASE_URL is set, so the target is ` +
          'PostgreSQL. Unset DATABASE_URL and set DATA_DIR to an empty folder to restore it there.',
  )
}

const extensions = { pg_trgm, unaccent }

async function summarize(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<BackupSummary> {
  const { rows } = await query(
    'SELECT (SELECT count(*) FROM patients)::int AS patients, (SELECT count(*) FROM evaluations)::int AS evaluations',
  )
  return rows[0] as BackupSummary
}

// ---------------------------------------------------------------------------------------------------------
// PGlite

/**
 * A consistent copy of a running PGlite database: a checkpoint, then a gzipped tarball of its data folder,
 * taken while PGlite runs no query (dumpDataDir holds its query lock), as a crash would leave it.
 */
export async function backupPglite(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT')
  const blob = await client.dumpDataDir('gzip')
  const data = Buffer.from(await blob.arrayBuffer())
  if (!data.subarray(0, 2).equals(GZIP_MAGIC)) throw new Error('PGlite returned an uncompressed dump')
  return data
}

/**
 * `npm run db:backup` on the embedded database: opens the data folder (locking it, so this fails with
 * DataDirLockedError while the server runs), dumps it into FILE and closes it. Nothing is migrated.
 */
export async function backupPgliteFolder(dataDir: string, file: string): Promise<BackupSummary> {
  if (!fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR): nothing to back up.`)
  const unlock = lockDataDir(dataDir)
  try {
    const client = await PGlite.create(pgliteDir(dataDir), { extensions })
    try {
      const summary = await summarize((sql) => client.query(sql))
      writeBackupFile(file, await backupPglite(client))
      return summary
    } finally {
      await client.close()
    }
  } finally {
    unlock()
  }
}

/** What may already be in a data folder that a restore fills: the backups themselves, and our own lock. */
const IGNORED_IN_EMPTY_FOLDER = new Set(['backups', '.lock'])
const STAGING = '.pglite-restoring'

/**
 * Restores a PGlite backup into DATA_DIR, which must be empty (or hold only its backups/ folder): the
 * tarball is unpacked into a staging folder, opened to check it, and only then renamed into place.
 */
export async function restorePglite(dataDir: string, file: string): Promise<BackupSummary> {
  assertKind(file, 'pglite')
  const unlock = lockDataDir(dataDir)
  const staging = path.join(dataDir, STAGING)
  try {
    const present = fs
      .readdirSync(dataDir)
      .filter((name) => !IGNORED_IN_EMPTY_FOLDER.has(name) && name !== STAGING)
    if (present.length > 0)
      throw new BackupError(
        `The data folder ${dataDir} is not empty (it holds ${present.join(', ')}): a restore never ` +
          'overwrites a database. Restore into an empty folder (set DATA_DIR to a new folder), or move ' +
          'the current content away first.',
      )
    fs.rmSync(staging, { recursive: true, force: true }) // left by an interrupted restore
    const data = fs.readFileSync(file)
    let client: PGlite
    try {
      client = await PGlite.create(staging, {
        extensions,
        loadDataDir: new Blob([data], { type: 'application/x-gzip' }),
      })
    } catch (error) {
      throw new BackupError(`${file} could not be loaded as a PGlite backup: ${(error as Error).message}`)
    }
    let summary: BackupSummary
    try {
      summary = await summarize((sql) => client.query(sql))
    } catch (error) {
      throw new BackupError(
        `${file} holds a database, but not this app's (${(error as Error).message}): nothing restored.`,
      )
    } finally {
      await client.close()
    }
    fs.renameSync(staging, pgliteDir(dataDir))
    return summary
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    unlock()
  }
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL

/** libpq's connection: the URL without its password, which goes in PGPASSWORD (never on a command line). */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

function run(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => (stderr += chunk))
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found on PATH. Install the PostgreSQL client programs (for example ` +
                '`apt-get install postgresql-client`), of the same major version as the server or newer.',
            )
          : error,
      ),
    )
    child.once('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${program} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`)),
    )
  })
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`Cannot connect to PostgreSQL: ${(error as Error).message}`)
  }
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** pg_dump in its custom format (compressed; one consistent snapshot) into FILE. */
export async function backupPostgres(url: string, file: string): Promise<BackupSummary> {
  const { dbname, env } = libpqConnection(url)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.partial-${process.pid}`
  try {
    // Created first with mode 0600, so that pg_dump writes into a file only we can read.
    fs.closeSync(fs.openSync(partial, 'w', 0o600))
    await run('pg_dump', ['--format=custom', '--compress=6', `--file=${partial}`, `--dbname=${dbname}`], env)
    const fd = fs.openSync(partial, 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    fs.renameSync(partial, file)
  } finally {
    fs.rmSync(partial, { force: true })
  }
  return withClient(url, (client) => summarize((sql) => client.query(sql)))
}

/** Restores a pg_dump backup into a database that has no tables yet, in one transaction. */
export async function restorePostgres(url: string, file: string): Promise<BackupSummary> {
  assertKind(file, 'postgres')
  const tables = await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
    )
    return rows.map((row) => row.name)
  })
  if (tables.length > 0) {
    const database = new URL(url).pathname.slice(1)
    throw new BackupError(
      `The database ${database} already has tables (${tables.slice(0, 5).join(', ')}${
        tables.length > 5 ? ', …' : ''
      }): a restore never overwrites a database. Create an empty one (e.g. \`createdb fono_restored\`) and ` +
        'point DATABASE_URL at it.',
    )
  }
  const { dbname, env } = libpqConnection(url)
  await run(
    'pg_restore',
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  )
  return withClient(url, (client) => summarize((sql) => client.query(sql)))
}
