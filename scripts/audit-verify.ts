// npm run audit:verify: checks the audit log's hash chain in DATA_DIR or DATABASE_URL, like the server.
import { verifyAuditChain } from '../src/server/audit/verify'
import { loadConfig, loadDotEnv } from '../src/server/config'
import { openScriptDatabase } from './lib/script-database'

loadDotEnv()
const config = loadConfig()
const database = await openScriptDatabase(config)
try {
  const result = await verifyAuditChain(database.db)
  if (result.ok) {
    console.log(`Audit chain intact: ${result.entries} entries.`)
  } else {
    console.error(
      `Audit chain BROKEN at entry ${result.brokenAt} (${result.reason}); ${result.entries} entries before it are intact.`,
    )
    process.exitCode = 1
  }
} finally {
  await database.close()
}
