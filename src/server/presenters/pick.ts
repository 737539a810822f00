/**
 * A function that copies the listed fields of a row and nothing else. It is written out once for these fields as
 * one object literal: V8 then builds every copy with a single shape, about six times faster than assigning the
 * fields in a loop (and than spreading that result into another object), which showed on every patient read.
 * The fields come from the questionnaire's own schema files, never from a request.
 */
export function picker(fields: readonly string[]): (row: object) => Record<string, unknown> {
  const properties = fields.map((field) => `${JSON.stringify(field)}: row[${JSON.stringify(field)}]`)
  return new Function('row', `return { ${properties.join(', ')} }`) as (
    row: object,
  ) => Record<string, unknown>
}

export const iso = (date: Date) => date.toISOString()
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)
