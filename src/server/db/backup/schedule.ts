/**
 * The server's own periodic backup of the embedded database (BACKUP_INTERVAL_HOURS): while the server runs
 * it holds PGlite's data folder, so only it can dump it. PostgreSQL is backed up by cron + npm run db:backup.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Config } from '../../config'
import type { Database } from '../client'
import { formatHead } from '../../audit/verify'
import { resolveBackupMacKey } from '../../secrets'
import type { BackupKey } from './crypto'
import { backupsDir, DATED_BACKUP, defaultBackupPath, headFileOf } from './files'
import { macFileOf } from './mac'
import { writePgliteBackup } from './pglite'

interface Log {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export interface BackupSchedule {
  /** Writes one backup now and prunes the old ones; resolves with its path (undefined if it failed). */
  runNow(): Promise<string | undefined>
  /** Cancels the timer and waits for a backup in progress. */
  stop(): Promise<void>
}

export interface BackupScheduleOptions {
  client: PGlite
  dataDir: string
  intervalMs: number
  /** How many dated backups to keep in DATA_DIR/backups; older ones are deleted. */
  keep: number
  /** Encrypt them (age) to this key; absent, they are written in clear. */
  key?: BackupKey
  /** The backup MAC key: each backup gets its FILE.mac. */
  macKey: string
  log: Log
}

// setTimeout fires at once for delays beyond 2^31-1 ms (about 24.8 days): wait in steps of at most a day.
const MAX_WAIT_MS = 24 * 60 * 60 * 1000
// Without a recent backup the first one is written this soon after start, not right during start-up.
const FIRST_DELAY_MS = 60 * 1000

/** Dated backups of the embedded database (fono-YYYYMMDD-HHMMSS.tar.gz, or .tar.gz.age), oldest first. */
function datedBackups(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir)
      .filter((name) => DATED_BACKUP.test(name) && /\.tar\.gz(\.age)?$/.test(name))
      .sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

export function startBackupSchedule({
  client,
  dataDir,
  intervalMs,
  keep,
  key,
  macKey,
  log,
}: BackupScheduleOptions) {
  const dir = backupsDir(dataDir)
  let timer: NodeJS.Timeout | undefined
  let running: Promise<string | undefined> | undefined
  let stopped = false

  async function backupOnce(): Promise<string | undefined> {
    const started = performance.now()
    try {
      const file = defaultBackupPath(dataDir, 'pglite', new Date(), Boolean(key))
      const { head } = await writePgliteBackup(client, file, { key, macKey })
      const names = datedBackups(dir)
      const removed = names.slice(0, Math.max(0, names.length - keep))
      for (const name of removed) {
        fs.rmSync(path.join(dir, name), { force: true })
        fs.rmSync(path.join(dir, headFileOf(name)), { force: true })
        fs.rmSync(path.join(dir, macFileOf(name)), { force: true })
      }
      log.info(
        {
          file,
          bytes: fs.statSync(file).size,
          encrypted: Boolean(key),
          auditHead: formatHead(head),
          ms: Math.round(performance.now() - started),
          removed,
        },
        'backup written',
      )
      return file
    } catch (error) {
      log.error({ err: error, dir }, 'backup failed')
      return undefined
    }
  }

  const runNow = () => {
    running ??= backupOnce().finally(() => (running = undefined))
    return running
  }

  function schedule(dueAt: number) {
    if (stopped) return
    const wait = dueAt - Date.now()
    timer = setTimeout(
      () => {
        if (wait > MAX_WAIT_MS) return schedule(dueAt)
        void runNow().then(() => schedule(Date.now() + intervalMs))
      },
      Math.max(0, Math.min(wait, MAX_WAIT_MS)),
    )
    timer.unref()
  }

  // The next backup is due one interval after the newest one, so that restarts do not postpone it forever.
  const newest = datedBackups(dir).at(-1)
  const newestAt = newest ? fs.statSync(path.join(dir, newest)).mtimeMs : undefined
  const earliest = Date.now() + Math.min(intervalMs, FIRST_DELAY_MS)
  schedule(newestAt === undefined ? earliest : Math.max(earliest, newestAt + intervalMs))
  log.info(
    { dir, intervalHours: intervalMs / 3_600_000, keep, encrypted: Boolean(key) },
    'periodic backups on',
  )
  if (!key)
    log.warn(
      { dir },
      'periodic backups are written in clear (patients, password hashes): set BACKUP_RECIPIENT or BACKUP_PASSPHRASE to encrypt them',
    )

  return {
    runNow,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  } satisfies BackupSchedule
}

/** Starts the schedule when BACKUP_INTERVAL_HOURS is set and the database is the embedded one. */
export function startConfiguredBackups(
  database: Database,
  config: Pick<Config, 'backupIntervalHours' | 'backupKeep' | 'backupKey' | 'backupMacKey' | 'dataDir'>,
  log: Log,
): BackupSchedule | undefined {
  if (!config.backupIntervalHours) return undefined
  if (!database.pglite) {
    log.warn(
      {},
      'BACKUP_INTERVAL_HOURS applies to the embedded database only; back up PostgreSQL with cron + npm run db:backup',
    )
    return undefined
  }
  return startBackupSchedule({
    client: database.pglite,
    dataDir: config.dataDir,
    intervalMs: config.backupIntervalHours * 3_600_000,
    keep: config.backupKeep,
    key: config.backupKey,
    macKey: resolveBackupMacKey(config.backupMacKey, config.dataDir),
    log,
  })
}
