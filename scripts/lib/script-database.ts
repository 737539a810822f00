import { AuditWriter } from '../../src/server/audit/writer'
import type { Config } from '../../src/server/config'
import { resolveAuditKey } from '../../src/server/secrets'
import { openDatabase, type Database } from '../../src/server/db/client'
import { DataDirLockedError } from '../../src/server/db/lock'

/**
 * Opens the database a command-line script works on, like the server does (DATABASE_URL, else DATA_DIR).
 * The embedded database's folder is locked while the server runs: say so and exit instead of waiting.
 */
export async function openScriptDatabase(config: Config): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      migrationUrl: config.migrationDatabaseUrl,
      dataDir: config.dataDir,
    })
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(`${error.message}\nStop the server, then run this again.`)
    process.exit(2)
  }
}

/** A user made from the command line goes into the audit trail like any other user change. */
export async function auditUserCreated(
  database: Database,
  config: Config,
  user: { id: string; role: string },
  via: string,
): Promise<void> {
  await new AuditWriter(database.db, resolveAuditKey(config.auditKey, config.dataDir)).append({
    at: new Date(),
    userId: null,
    userEmail: null,
    action: 'user.create',
    entity: 'user',
    entityId: user.id,
    patientId: null,
    ip: null,
    requestId: null,
    details: { role: user.role, via },
  })
}
