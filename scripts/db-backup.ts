// npm run db:backup -- [FILE]
// A consistent, compressed backup of the embedded database (PGlite, DATA_DIR) or of PostgreSQL (DATABASE_URL,
// with pg_dump) into FILE; without FILE, into DATA_DIR/backups/fono-YYYYMMDD-HHMMSS.tar.gz (or .dump).
import fs from 'node:fs'
import { loadConfig, loadDotEnv } from '../src/server/config'
import { backupPgliteFolder, backupPostgres, BackupError, defaultBackupPath } from '../src/server/db/backup'
import { DataDirLockedError } from '../src/server/db/lock'
import { fail, fileArguments } from './lib/cli'

const USAGE = 'Usage: npm run db:backup -- [FILE]   (default: DATA_DIR/backups/fono-<UTC date>-<time>.tar.gz)'

const [given] = fileArguments(USAGE, 0, 1)

loadDotEnv()
const config = loadConfig()
const kind = config.databaseUrl ? 'postgres' : 'pglite'
const file = given ?? defaultBackupPath(config.dataDir, kind)

const started = performance.now()
try {
  const summary = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, file)
    : await backupPgliteFolder(config.dataDir, file)
  const kb = Math.ceil(fs.statSync(file).size / 1024)
  const source = kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'
  console.log(
    `Backed up the ${source} (${summary.patients} patients, ${summary.evaluations} evaluations) to ${file} ` +
      `(${kb} KB, ${((performance.now() - started) / 1000).toFixed(1)} s).`,
  )
} catch (error) {
  if (error instanceof DataDirLockedError)
    fail(
      `${error.message}\nThe embedded database cannot be backed up from outside while the server runs. Either ` +
        'set BACKUP_INTERVAL_HOURS so that the server writes backups itself into DATA_DIR/backups, or stop ' +
        'the server and run npm run db:backup again.',
    )
  if (error instanceof BackupError) fail(error.message)
  throw error
}
