/**
 * Backups of the embedded database (a gzipped tarball of PGlite's data folder) and of PostgreSQL (pg_dump's custom
 * format), encrypted with age when BACKUP_RECIPIENT or BACKUP_PASSPHRASE is set, each with the audit trail's head
 * beside it; and their restores into an empty data folder or database.
 */
export * from './crypto'
export * from './files'
export type { BackupResult } from './contents'
export { backupPglite, backupPgliteFolder, restorePglite, writePgliteBackup } from './pglite'
export { backupPostgres, restorePostgres } from './postgres'
