// npm run db:restore -- FILE
// Restores a backup written by npm run db:backup (or by the server's BACKUP_INTERVAL_HOURS) into an empty
// data folder (DATA_DIR, embedded database) or an empty PostgreSQL database (DATABASE_URL). Never overwrites.
import { loadConfig, loadDotEnv } from '../src/server/config'
import { BackupError, restorePglite, restorePostgres } from '../src/server/db/backup'
import { DataDirLockedError } from '../src/server/db/lock'
import { fail, fileArguments } from './lib/cli'

const USAGE =
  'Usage: npm run db:restore -- FILE   (into DATA_DIR, which must be empty; or, with DATABASE_URL set, ' +
  'into that empty PostgreSQL database)'

const file = fileArguments(USAGE, 1, 1)[0]!

loadDotEnv()
const config = loadConfig()

const started = performance.now()
try {
  const summary = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, file)
    : await restorePglite(config.dataDir, file)
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
