// npm run audit:verify: checks the audit log's hash chain in DATA_DIR or DATABASE_URL, like the server.
import { verifyAuditChain } from '../src/server/audit/verify'
import { loadConfig, loadDotEnv } from '../src/server/config'
import { openDatabase } from '../src/server/db/client'
import { DataDirLockedError } from '../src/server/db/lock'

loadDotEnv()
const config = loadConfig()
let database
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the server, then run this again.`)
    process.exit(2)
  }
  throw error
}
try {
  const result = await verifyAuditChain(database.db)
  if (result.ok) {
    console.log(`Audit chain intact: ${result.entries} entries.`)
  } else {
    console.error(`Audit chain BROKEN at entry ${result.brokenAt} (${result.reason}); ${result.entries} entries before it are intact.`)
    process.exitCode = 1
  }
} finally {
  await database.close()
}
