// npm run db:backup -- [FILE]
// A consistent, compressed backup of the embedded database (PGlite, DATA_DIR) or of PostgreSQL (DATABASE_URL,
// with pg_dump) into FILE; without FILE, into DATA_DIR/backups/fono-YYYYMMDD-HHMMSS.tar.gz (or .dump). Encrypted with
// age to BACKUP_RECIPIENT or with BACKUP_PASSPHRASE when set (the default name then ends in .age), on the way: no
// plain copy is written. FILE.mac beside it authenticates it (BACKUP_MAC_KEY or DATA_DIR/backup-mac-key), and
// FILE.audit-head holds the audit trail's head at that moment. PostgreSQL is dumped as the tables' owner
// (MIGRATION_DATABASE_URL) where it is set.
// First: files it writes under DATA_DIR are the owner's alone (umask 077).
import '../src/server/private-files'
import fs from 'node:fs'
import { formatHead } from '../src/server/audit/verify'
import {
  backupPgliteFolder,
  backupPostgres,
  BackupError,
  defaultBackupPath,
  macFileOf,
} from '../src/server/db/backup'
import { DataDirLockedError } from '../src/server/db/lock'
import { resolveBackupMacKey } from '../src/server/secrets'
import { fail, fileArguments } from './lib/cli'
import { loadScriptConfig } from './lib/script-config'

const USAGE = 'Usage: npm run db:backup -- [FILE]   (default: DATA_DIR/backups/fono-<UTC date>-<time>.tar.gz)'

const [given] = fileArguments(USAGE, 0, 1)

const config = loadScriptConfig()
const kind = config.databaseUrl ? 'postgres' : 'pglite'
const key = config.backupKey
const macKey = resolveBackupMacKey(config.backupMacKey, config.dataDir)
const file = given ?? defaultBackupPath(config.dataDir, kind, new Date(), Boolean(key))

const started = performance.now()
try {
  const result = config.databaseUrl
    ? await backupPostgres(config.migrationDatabaseUrl ?? config.databaseUrl, file, { key, macKey })
    : await backupPgliteFolder(config.dataDir, file, { key, macKey })
  const kb = Math.ceil(fs.statSync(file).size / 1024)
  const source = kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'
  console.log(
    `Backed up the ${source} (${result.patients} patients, ${result.evaluations} evaluations) to ${file} ` +
      `(${kb} KB, ${((performance.now() - started) / 1000).toFixed(1)} s), ` +
      (key
        ? `encrypted ${'recipient' in key ? 'to BACKUP_RECIPIENT' : 'with BACKUP_PASSPHRASE'}.`
        : 'NOT encrypted: set BACKUP_RECIPIENT or BACKUP_PASSPHRASE before copying it off this machine.'),
  )
  console.log(`Audit trail head: ${formatHead(result.head)} (also in ${file}.audit-head)`)
  console.log(
    `Its MAC is in ${macFileOf(file)}: a restore checks it with BACKUP_MAC_KEY or DATA_DIR/backup-mac-key, ` +
      'which the backup does not hold (keep a copy apart from the backups).',
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
