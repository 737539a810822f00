// npm run db:restore -- FILE
// Restores a backup written by npm run db:backup (or by the server's BACKUP_INTERVAL_HOURS) into an empty
// data folder (DATA_DIR, embedded database) or an empty PostgreSQL database (DATABASE_URL). Never overwrites.
// An encrypted backup (.age) is opened with BACKUP_IDENTITY_FILE or BACKUP_PASSPHRASE, or a passphrase typed in.
// First: files it writes under DATA_DIR are the owner's alone (umask 077).
import '../src/server/private-files'
import fs from 'node:fs'
import { BackupError, isEncrypted, restorePglite, restorePostgres } from '../src/server/db/backup'
import { DataDirLockedError } from '../src/server/db/lock'
import { backupSecret } from './lib/backup-secret'
import { fail, fileArguments } from './lib/cli'
import { loadScriptConfig } from './lib/script-config'

const USAGE =
  'Usage: npm run db:restore -- FILE   (into DATA_DIR, which must be empty; or, with DATABASE_URL set, ' +
  'into that empty PostgreSQL database)'

const file = fileArguments(USAGE, 1, 1)[0]!

const config = loadScriptConfig()

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
  const secret = await secretFor(file)
  const summary = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, file, secret)
    : await restorePglite(config.dataDir, file, secret)
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
