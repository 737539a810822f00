import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A secret from its setting when set (at least 32 characters), else generated once into DATA_DIR/`file` (mode 0600,
 * created exclusively) and read from there afterwards. Neither is ever in the database, nor in its backups.
 */
function secret(setting: string, configured: string | undefined, dataDir: string, file: string): string {
  if (configured) {
    if (configured.length < 32) throw new Error(`${setting} must be at least 32 characters long`)
    return configured
  }
  const where = path.join(dataDir, file)
  try {
    return fs.readFileSync(where, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const generated = crypto.randomBytes(48).toString('base64url')
  fs.writeFileSync(where, generated, { mode: 0o600, flag: 'wx' })
  return generated
}

/** The login tokens' signing key: JWT_SECRET, or DATA_DIR/jwt-secret. */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string) =>
  secret('JWT_SECRET', configured, dataDir, 'jwt-secret')

/**
 * The audit trail's HMAC key: AUDIT_KEY, or DATA_DIR/audit-key. Whoever can write to the database but does not
 * hold this key cannot rewrite entries without `npm run audit:verify` noticing. Keep a copy apart from the backups:
 * without it the trail cannot be verified.
 */
export const resolveAuditKey = (configured: string | undefined, dataDir: string) =>
  secret('AUDIT_KEY', configured, dataDir, 'audit-key')

/**
 * The backups' HMAC key: BACKUP_MAC_KEY, or DATA_DIR/backup-mac-key. Every backup gets FILE.mac made with it, and a
 * restore refuses a backup whose MAC it does not match: holding the age public key is not enough to forge a backup.
 */
export const resolveBackupMacKey = (configured: string | undefined, dataDir: string) =>
  secret('BACKUP_MAC_KEY', configured, dataDir, 'backup-mac-key')

/** A key as the server uses it, without generating one: for verifying, a new key would prove nothing. */
function existingSecret(configured: string | undefined, dataDir: string, file: string): string | undefined {
  if (configured) return configured
  try {
    return fs.readFileSync(path.join(dataDir, file), 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

export const existingAuditKey = (configured: string | undefined, dataDir: string) =>
  existingSecret(configured, dataDir, 'audit-key')

export const existingBackupMacKey = (configured: string | undefined, dataDir: string) =>
  existingSecret(configured, dataDir, 'backup-mac-key')
