import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const MIN_LENGTH = 32

/**
 * A key kept in a file, as read for use: at least MIN_LENGTH characters, like its setting (an error naming the file
 * otherwise), and a warning naming it when group or others can read it. Every key file the app reads goes through here.
 */
export function readKeyFile(file: string, setting: string): string {
  const key = fs.readFileSync(file, 'utf8').trim()
  if (key.length < MIN_LENGTH)
    throw new Error(
      `${file} (the key file used when ${setting} is unset) holds ${key.length} characters, fewer than ` +
        `${MIN_LENGTH}: put a longer key in it, or delete it to have one generated`,
    )
  warnIfReadable(file, setting)
  return key
}

/** A warning naming a key file that group or others can read or change: it may have been copied already. */
export function warnIfReadable(file: string, setting: string) {
  const mode = fs.statSync(file).mode & 0o777
  if (mode & 0o077)
    console.warn(
      `WARNING: ${file} (${setting}) can be read or changed by group or others (mode ${mode.toString(8)}): ` +
        'make it readable by the account that runs the app only (chmod 600), and consider replacing the key.',
    )
}

/** The keys kept in DATA_DIR when their setting is unset: setting, file. */
const DATA_DIR_KEYS = {
  JWT_SECRET: 'jwt-secret',
  AUDIT_KEY: 'audit-key',
  BACKUP_MAC_KEY: 'backup-mac-key',
  TOTP_KEY: 'totp-key',
} as const

/** At start, before DATA_DIR is made private again: a warning for each of its key files others could read. */
export function warnReadableKeys(dataDir: string) {
  for (const [setting, file] of Object.entries(DATA_DIR_KEYS)) {
    const where = path.join(dataDir, file)
    if (fs.existsSync(where)) warnIfReadable(where, setting)
  }
}

/**
 * A secret from its setting when set (at least 32 characters), else generated once into DATA_DIR/`file` (mode 0600,
 * created exclusively) and read from there afterwards. Neither is ever in the database, nor in its backups.
 */
function secret(
  setting: keyof typeof DATA_DIR_KEYS,
  configured: string | undefined,
  dataDir: string,
): string {
  const file = DATA_DIR_KEYS[setting]
  if (configured) {
    if (configured.length < MIN_LENGTH)
      throw new Error(`${setting} must be at least ${MIN_LENGTH} characters long`)
    return configured
  }
  const where = path.join(dataDir, file)
  try {
    return readKeyFile(where, setting)
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
  secret('JWT_SECRET', configured, dataDir)

/**
 * The audit trail's HMAC key: AUDIT_KEY, or DATA_DIR/audit-key. Whoever can write to the database but does not
 * hold this key cannot rewrite entries without `npm run audit:verify` noticing. Keep a copy apart from the backups:
 * without it the trail cannot be verified.
 */
export const resolveAuditKey = (configured: string | undefined, dataDir: string) =>
  secret('AUDIT_KEY', configured, dataDir)

/**
 * The backups' HMAC key: BACKUP_MAC_KEY, or DATA_DIR/backup-mac-key. Every backup gets FILE.mac made with it, and a
 * restore refuses a backup whose MAC it does not match: holding the age public key is not enough to forge a backup.
 */
export const resolveBackupMacKey = (configured: string | undefined, dataDir: string) =>
  secret('BACKUP_MAC_KEY', configured, dataDir)

/**
 * The key that seals the TOTP seeds in the database (auth/totp-seal.ts): TOTP_KEY, or DATA_DIR/totp-key. Like the
 * audit key, never in the database nor in its backups: a stolen database or backup does not give the seeds away, and
 * a restore elsewhere needs a copy of it for the second factor to keep working.
 */
export const resolveTotpKey = (configured: string | undefined, dataDir: string) =>
  secret('TOTP_KEY', configured, dataDir)

/** A key as the server uses it, without generating one: for verifying, a new key would prove nothing. */
function existingSecret(
  setting: keyof typeof DATA_DIR_KEYS,
  configured: string | undefined,
  dataDir: string,
): string | undefined {
  if (configured) return configured
  try {
    return readKeyFile(path.join(dataDir, DATA_DIR_KEYS[setting]), setting)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

export const existingAuditKey = (configured: string | undefined, dataDir: string) =>
  existingSecret('AUDIT_KEY', configured, dataDir)

export const existingBackupMacKey = (configured: string | undefined, dataDir: string) =>
  existingSecret('BACKUP_MAC_KEY', configured, dataDir)
