import { AuditWriter } from '../../src/server/audit/writer'
import type { Config } from '../../src/server/config'
import { resolveAuditKey } from '../../src/server/secrets'
import { openDatabase, type Database } from '../../src/server/db/client'
import { DataDirLockedError } from '../../src/server/db/lock'
import { userRepository, type UserRow } from '../../src/server/repositories/users'

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

/**
 * Creates a user from the command line (`via` names the command): like any other user change, it goes into the
 * audit trail.
 */
export async function createUser(
  database: Database,
  config: Config,
  values: Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'role'>,
  via: string,
): Promise<UserRow> {
  const user = await userRepository(database.db).create(values)
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
  return user
}
