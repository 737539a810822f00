import { badRequest } from '../../http-error'
import { isUuid } from '../../uuid'

import type { ListCursor, ListTier } from '../../repositories/patients'

/**
 * An opaque page cursor: the (created_at, id) of the last row of the previous page, and that row's tier of a
 * search (ListTier) or its closeness if a near name.
 */
export const encodeCursor = ({ createdAt, id, tier, closeness }: ListCursor) =>
  Buffer.from(
    JSON.stringify(
      closeness !== undefined ? [createdAt, id, closeness] : tier ? [createdAt, id, tier] : [createdAt, id],
    ),
  ).toString('base64url')

// PostgreSQL's text form of a timestamptz ('2026-05-01 12:34:56.123456+00'). Date.parse alone is not enough:
// it accepts '1', 'Tuesday 5' or '2024-02-30', which the database's ::timestamptz cast then fails on (a 500).
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,6})?(?:Z|[+-](?:0\d|1[0-5])(?::?[0-5]\d){0,2})?$/

function isTimestamp(value: unknown): value is string {
  const match = typeof value === 'string' ? TIMESTAMP.exec(value) : null
  if (!match) return false
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number]
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const isTier = (value: unknown): value is ListTier => value === 'starts' || value === 'inside'

const isCloseness = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1

export function decodeCursor(cursor: string): ListCursor {
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    const [createdAt, id, third] = parts
    if (isTimestamp(createdAt) && isUuid(id)) {
      if (parts.length === 2) return { createdAt, id }
      if (parts.length === 3 && isTier(third)) return { createdAt, id, tier: third }
      if (parts.length === 3 && isCloseness(third)) return { createdAt, id, closeness: third }
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest('Parâmetro "cursor" inválido.', ['cursor'])
}
