/** True when PostgreSQL refused the statement with this SQLSTATE, whether the driver's error arrives bare or wrapped. */
function hasCode(error: unknown, code: string): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true
  }
  return false
}

/** unique_violation: a second row with the same key (an idempotency key, an e-mail). */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505')
