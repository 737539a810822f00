/** True when PostgreSQL refused the statement with this SQLSTATE, whether the driver's error arrives bare or wrapped. */
function hasCode(error: unknown, code: string): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true
  }
  return false
}

/** unique_violation: a second row with the same key (an idempotency key, an e-mail). */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505')

/** The constraint PostgreSQL named in its refusal, whether the driver's error arrives bare or wrapped. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') return constraint
  }
  return undefined
}
