import type { JSONSchema7, JSONSchema7Definition } from 'json-schema'
import { formatDateBr } from '../dates'

export const NOT_ANSWERED = 'N/D'

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7Definition> }

/** Follows a local `#/$defs/x` reference of a bundled step schema, keeping the field's own title. */
export function resolve(schema: Schema, root: Schema): Schema {
  if (!schema.$ref) return schema
  const name = schema.$ref.replace('#/$defs/', '')
  const target = root.$defs?.[name]
  return typeof target === 'object' ? { ...target, ...schema, $ref: undefined } : schema
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/** One answer as a clinician reads it: Sim/Não, the answer's Portuguese title, dd/mm/aaaa, or N/D. */
export function formatAnswer(value: unknown, field: Schema, root: Schema): string {
  const schema = resolve(field, root)
  if (isEmpty(value)) return NOT_ANSWERED
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não'
  const option = schema.oneOf?.find((o) => typeof o === 'object' && o.const === value)
  if (typeof option === 'object') return option.title ?? String(value)
  if (schema.format === 'date' && typeof value === 'string') return formatDateBr(value)
  if (Array.isArray(value)) return value.length ? `${value.length}` : NOT_ANSWERED
  return String(value)
}

/** A list entry (sibling, address) as one readable line of its answered fields. */
export function formatEntry(entry: Record<string, unknown>, item: Schema, root: Schema): string {
  const schema = resolve(item, root)
  const parts = Object.entries(schema.properties ?? {})
    .filter(([name]) => !isEmpty(entry[name]))
    .map(([name, property]) => {
      const field = property as Schema
      return `${field.title ?? name}: ${formatAnswer(entry[name], field, root)}`
    })
  return parts.length ? parts.join(' · ') : NOT_ANSWERED
}
