// npm run audit:searched -- "<term>": the patient searches of a term, from the audit trail in DATA_DIR or
// DATABASE_URL, like the server. The trail keeps no search term in clear (a child's name, usually), only its HMAC with
// the audit key (AUDIT_KEY or DATA_DIR/audit-key): this computes the same for the term given and lists the matches.
// First: files it writes under DATA_DIR are the owner's alone (umask 077).
import '../src/server/private-files'
import { parseArgs } from 'node:util'
import { normalisedSearchTerm, searchTermHmac } from '../src/server/audit/search-term'
import { auditRepository } from '../src/server/repositories/audit'
import { scriptAuditKey } from './lib/audit-key'
import { fail } from './lib/cli'
import { openScriptDatabase } from './lib/script-database'
import { loadScriptConfig } from './lib/script-config'

const USAGE =
  'Usage: npm run audit:searched -- "<term>"   (the name as typed in the search; case and accents do not count)'

let term: string | undefined
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} })
  if (positionals.length === 1) term = positionals[0]
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
if (!term || !normalisedSearchTerm(term)) fail(USAGE)

const config = loadScriptConfig()
const key = scriptAuditKey(config, 'no search can be recognised')
const database = await openScriptDatabase(config)
try {
  const found = await auditRepository(database.db).searchesFor(searchTermHmac(key, term))
  for (const entry of found) {
    const count = (entry.details as { count?: number } | null)?.count
    console.log(
      `${entry.at.toISOString()}  ${entry.userEmail ?? '-'}  from ${entry.ip ?? '-'}  request ${entry.requestId ?? '-'}` +
        `  (${count ?? '?'} patients listed)`,
    )
  }
  console.log(`${found.length} searches for this term.`)
} finally {
  await database.close()
}
