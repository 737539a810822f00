import crypto from 'node:crypto'

export const GENESIS_HASH = '0'.repeat(64)

/** The fields of an entry that its hash covers (everything but the id and the hashes). */
export interface AuditFields {
  at: Date
  userId: string | null
  userEmail: string | null
  action: string
  entity: string | null
  entityId: string | null
  patientId: string | null
  ip: string | null
  requestId: string | null
  details: Record<string, unknown> | null
}

// jsonb does not keep key order, so the hash input sorts keys to read the same before and after storage.
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/**
 * An entry's hash: HMAC-SHA-256 with the audit key over the previous hash and the entry's fields, so that only the
 * key's holder can make a chain that verifies. Without a key (`null`), plain SHA-256: the entries written before
 * the trail was keyed (the `keyed` column says which) were hashed so. `at` is the entry's time as ISO text, when the
 * caller has it already.
 */
export function entryHash(
  prevHash: string,
  e: AuditFields,
  key: string | null,
  at: string = e.at.toISOString(),
): string {
  const body = JSON.stringify([
    at,
    e.userId,
    e.userEmail,
    e.action,
    e.entity,
    e.entityId,
    e.patientId,
    e.ip,
    e.requestId,
    e.details === null ? null : stable(e.details),
  ])
  const hash = key === null ? crypto.createHash('sha256') : crypto.createHmac('sha256', key)
  return hash.update(prevHash).update('\n').update(body).digest('hex')
}
