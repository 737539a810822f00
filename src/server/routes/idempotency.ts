import { isUniqueViolation } from '../db/errors'
import { idempotencyKeyReused } from '../http-error'

/**
 * A create that a client may retry with the same Idempotency-Key: the first request creates, a retry (or a copy
 * racing it, which loses on the key's unique index) gets the record the first one made. A key is the user's own:
 * someone else's is a 409.
 */
export async function createOnce<Row extends { createdBy: string | null }>(options: {
  key: string | undefined
  userId: string
  find(key: string): Promise<Row | undefined>
  create(): Promise<Row>
}): Promise<{ row: Row; created: boolean }> {
  const { key, userId, find, create } = options
  const replay = (row: Row) => {
    if (row.createdBy !== userId) throw idempotencyKeyReused()
    return { row, created: false }
  }
  const earlier = key ? await find(key) : undefined
  if (earlier) return replay(earlier)
  try {
    return { row: await create(), created: true }
  } catch (error) {
    const winner = key && isUniqueViolation(error) ? await find(key) : undefined
    if (winner) return replay(winner)
    throw error
  }
}
