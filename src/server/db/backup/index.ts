/**
 * Backups of the embedded database (a gzipped tarball of PGlite's data folder) and of PostgreSQL (pg_dump's custom
 * format), encrypted with age on the way when BACKUP_RECIPIENT or BACKUP_PASSPHRASE is set, each with its MAC and
 * the audit trail's head beside it; and their checked restores into an empty data folder or database.
 */
export * from './crypto'
export * from './files'
export type { BackupOptions, BackupResult, RestoreChecks } from './contents'
export { macFileOf } from './mac'
export { backupPglite, backupPgliteFolder, restorePglite, writePgliteBackup } from './pglite'
export { backupPostgres, restorePostgres, type PostgresTarget } from './postgres'
