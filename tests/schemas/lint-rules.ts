/**
 * Pure checks over the questionnaire files in schemas/. Each returns a list of problems (empty = fine), so
 * that the lint test can run them on the real files and on a deliberately bad fixture alike.
 */

export type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keywords whose value is a map of name -> schema (the keys are names, not keywords). */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependencies'])
/** Keywords whose value is data, not a schema: nothing inside is a keyword. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required'])

// ---------------------------------------------------------------------------------------------------------
// Walking schemas

/** Calls `visit` for every property of every object schema in `schema`, at any depth. */
export function forEachProperty(
  schema: unknown,
  visit: (name: string, property: Json, path: string) => void,
  path = '#',
): void {
  if (Array.isArray(schema)) {
    schema.forEach((entry, i) => forEachProperty(entry, visit, `${path}/${i}`))
    return
  }
  if (!isObject(schema)) return
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key)) continue
    if (key === 'properties' && isObject(value)) {
      for (const [name, property] of Object.entries(value)) {
        const at = `${path}/properties/${name}`
        visit(name, isObject(property) ? property : {}, at)
        forEachProperty(property, visit, at)
      }
    } else if (SCHEMA_MAPS.has(key) && isObject(value)) {
      for (const [name, sub] of Object.entries(value)) forEachProperty(sub, visit, `${path}/${key}/${name}`)
    } else if (isObject(value) || Array.isArray(value)) {
      forEachProperty(value, visit, `${path}/${key}`)
    }
  }
}

/** Resolves `common.json#/$defs/x` and `#/$defs/x` references (one level, as the step files use them). */
export function resolveRef(schema: Json, root: Json, common: Json): Json {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const [file, pointer = ''] = ref.split('#')
  const document = file === 'common.json' ? common : file === '' ? root : undefined
  if (!document) return {}
  let node: unknown = document
  for (const part of pointer.split('/').filter(Boolean)) node = isObject(node) ? node[part] : undefined
  return isObject(node) ? resolveRef(node, document, common) : {}
}

// ---------------------------------------------------------------------------------------------------------
// Titles and labels

export function checkTitles(schema: unknown, file: string): string[] {
  const problems: string[] = []
  forEachProperty(schema, (name, property, path) => {
    if (typeof property.title !== 'string' || property.title.trim() === '')
      problems.push(`${file} ${path}: property "${name}" has no title`)
  })
  return problems
}

const CAMEL_CASE = /^[a-z]+([A-Z][a-z]*)+$/
const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/
/**
 * English words that do not occur as whole words in Portuguese. Word boundaries are Unicode-aware: with a
 * plain `\b`, "Ofício" would match "of" because JavaScript treats "í" as a non-word character.
 */
const ENGLISH_WORDS =
  /(?<![\p{L}\p{N}_])(the|and|with|does|did|has|have|is|are|was|of|when|what|how|which|your|child|name|age|yes)(?![\p{L}\p{N}_])/iu

/** Why a label does not read as Portuguese, or undefined when it does. */
export function labelProblem(name: string, label: string): string | undefined {
  if (label === name) return 'equals its field name'
  if (CAMEL_CASE.test(label) || SNAKE_CASE.test(label)) return 'looks like an identifier'
  const english = ENGLISH_WORDS.exec(label)
  if (english) return `contains the English word "${english[1]}"`
  if (!/^\p{Lu}/u.test(label)) return 'does not start with a capital letter'
  return undefined
}

export function checkLabels(schema: unknown, file: string): string[] {
  const problems: string[] = []
  forEachProperty(schema, (name, property, path) => {
    for (const key of ['title', 'description'] as const) {
      const text = property[key]
      if (typeof text !== 'string') continue
      const problem = key === 'title' ? labelProblem(name, text) : ENGLISH_WORDS.exec(text)?.[0]
      if (problem)
        problems.push(
          `${file} ${path}: ${key} "${text}" ${key === 'title' ? problem : `contains "${problem}"`}`,
        )
    }
  })
  return problems
}

// ---------------------------------------------------------------------------------------------------------
// UI-only keywords inside a JSON schema

const UI_ONLY_KEYWORDS = new Set([
  'enumNames',
  'widget',
  'classNames',
  'placeholder',
  'rows',
  'size',
  'options',
  'order',
  'help',
  'label',
  'autofocus',
  'disabled',
  'readonly',
  'inputType',
  'emptyValue',
  'addLabel',
  'removeLabel',
  'itemLabel',
])

