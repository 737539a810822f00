import type { Config } from '../../src/server/config'
import { existingAuditKey } from '../../src/server/secrets'
import { fail } from './cli'

/**
 * The audit key the server uses (AUDIT_KEY, or the file it generated in DATA_DIR); without one, says what to set and
 * exits 1, `without` finishing the sentence "Without the key …" with what the script cannot do.
 */
export function scriptAuditKey(
  config: Config,
  without: string,
): NonNullable<ReturnType<typeof existingAuditKey>> {
  const key = existingAuditKey(config.auditKey, config.dataDir)
  if (!key)
    fail(
      `No audit key: set AUDIT_KEY, or run this where DATA_DIR (${config.dataDir}) holds the audit-key file the ` +
        `server generated. Without the key ${without}.`,
    )
  return key
}
