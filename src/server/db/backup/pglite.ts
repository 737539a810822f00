// The embedded database: a gzipped tarball of PGlite's data folder, and its restore into an empty DATA_DIR.
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { makePrivate } from '../../private-files'
import { holdsDatabase, pgliteDir } from '../pglite-start'
import { lockDataDir } from '../lock'
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
import { readAll } from './streams'
import { assertKind, BackupError, type BackupSummary } from './files'

const extensions = { pg_trgm, unaccent }
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b])

/**
 * A consistent copy of a running PGlite database: a checkpoint, then a gzipped tarball of its data folder,
 * taken while PGlite runs no query (dumpDataDir holds its query lock), as a crash would leave it.
 */
export async function backupPglite(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT')
  const blob = await client.dumpDataDir('gzip')
  const magic = Buffer.from(await blob.slice(0, 2).arrayBuffer())
  if (!magic.equals(GZIP_MAGIC)) throw new Error('PGlite returned an uncompressed dump')
  return blob
}

/**
 * A backup of the open database into FILE (encrypted when `options.key` is given: the tarball is only ever in
 * memory), with its MAC and audit head beside it.
 */
export async function writePgliteBackup(
  client: PGlite,
  file: string,
  options: BackupOptions,
): Promise<BackupResult> {
  const query = (sql: string) => client.query(sql)
  const summary = await summarize(query)
  const head = await auditHead(query)
  await storeBackup(file, (await backupPglite(client)).stream(), head, options)
  return { ...summary, head, encrypted: Boolean(options.key) }
}

/**
 * `npm run db:backup` on the embedded database: opens the data folder (locking it, so this fails with
 * DataDirLockedError while the server runs), writes the backup into FILE and closes it. Nothing is migrated.
 */
export async function backupPgliteFolder(
  dataDir: string,
  file: string,
  options: BackupOptions,
): Promise<BackupResult> {
  if (!holdsDatabase(dataDir))
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR): nothing to back up.`)
  const unlock = lockDataDir(dataDir)
  try {
    const client = await PGlite.create(pgliteDir(dataDir), { extensions })
    try {
      return await writePgliteBackup(client, file, options)
    } finally {
      await client.close()
      // PGlite writes some files (pg_internal.init) world-readable whatever the umask: ours alone again.
      makePrivate(dataDir)
    }
  } finally {
    unlock()
  }
}

/**
 * What may already be in a data folder that a restore fills: the backups themselves, our own lock, and the secrets
 * kept apart from the backups (the audit key is needed to verify the restored trail).
 */
const IGNORED_IN_EMPTY_FOLDER = new Set([
  'backups',
  '.lock',
  'audit-key',
  'audit-unkeyed',
  'jwt-secret',
  'backup-mac-key',
  'totp-key',
])
const STAGING = '.pglite-restoring'

/**
 * Restores a PGlite backup into DATA_DIR, which must be empty (or hold only its backups/ folder and secrets): the
 * tarball, decrypted in memory, is unpacked into a staging folder, opened to check it, and only then renamed into
 * place.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  secret?: BackupSecret,
  checks?: RestoreChecks,
): Promise<BackupSummary> {
  const opened = await openBackup(file, secret, checks)
  let data: Uint8Array<ArrayBuffer>
  try {
    data = await readAll(opened.plain)
  } finally {
    await opened.close()
  }
  assertKind(file, data, 'pglite')
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
    makePrivate(dataDir)
    return summary
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    unlock()
  }
}
