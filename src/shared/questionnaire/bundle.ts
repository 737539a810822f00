import type { JSONSchema7 } from 'json-schema'

const COMMON_PREFIX = 'common.json#/$defs/'

/**
 * Makes a step schema self-contained: references into common.json become local `#/$defs/...` references
 * and the definitions they need are copied in. The server resolves common.json itself (addSchema); RJSF
 * and the type generator want one document.
 */
export function bundleWithCommon<T extends JSONSchema7>(schema: T, common: JSONSchema7): T {
  const commonDefs = (common as { $defs?: Record<string, JSONSchema7> }).$defs ?? {}
  const used = new Set<string>()
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite)
    if (!node || typeof node !== 'object') return node
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(COMMON_PREFIX)) {
        const name = value.slice(COMMON_PREFIX.length)
        if (!commonDefs[name]) throw new Error(`Unknown reference ${value}`)
        used.add(name)
        out.$ref = `#/$defs/${name}`
      } else {
        out[key] = rewrite(value)
      }
    }
    return out
  }
  const bundled = rewrite(schema) as T & { $defs?: Record<string, unknown> }
  if (used.size === 0) return bundled
  const $defs: Record<string, unknown> = { ...(bundled.$defs ?? {}) }
  for (const name of used) $defs[name] = rewrite(commonDefs[name])
  return { ...bundled, $defs }
}
