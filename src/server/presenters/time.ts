/** A time as the API writes it: ISO 8601, UTC, to the millisecond. */
export const iso = (date: Date) => date.toISOString()
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)
