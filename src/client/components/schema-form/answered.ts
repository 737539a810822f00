/** Whether a question has an answer: text typed, a choice made ('Não' too), a list with an entry filled in. */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some(isAnswered)
  if (typeof value === 'object') return Object.values(value).some(isAnswered)
  return true
}

/** The questions of a step's schema, answered and not, in their order. */
export function answeredSplit(fields: string[], values: Record<string, unknown>) {
  const answered = fields.filter((field) => isAnswered(values[field]))
  return { answered, unanswered: fields.length - answered.length }
}
