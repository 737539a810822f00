import fs from 'node:fs'
import path from 'node:path'

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  jwtSecret: string | undefined
  logLevel: string
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number
  /** Hours after login after which a session ends whatever happens. */
  sessionMaxHours: number
  /** Seconds a live session is trusted without asking the database again (revocations by SQL or another server). */
  sessionRecheckSeconds: number
  /** Largest accepted request body, in bytes. */
  bodyLimit: number
  trustProxy: boolean
  /** Login and registration attempts one IP address may make per minute. */
  authAttemptsPerIp: number
  /** Failed logins or registrations one e-mail may have per 15 minutes. */
  authFailuresPerEmail: number
  /** Folder of the built client; the API runs without it. */
  clientDir: string
  /** Hours between the server's own backups of the embedded database; undefined: no periodic backup. */
  backupIntervalHours: number | undefined
  /** How many periodic backups to keep in DATA_DIR/backups. */
  backupKeep: number
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: env.PORT === '0' ? 0 : intFrom(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    sessionIdleMinutes: intFrom(env, 'SESSION_IDLE_MINUTES', 60),
    sessionMaxHours: intFrom(env, 'SESSION_MAX_HOURS', 12),
    sessionRecheckSeconds: nonNegativeIntFrom(env, 'SESSION_RECHECK_SECONDS', 5),
    bodyLimit: intFrom(env, 'BODY_LIMIT_BYTES', 512 * 1024),
    trustProxy: env.TRUST_PROXY === 'true',
    authAttemptsPerIp: intFrom(env, 'AUTH_ATTEMPTS_PER_IP', 30),
    authFailuresPerEmail: intFrom(env, 'AUTH_FAILURES_PER_EMAIL', 10),
    clientDir: path.resolve(env.CLIENT_DIR || './dist/client'),
    backupIntervalHours: hoursFrom(env, 'BACKUP_INTERVAL_HOURS'),
    backupKeep: intFrom(env, 'BACKUP_KEEP', 14),
  }
}

/** Reads ./.env into process.env when it exists (variables already set win). */
export function loadDotEnv(file = '.env') {
  if (fs.existsSync(file)) process.loadEnvFile(file)
}
