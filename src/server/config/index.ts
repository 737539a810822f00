import fs from 'node:fs'
import path from 'node:path'
import { backupKeyFrom, type BackupKey } from '../db/backup/crypto'
import { isTimeZone } from '../../shared/dates'
import { parseTrustProxy } from './trust-proxy'

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL: the table owner's connection the migrations run with; the app then works as DATABASE_URL's role. */
  migrationDatabaseUrl: string | undefined
  jwtSecret: string | undefined
  /** The audit trail's HMAC key (32+ characters); unset, one is generated once into DATA_DIR/audit-key. */
  auditKey: string | undefined
  logLevel: string
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number
  /** Hours after login after which a session ends whatever happens. */
  sessionMaxHours: number
  /** Seconds a live session is trusted without asking the database again (revocations by SQL or another server). */
  sessionRecheckSeconds: number
  /** Largest accepted request body, in bytes. */
  bodyLimit: number
  /** The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); false: none. */
  trustProxy: string[] | false
  /** HTTPS: the certificate (chain) and its private key, PEM files; both or neither. */
  tlsCertFile: string | undefined
  tlsKeyFile: string | undefined
  /** Login, registration, reset and code attempts one network (IPv4 address, IPv6 /64) may make per minute. */
  authAttemptsPerIp: number
  /** Failures for one e-mail from one network before each next attempt there is delayed (1 s, doubling). */
  authFailuresPerEmail: number
  /** Patient list and search requests one user may make per minute (typed-ahead search included). */
  patientListPerMinute: number
  /** Patient record exports one user may make per minute. */
  patientExportsPerMinute: number
  /** Who must have a second factor: all (default), admins, none. */
  mfaRequired: 'admins' | 'all' | 'none'
  /** Seconds a session's last proof of identity counts for sensitive actions (enrolment, another ADMIN's account). */
  reauthWindowSeconds: number
  /** Folder of the built client; the API runs without it. */
  clientDir: string
  /** Drafts untouched for this many days are deleted by the server. */
  draftRetentionDays: number
  /** Drafts one user may hold at once; one more is refused until one is sent or discarded. */
  draftQuota: number
  /** Bytes all of one user's drafts may take together in the database. */
  draftTotalBytes: number
  /** The clinic's name as a family's form shows it (CLINIC_NAME). */
  clinicName: string
  /** The clinic's time zone (IANA): the server's "today" for birth dates and in exported files' names. */
  clinicTimeZone: string
  /** Attempts to open a family link one network may make per minute (a birth date guessed by many links). */
  familyOpensPerMinute: number
  /**
   * QUESTIONNAIRE_DRAFT=true (npm run dev): the files of schemas/ may differ from what their version was first run
   * with, so that an editor can try wordings; the server warns instead of refusing to start.
   */
  questionnaireDraft: boolean
  /** Hours between the server's own backups of the embedded database; undefined: no periodic backup. */
  backupIntervalHours: number | undefined
  /** How many periodic backups to keep in DATA_DIR/backups. */
  backupKeep: number
  /** BACKUP_RECIPIENT (an age public key) or BACKUP_PASSPHRASE: every backup is encrypted to it. */
  backupKey: BackupKey | undefined
  /** The backups' HMAC key (32+ characters); unset, one is generated once into DATA_DIR/backup-mac-key. */
  backupMacKey: string | undefined
  /** The key sealing the TOTP seeds (32+ characters); unset, one is generated once into DATA_DIR/totp-key. */
  totpKey: string | undefined
  /**
   * The origin users open the app at (PUBLIC_ORIGIN): passkeys are bound to it, and to its host as the relying
   * party's id. Default http://localhost:PORT.
   */
  publicOrigin: string
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return value
}

function nonNegativeIntFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`)
  return value
}

function hoursFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number of hours, got "${raw}"`)
  return value
}

function mfaRequiredFrom(raw: string | undefined): Config['mfaRequired'] {
  const value = raw?.trim() || 'all'
  if (value === 'admins' || value === 'all' || value === 'none') return value
  throw new Error(`MFA_REQUIRED must be admins, all or none, got "${raw}"`)
}

function tlsFiles(env: NodeJS.ProcessEnv): Pick<Config, 'tlsCertFile' | 'tlsKeyFile'> {
  const cert = env.TLS_CERT_FILE || undefined
  const key = env.TLS_KEY_FILE || undefined
  if (Boolean(cert) !== Boolean(key))
    throw new Error(
      `${cert ? 'TLS_CERT_FILE is set but TLS_KEY_FILE is not' : 'TLS_KEY_FILE is set but TLS_CERT_FILE is not'}: ` +
        'HTTPS needs both the certificate and its private key (or neither, for plain HTTP)',
    )
  return { tlsCertFile: cert && path.resolve(cert), tlsKeyFile: key && path.resolve(key) }
}

/**
 * A key set in the environment: checked here, before anything opens the data folder or the database, so that a short
 * one is a start-up error and not a half-started server (secrets.ts checks it again where it is used).
 */