export function checkNoUiKeywords(schema: unknown, file: string, path = '#'): string[] {
  const problems: string[] = []
  if (Array.isArray(schema)) {
    schema.forEach((entry, i) => problems.push(...checkNoUiKeywords(entry, file, `${path}/${i}`)))
    return problems
  }
  if (!isObject(schema)) return problems
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('ui:') || UI_ONLY_KEYWORDS.has(key))
      problems.push(`${file} ${path}: UI-only keyword "${key}" in a JSON schema`)
    if (DATA_KEYWORDS.has(key)) continue
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      for (const [name, sub] of Object.entries(value))
        problems.push(...checkNoUiKeywords(sub, file, `${path}/${key}/${name}`))
    } else if (isObject(value) || Array.isArray(value)) {
      problems.push(...checkNoUiKeywords(value, file, `${path}/${key}`))
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------
// UI schemas against their JSON schema

export interface UiContext {
  file: string
  /** The step's JSON schema (for `#/...` references). */
  root: Json
  common: Json
}

function checkOrder(order: unknown, fields: string[], where: string): string[] {
  if (!Array.isArray(order)) return [`${where}: ui:order is not a list`]
  const problems: string[] = []
  if (order[order.length - 1] !== '*') problems.push(`${where}: ui:order does not end with "*"`)
  const seen = new Set<unknown>()
  for (const entry of order) {
    if (seen.has(entry)) problems.push(`${where}: ui:order lists "${String(entry)}" twice`)
    seen.add(entry)
    if (entry !== '*' && !fields.includes(entry as string))
      problems.push(`${where}: ui:order lists "${String(entry)}", which the schema does not have`)
  }
  return problems
}

function checkTextarea(ui: Json, schema: Json, where: string): string[] {
  if (ui['ui:widget'] !== 'textarea') return []
  const problems: string[] = []
  const options = isObject(ui['ui:options']) ? ui['ui:options'] : {}
  const rows = options.rows ?? ui['ui:rows']
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 2 || rows > 4)
    problems.push(`${where}: textarea rows ${String(rows)} outside 2..4`)
  if (schema.type !== 'string' || typeof schema.maxLength !== 'number')
    problems.push(`${where}: textarea on a field without a string maxLength`)
  return problems
}

/**
 * Every field a UI schema names exists in its schema (nested objects and array `items` too), every
 * `ui:order` ends with '*' and lists existing fields once, and every textarea has 2 to 4 rows over a
 * field with a maxLength.
 */
export function checkUiSchema(ui: unknown, schema: Json, ctx: UiContext, path = ''): string[] {
  const where = `${ctx.file} ${path || '(root)'}`
  if (!isObject(ui)) return [`${where}: UI schema entry is not an object`]
  const resolved = resolveRef(schema, ctx.root, ctx.common)
  const problems = checkTextarea(ui, resolved, where)
  const properties = isObject(resolved.properties) ? resolved.properties : undefined
  const items = isObject(resolved.items) ? resolved.items : undefined

  if ('ui:order' in ui) problems.push(...checkOrder(ui['ui:order'], Object.keys(properties ?? {}), where))
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue
    const at = path ? `${path}.${key}` : key
    if (key === 'items' && items) {
      problems.push(...checkUiSchema(value, items, ctx, at))
    } else if (properties && isObject(properties[key])) {
      problems.push(...checkUiSchema(value, properties[key], ctx, at))
    } else {
      problems.push(`${where}: UI schema names "${key}", which the schema does not have`)
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------
// Answer sets and field counts

/** [code, title] pairs of a `oneOf` answer set, or undefined when it is not one. */
export function answerSet(def: unknown): [unknown, unknown][] | undefined {
  if (!isObject(def) || !Array.isArray(def.oneOf)) return undefined
  return def.oneOf.map((option: unknown) =>
    isObject(option) ? [option.const, option.title] : [undefined, undefined],
  )
}

/** Questions in a step: array-of-object fields count their item fields (siblings, addresses). */
export function countFields(schema: Json, common: Json): number {
  const properties = isObject(schema.properties) ? schema.properties : {}
  let count = 0
  for (const property of Object.values(properties)) {
    const resolved = resolveRef(isObject(property) ? property : {}, schema, common)
    const items = isObject(resolved.items) ? resolveRef(resolved.items, schema, common) : undefined
    count += items && isObject(items.properties) ? Object.keys(items.properties).length : 1
  }
  return count
}
