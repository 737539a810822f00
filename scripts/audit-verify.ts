// npm run audit:verify [-- --expect N:HASH]: checks the audit trail's hash chain in DATA_DIR or DATABASE_URL, like
// the server, with the audit key (AUDIT_KEY or DATA_DIR/audit-key), and prints its head (entries and last hash).
// Given an earlier head, it also fails when entries were cut off since, or history was rewritten. A broken chain is
// reported whole: every entry that fails, and which entries after each still verify; the exit code is then 1.
// First: files it writes under DATA_DIR are the owner's alone (umask 077).
import '../src/server/private-files'
import { parseArgs } from 'node:util'
import { NO_UNKEYED, readUnkeyedRecord, UNKEYED_FILE } from '../src/server/audit/unkeyed-record'
import { describeBreaks, formatHead, parseHead, verifyAuditChain } from '../src/server/audit/verify'
import { scriptAuditKey } from './lib/audit-key'
import { fail } from './lib/cli'
import { openScriptDatabase } from './lib/script-database'
import { loadScriptConfig } from './lib/script-config'

const USAGE =
  'Usage: npm run audit:verify [-- --expect N:HASH]   (N:HASH as an earlier run or a backup printed it)'

let expectText: string | undefined
try {
  expectText = parseArgs({ options: { expect: { type: 'string' } } }).values.expect
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
const expect = expectText === undefined ? undefined : (parseHead(expectText) ?? undefined)
if (expectText !== undefined && !expect)
  fail(`--expect must be N:HASH (64 hex digits), got "${expectText}"\n${USAGE}`)

const config = loadScriptConfig()
const key = scriptAuditKey(config, 'the trail cannot be verified')
// No record: the server never started on this DATA_DIR, so the trail may hold no unkeyed entry at all.
const unkeyed = readUnkeyedRecord(config.dataDir)
const database = await openScriptDatabase(config)
try {
  const result = await verifyAuditChain(database.db, key, { expect, unkeyed: unkeyed ?? NO_UNKEYED })
  if (result.ok) {
    const legacy = result.unkeyed
      ? ` (the first ${result.unkeyed} written before the trail was keyed: SHA-256 only)`
      : ''
    console.log(`Audit chain intact: ${result.entries} entries${legacy}.`)
    if (expect) console.log(`It still holds entry ${expect.entries} as expected.`)
    console.log(`Head: ${formatHead(result.head)}`)
  } else {
    for (const line of describeBreaks(result)) console.error(line)
    if (!unkeyed && result.breaks.some((b) => b.reason.includes('unkeyed')))
      console.error(
        `(${config.dataDir} holds no ${UNKEYED_FILE}: run this where the server's DATA_DIR is, or copy that file here.)`,
      )
    process.exitCode = 1
  }
} finally {
  await database.close()
}