function secretFrom(
  env: NodeJS.ProcessEnv,
  name: 'JWT_SECRET' | 'AUDIT_KEY' | 'BACKUP_MAC_KEY' | 'TOTP_KEY',
): string | undefined {
  const value = env[name] || undefined
  if (value !== undefined && value.length < 32)
    throw new Error(
      `${name} must be at least 32 characters long, got ${value.length}: set a longer one, or leave it unset ` +
        'to have one generated into DATA_DIR',
    )
  return value
}

/** MIGRATION_DATABASE_URL is the owner's connection to DATABASE_URL's database: alone, it would be silently ignored. */
function migrationUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.MIGRATION_DATABASE_URL || undefined
  if (value && !env.DATABASE_URL)
    throw new Error(
      'MIGRATION_DATABASE_URL is set but DATABASE_URL is not: the migrations would run as the owner of a ' +
        'PostgreSQL database the app does not use. Set DATABASE_URL to the same database (as the app role), or ' +
        'unset MIGRATION_DATABASE_URL for the embedded database',
    )
  return value
}

/**
 * PUBLIC_ORIGIN: scheme, host and port only (a browser's origin has no path). A passkey registered at one origin is
 * refused at any other, which is what makes it resist phishing; localhost is the one plain-HTTP host browsers allow.
 */
function publicOriginFrom(env: NodeJS.ProcessEnv): string {
  const raw = env.PUBLIC_ORIGIN?.trim()
  if (!raw) return `http://localhost:${env.PORT || 3000}`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://fono.clinica.br, got "${raw}"`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== raw.replace(/\/$/, ''))
    throw new Error(
      `PUBLIC_ORIGIN must be only a scheme, host and port such as https://fono.clinica.br, got "${raw}"`,
    )
  return url.origin
}

function clinicTimeZoneFrom(env: NodeJS.ProcessEnv): string {
  const zone = env.CLINIC_TIME_ZONE?.trim() || 'America/Sao_Paulo'
  if (!isTimeZone(zone))
    throw new Error(`CLINIC_TIME_ZONE must be a time zone name such as America/Manaus, got "${zone}"`)
  return zone
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: env.PORT === '0' ? 0 : intFrom(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    migrationDatabaseUrl: migrationUrlFrom(env),
    jwtSecret: secretFrom(env, 'JWT_SECRET'),
    auditKey: secretFrom(env, 'AUDIT_KEY'),
    logLevel: env.LOG_LEVEL || 'info',
    sessionIdleMinutes: intFrom(env, 'SESSION_IDLE_MINUTES', 60),
    sessionMaxHours: intFrom(env, 'SESSION_MAX_HOURS', 12),
    sessionRecheckSeconds: nonNegativeIntFrom(env, 'SESSION_RECHECK_SECONDS', 5),
    bodyLimit: intFrom(env, 'BODY_LIMIT_BYTES', 512 * 1024),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...tlsFiles(env),
    authAttemptsPerIp: intFrom(env, 'AUTH_ATTEMPTS_PER_IP', 30),
    authFailuresPerEmail: intFrom(env, 'AUTH_FAILURES_PER_EMAIL', 5),
    patientListPerMinute: intFrom(env, 'PATIENT_LIST_PER_MINUTE', 120),
    patientExportsPerMinute: intFrom(env, 'PATIENT_EXPORTS_PER_MINUTE', 10),
    mfaRequired: mfaRequiredFrom(env.MFA_REQUIRED),
    reauthWindowSeconds: intFrom(env, 'REAUTH_WINDOW_SECONDS', 300),
    clientDir: path.resolve(env.CLIENT_DIR || './dist/client'),
    draftRetentionDays: intFrom(env, 'DRAFT_RETENTION_DAYS', 30),
    draftQuota: intFrom(env, 'DRAFT_QUOTA', 50),
    draftTotalBytes: intFrom(env, 'DRAFT_TOTAL_BYTES', 10 * 1024 * 1024),
    clinicName: env.CLINIC_NAME?.trim().slice(0, 200) || 'Clínica de Fonoaudiologia',
    clinicTimeZone: clinicTimeZoneFrom(env),
    familyOpensPerMinute: intFrom(env, 'FAMILY_OPENS_PER_MINUTE', 20),
    questionnaireDraft: env.QUESTIONNAIRE_DRAFT === 'true',
    backupIntervalHours: hoursFrom(env, 'BACKUP_INTERVAL_HOURS'),
    backupKeep: intFrom(env, 'BACKUP_KEEP', 14),
    backupKey: backupKeyFrom(env),
    backupMacKey: secretFrom(env, 'BACKUP_MAC_KEY'),
    totpKey: secretFrom(env, 'TOTP_KEY'),
    publicOrigin: publicOriginFrom(env),
  }
}

/** Reads ./.env into process.env when it exists (variables already set win). */
export function loadDotEnv(file = '.env') {
  if (fs.existsSync(file)) process.loadEnvFile(file)
}
