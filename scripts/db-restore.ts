// npm run db:restore -- FILE
// Restores a backup written by npm run db:backup (or by the server's BACKUP_INTERVAL_HOURS) into an empty
// data folder (DATA_DIR, embedded database) or an empty PostgreSQL database (DATABASE_URL). Never overwrites.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig, loadDotEnv } from '../src/server/config'
import { BackupError, restorePglite, restorePostgres } from '../src/server/db/backup'
import { DataDirLockedError } from '../src/server/db/lock'

const USAGE =
  'Usage: npm run db:restore -- FILE   (into DATA_DIR, which must be empty; or, with DATABASE_URL set, ' +
  'into that empty PostgreSQL database)'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let positionals: string[]
try {
  ;({ positionals } = parseArgs({ allowPositionals: true, options: {} }))
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
if (positionals.length !== 1) fail(USAGE)

loadDotEnv()
const config = loadConfig()
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!)

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
