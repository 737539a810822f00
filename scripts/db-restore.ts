// npm run db:restore -- [--allow-plain] FILE
// Restores a backup written by npm run db:backup (or by the server's BACKUP_INTERVAL_HOURS) into an empty
// data folder (DATA_DIR, embedded database) or an empty PostgreSQL database (DATABASE_URL; as the tables' owner,
// MIGRATION_DATABASE_URL, where it is set). Never overwrites. An encrypted backup (.age) is opened with
// BACKUP_IDENTITY_FILE or BACKUP_PASSPHRASE, or a passphrase typed in. FILE.mac is checked first with the backup
// MAC key; while one is set, a backup without FILE.mac is refused, and while an encryption key is set, a plain
// one: --allow-plain accepts them (never a backup whose MAC differs).
// First: files it writes under DATA_DIR are the owner's alone (umask 077).
import '../src/server/private-files'
import fs from 'node:fs'
import { BackupError, isEncrypted, macFileOf, restorePglite, restorePostgres } from '../src/server/db/backup'
import { DataDirLockedError } from '../src/server/db/lock'
import { existingBackupMacKey } from '../src/server/secrets'
import { backupSecret } from './lib/backup-secret'
import { commandLine, fail } from './lib/cli'
import { loadScriptConfig } from './lib/script-config'

const USAGE =
  'Usage: npm run db:restore -- [--allow-plain] FILE   (into DATA_DIR, which must be empty; or, with ' +
  'DATABASE_URL set, into that empty PostgreSQL database)'

const { files, flags } = commandLine(USAGE, 1, 1, ['allow-plain'])
const file = files[0]!

const config = loadScriptConfig()
const macKey = existingBackupMacKey(config.backupMacKey, config.dataDir)
const checks = {
  macKey,
  encryptedOnly: Boolean(config.backupKey || process.env.BACKUP_IDENTITY_FILE),
  allowPlain: flags.has('allow-plain'),
}

/** The secret, asked for only when the file is encrypted. */
async function secretFor(path: string) {
  let head: Buffer
  try {
    head = fs.readFileSync(path).subarray(0, 32)
  } catch {
    return undefined // the restore says what is wrong with the file
  }
  if (!isEncrypted(head)) return undefined
  const secret = await backupSecret(process.env)
  if (typeof secret === 'string') fail(secret)
  return secret
}

const started = performance.now()
try {
  if (!macKey)
    console.warn(
      `${macFileOf(file)} was not checked: there is no backup MAC key here (BACKUP_MAC_KEY, or ` +
        `${config.dataDir}/backup-mac-key). Copy the server's backup-mac-key there, or set BACKUP_MAC_KEY, so that ` +
        'a backup someone else made or changed is refused.',
    )
  const secret = await secretFor(file)
  const summary = config.databaseUrl
    ? await restorePostgres(
        config.migrationDatabaseUrl
          ? { url: config.migrationDatabaseUrl, appUrl: config.databaseUrl }
          : { url: config.databaseUrl },
        file,
        secret,
        checks,
      )
    : await restorePglite(config.dataDir, file, secret, checks)
  const target = config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`
  console.log(
    `Restored ${file} into ${target}: ${summary.patients} patients, ${summary.evaluations} evaluations ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s). Start the server as usual.`,
  )
} catch (error) {
  if (error instanceof DataDirLockedError) fail(`${error.message}\nStop the server, then run this again.`)
  if (error instanceof BackupError) fail(error.message)
  throw error
}
