// The rest of the server's start, loaded by main.ts once the embedded database has begun its own: the database
// opened and migrated, the app built, the port listened on, the banner printed.
import { buildApp } from './app'
import { firstAdminInvitation } from './auth/first-admin'
import { recordUnkeyedPrefix } from './audit/unkeyed-record'
import { resolveAuditKey, resolveJwtSecret, resolveTotpKey } from './secrets'
import { WrongTotpKeyError } from './auth/totp-seeds'
import type { Config } from './config'
import type { TlsFiles } from './config/tls'
import { startConfiguredBackups } from './db/backup/schedule'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/lock'
import type { StartedPglite } from './db/pglite-start'

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

function publicUrl(host: string, port: number, https: boolean) {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `${https ? 'https' : 'http'}://${shown.includes(':') ? `[${shown}]` : shown}:${port}`
}

/** Said once at start when the app itself serves plain HTTP: passwords and answers must not cross a network so. */
function plainHttpNotice(config: Config): string | null {
  if (config.tlsCertFile) return null
  if (LOOPBACK.has(config.host))
    return (
      'Serving plain HTTP on this computer only. Before it listens on another address (HOST), put it behind ' +
      'HTTPS: TLS_CERT_FILE and TLS_KEY_FILE, or a reverse proxy listed in TRUST_PROXY (docs/operations.md: HTTPS).'
    )
  if (config.trustProxy) return null
  return (
    `WARNING: serving plain HTTP on ${config.host}: passwords, session tokens and patients' records cross the ` +
    'network in clear. Set TLS_CERT_FILE and TLS_KEY_FILE, or put an HTTPS reverse proxy in front and list it in ' +
    'TRUST_PROXY (docs/operations.md: HTTPS).'
  )
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

export interface StartOptions {
  config: Config
  tls?: TlsFiles
  /** The embedded database's start, begun by main.ts before it loaded this (absent on PostgreSQL). */
  pglite?: Promise<StartedPglite>
  /** performance.now() when the process began its start, for the 'ready' line. */
  started: number
}

/** How long after listening the remaining route schemas are compiled. */
const VALIDATORS_DELAY_MS = 2000

/** Opens the database, builds the app and listens: the server's start once main.ts has read the configuration. */
export async function start({ config, tls, pglite, started }: StartOptions) {
  // A key file too short to be a key stops the start like a bad setting, before the database is opened.
  let keys
  try {
    keys = {
      jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
      auditKey: resolveAuditKey(config.auditKey, config.dataDir),
      totpKey: resolveTotpKey(config.totpKey, config.dataDir),
    }
  } catch (error) {
    fail(`Configuration error: ${(error as Error).message}`)
  }
  let database
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      migrationUrl: config.migrationDatabaseUrl,
      dataDir: config.dataDir,
      pglite,
    })
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message)
    throw error
  }
  // Before anything is served: from now on the trail is keyed, and its unkeyed prefix can never grow.
  await recordUnkeyedPrefix(database.db, config.dataDir)
  let app
  try {
    app = await buildApp({ config, database, ...keys, tls })
  } catch (error) {
    if (error instanceof WrongTotpKeyError) fail(`Configuration error: ${error.message}`)
    throw error
  }

  const backups = startConfiguredBackups(database, config, app.log)
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    await app.close()
    await backups?.stop()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = publicUrl(config.host, port, Boolean(tls))
  app.log.info({ url, database: database.kind, ms: Math.round(performance.now() - started) }, 'ready')

  const token = await firstAdminInvitation(app.db)
  const notice = plainHttpNotice(config)
  // Printed, not logged: a one-time secret has no place in log storage.
  const lines = token
    ? [
        'No users yet. Create the first administrator account by opening this one-time link:',
        `  ${url}/register#token=${token}&conta=administrador`,
      ]
    : []
  process.stdout.write(
    ['', `Fonoaudiologia App: ${url}`, ...lines, ...(notice ? [notice] : []), ''].join('\n') + '\n',
  )
  // The schemas' validators a little after listening: the first requests (a browser reopening its page) compile only
  // their own, then the rest compile one per turn of the event loop, so that a later request rarely has to.
  setTimeout(() => {
    app
      .warmValidators()
      .catch((error: unknown) => app.log.error({ err: error }, 'a route schema did not compile'))
  }, VALIDATORS_DELAY_MS).unref()
}
