// PostgreSQL: pg_dump's custom format (compressed, one consistent snapshot) and pg_restore into an empty database.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { BackupKey, BackupSecret } from './crypto'
import { auditHead, openBackup, storeBackup, summarize, type BackupResult } from './contents'
import { assertKind, BackupError, writePrivateFile, type BackupSummary } from './files'

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

/** A private temporary file (0600, created exclusively), removed after `work` whatever happens. */
async function withTempFile<T>(work: (file: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-backup-'))
  const file = path.join(dir, crypto.randomBytes(8).toString('hex'))
  fs.closeSync(fs.openSync(file, 'wx', 0o600))
  try {
    return await work(file)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * pg_dump into FILE (encrypted with `key` when given), with the audit head beside it. The dump is written to a
 * private temporary file first, then stored as every backup is (whole or not at all, mode 0600).
 */
export async function backupPostgres(url: string, file: string, key?: BackupKey): Promise<BackupResult> {
  const { dbname, env } = libpqConnection(url)
  const head = await withClient(url, (client) => auditHead((sql) => client.query(sql)))
  await withTempFile(async (dump) => {
    await run('pg_dump', ['--format=custom', '--compress=6', `--file=${dump}`, `--dbname=${dbname}`], env)
    await storeBackup(file, fs.readFileSync(dump), head, key)
  })
  const summary = await withClient(url, (client) => summarize((sql) => client.query(sql)))
  return { ...summary, head, encrypted: Boolean(key) }
}

/** Restores a pg_dump backup (decrypted with `secret` if need be) into a database that has no tables yet. */
export async function restorePostgres(
  url: string,
  file: string,
  secret?: BackupSecret,
): Promise<BackupSummary> {
  const data = await openBackup(file, secret)
  assertKind(file, data, 'postgres')
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
  await withTempFile(async (plain) => {
    writePrivateFile(plain, data)
    await run(
      'pg_restore',
      ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, plain],
      env,
    )
  })
  return withClient(url, (client) => summarize((sql) => client.query(sql)))
}
