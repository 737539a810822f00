// PostgreSQL: pg_dump's custom format (compressed, one consistent snapshot) streamed through age into its file, and
// back through age into pg_restore's standard input, into an empty database.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import pg from 'pg'
import { grantAppRole } from '../grants'
import type { BackupSecret } from './crypto'
import {
  auditHead,
  openBackup,
  storeBackup,
  summarize,
  type BackupOptions,
  type BackupResult,
  type RestoreChecks,
} from './contents'
import { assertKind, BackupError, type BackupSummary } from './files'
import { peek } from './streams'

/** libpq's connection: the URL without its password, which goes in PGPASSWORD (never on a command line). */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

interface Tool {
  child: ChildProcess
  /** Resolves when the program exits with status 0; else rejects with its standard error. */
  done: Promise<void>
}

/** Starts pg_dump (its stdout piped) or pg_restore (its stdin piped). */
function start(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Tool {
  const stdio: StdioOptions = program === 'pg_dump' ? ['ignore', 'pipe', 'pipe'] : ['pipe', 'ignore', 'pipe']
  const child = spawn(program, args, { env, stdio })
  const done = new Promise<void>((resolve, reject) => {
    let stderr = ''
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => (stderr += chunk))
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
  // Awaited by the caller once the data has flowed; handled here too, so that an early failure is not taken for
  // an unhandled rejection before then.
  done.catch(() => {})
  return { child, done }
}

/** Stops a program that is still running, and waits for it. */
async function stop({ child, done }: Tool) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await done.catch(() => {})
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

/**
 * pg_dump into FILE, as the tables' owner where there are two roles (MIGRATION_DATABASE_URL: the app's role may not
 * read the migrations' own schema). Its output flows through age into the file (whole or not at all, mode 0600),
 * with its MAC and the audit head beside it: no plain copy is written anywhere.
 */
export async function backupPostgres(
  url: string,
  file: string,
  options: BackupOptions,
): Promise<BackupResult> {
  const { dbname, env } = libpqConnection(url)
  const head = await withClient(url, (client) => auditHead((sql) => client.query(sql)))
  const dump = start('pg_dump', ['--format=custom', '--compress=6', `--dbname=${dbname}`], env)
  try {
    const output = Readable.toWeb(dump.child.stdout!) as ReadableStream<Uint8Array>
    await storeBackup(file, output, head, options, dump.done)
  } finally {
    await stop(dump)
  }
  const summary = await withClient(url, (client) => summarize((sql) => client.query(sql)))
  return { ...summary, head, encrypted: Boolean(options.key) }
}

/** Where a PostgreSQL backup is restored. */
export interface PostgresTarget {
  /** The connection pg_restore works as: the tables' owner (MIGRATION_DATABASE_URL) where there are two roles. */
  url: string
  /** The app's own connection (DATABASE_URL) when it is another role: it gets the grants the server gives it. */
  appUrl?: string
}

/** Feeds the backup's plain content into pg_restore's standard input; a damaged backup stops it before it commits. */
async function feed(plain: ReadableStream<Uint8Array>, restore: Tool) {
  const source = Readable.fromWeb(plain as NodeReadableStream<Uint8Array>)
  let damaged: unknown
  // Registered before pipeline's own listener: pg_restore is killed before its input is closed, so that it never
  // takes a cut stream for a whole one.
  source.once('error', (error) => {
    damaged = error
    restore.child.kill('SIGKILL')
  })
  const piped = await pipeline(source, restore.child.stdin!).then(
    () => undefined,
    (error: unknown) => error,
  )
  if (damaged) {
    await stop(restore)
    throw damaged
  }
  await restore.done
  if (piped) throw piped
}

/**
 * Restores a pg_dump backup (decrypted on the way if need be, straight into pg_restore's standard input) into a
 * database that has no tables yet; where there are two roles, as the owner, then grants the app's role its rights.
 */
export async function restorePostgres(
  target: PostgresTarget,
  file: string,
  secret?: BackupSecret,
  checks?: RestoreChecks,
): Promise<BackupSummary> {
  const { url, appUrl } = target
  const opened = await openBackup(file, secret, checks)
  try {
    const { head, whole } = await peek(opened.plain, 5)
    assertKind(file, head, 'postgres')
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
    const restore = start(
      'pg_restore',
      ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`],
      env,
    )
    await feed(whole, restore)
  } finally {
    await opened.close()
  }
  if (appUrl) await withClient(url, (client) => grantAppRole(client, appUrl))
  return withClient(url, (client) => summarize((sql) => client.query(sql)))
}
