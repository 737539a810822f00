/** The listed fields of a row and nothing else. */
export function pick(row: object, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of fields) out[field] = (row as Record<string, unknown>)[field]
  return out
}

export const iso = (date: Date) => date.toISOString()
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)
