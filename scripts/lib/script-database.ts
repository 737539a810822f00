import type { Config } from '../../src/server/config'
import { openDatabase, type Database } from '../../src/server/db/client'
import { DataDirLockedError } from '../../src/server/db/lock'

/**
 * Opens the database a command-line script works on, like the server does (DATABASE_URL, else DATA_DIR).
 * The embedded database's folder is locked while the server runs: say so and exit instead of waiting.
 */
export async function openScriptDatabase(config: Config): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(`${error.message}\nStop the server, then run this again.`)
    process.exit(2)
  }
}
