// Backup files: where they go, what they are called, how they are written (never half, never readable by others),
// and what kind a file is.
import fs from 'node:fs'
import path from 'node:path'
import { AGE_MAGIC } from './crypto'

/** A problem the operator can fix (wrong file, non-empty target, missing pg_dump, wrong key…): print it, exit 1. */
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
/** Appended to the name of an encrypted backup (age). */
export const ENCRYPTED_EXTENSION = '.age'

/** Names of dated backups, which sort oldest first: fono-YYYYMMDD-HHMMSS.tar.gz[.age] (UTC). */
export const DATED_BACKUP = /^fono-\d{8}-\d{6}\.(tar\.gz|dump)(\.age)?$/

/** DATA_DIR/backups/fono-YYYYMMDD-HHMMSS.tar.gz (PGlite) or .dump (PostgreSQL), the time in UTC; .age if encrypted. */
export function defaultBackupPath(
  dataDir: string,
  kind: BackupKind = 'pglite',
  now = new Date(),
  encrypted = false,
): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
  const extension = BACKUP_EXTENSION[kind] + (encrypted ? ENCRYPTED_EXTENSION : '')
  return path.join(backupsDir(dataDir), `fono-${stamp}${extension}`)
}

/**
 * Writes FILE so that it is either absent, the previous one, or complete: never half-written. The partial file is
 * created exclusively with mode 0600 (a backup holds patients' records and password hashes).
 */
export function writePrivateFile(file: string, data: Uint8Array | string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const partial = `${file}.partial-${process.pid}`
  try {
    const fd = fs.openSync(partial, 'wx', 0o600)
    try {
      fs.writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data)
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

/**
 * Like writePrivateFile, from a stream: each chunk is also given to `seen` (the MAC) as it is written, and the file
 * takes its name only once `ready` (the producer's own success, e.g. pg_dump's exit status) has resolved.
 */
export async function writePrivateStream(
  file: string,
  source: ReadableStream<Uint8Array>,
  seen: (chunk: Uint8Array) => void,
  ready?: Promise<void>,
): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const partial = `${file}.partial-${process.pid}`
  const reader = source.getReader()
  try {
    const handle = await fs.promises.open(partial, 'wx', 0o600)
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        seen(value)
        for (let at = 0; at < value.length;) at += (await handle.write(value, at)).bytesWritten
      }
      await handle.sync()
    } finally {
      await handle.close()
    }
    await ready
    fs.renameSync(partial, file)
  } catch (error) {
    await reader.cancel().catch(() => {})
    fs.rmSync(partial, { force: true })
    throw error
  }
}

/** FILE.audit-head beside a backup: the audit trail's head when it was taken (`npm run audit:verify -- --expect`). */
export const headFileOf = (file: string) => `${file}.audit-head`

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b])
const PGDUMP_MAGIC = Buffer.from('PGDMP')

/** What the first bytes of a (decrypted) backup say it is. */
export function kindOfData(head: Uint8Array): BackupKind | 'unknown' {
  const bytes = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, 5))
  if (bytes.length >= 2 && bytes.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite'
  if (bytes.length === 5 && bytes.equals(PGDUMP_MAGIC)) return 'postgres'
  return 'unknown'
}

/** Opens a backup file for reading, or says clearly why it cannot. */
export async function openBackupFile(file: string): Promise<fs.promises.FileHandle> {
  try {
    return await fs.promises.open(file, 'r')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new BackupError(
      code === 'ENOENT' ? `No such backup file: ${file}` : `Cannot read ${file}: ${(error as Error).message}`,
    )
  }
}

export const isEncrypted = (data: Uint8Array) =>
  Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, AGE_MAGIC.length)).equals(AGE_MAGIC)

/** Checks that a (decrypted) backup is of the kind the target needs, with a message that says what to do. */
export function assertKind(file: string, data: Uint8Array, expected: BackupKind) {
  const kind = kindOfData(data)
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
