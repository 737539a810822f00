import { buildApp } from './app'
import { firstAdminInvitation } from './auth/first-admin'
import { resolveJwtSecret } from './auth/jwt-secret'
import { loadConfig, loadDotEnv } from './config'
import { startConfiguredBackups } from './db/backup-schedule'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/lock'

function publicUrl(host: string, port: number) {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`
}

async function main() {
  const started = performance.now()
  loadDotEnv()
  const config = loadConfig()
  let database
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const app = await buildApp({
    config,
    database,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  })

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
  const url = publicUrl(config.host, port)
  app.log.info({ url, database: database.kind, ms: Math.round(performance.now() - started) }, 'ready')

  const token = await firstAdminInvitation(app.db)
  // Printed, not logged: a one-time secret has no place in log storage.
  const lines = token
    ? [
        'No users yet. Create the first administrator account by opening this one-time link:',
        `  ${url}/register#token=${token}`,
      ]
    : []
  process.stdout.write(['', `Fonoaudiologia App: ${url}`, ...lines, ''].join('\n') + '\n')
  // Listening first, then the schemas' validators, so that a request rarely has to compile its own.
  setImmediate(() => app.warmValidators())
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
