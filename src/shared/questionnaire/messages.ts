// What a clinician reads for an answer the questionnaire refuses: the question by its label, then what to type there,
// with an example where it helps ("Telefone para contato: informe DDD e número, como (81) 99999-9999."). The same
// sentences on the client (under the field and in the step's error summary) and in the server's 400s. A question
// whose generic sentence is not enough carries its own in the schema's `x-hint` keyword.

export const HINT_KEYWORD = 'x-hint'

export interface FieldSchema {
  title?: string
  [HINT_KEYWORD]?: string
  type?: string | string[]
  format?: string
  minimum?: number
  maximum?: number
  maxLength?: number
  maxItems?: number
  examples?: unknown[]
  $ref?: string
  properties?: Record<string, FieldSchema>
  items?: FieldSchema | FieldSchema[]
  oneOf?: unknown[]
  enum?: unknown[]
}

/**
 * The schema a `$ref` names and the document it lies in: `#/…` inside `document`, `file.json#/…` in another one.
 */
export type Resolve = (
  ref: string,
  document: FieldSchema,
) => { schema: FieldSchema; document: FieldSchema } | undefined

export interface Field {
  /** The question's label after what it belongs to ('Irmãos, nº 2 — Idade (anos)', 'Sono — Observações'). */
  label: string
  /** Its schema, references followed; the title and hint of the outermost one win. */
  schema: FieldSchema
}

/** A JSON pointer inside one document: '#/$defs/sibling'. */
export function pointerIn(document: unknown, ref: string): FieldSchema | undefined {
  const pointer = ref.slice(ref.indexOf('#') + 1)
  let node: unknown = document
  for (const part of pointer.split('/').filter(Boolean)) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')]
  }
  return node && typeof node === 'object' ? (node as FieldSchema) : undefined
}

/** Resolves references inside one self-contained document (a bundled step schema). */
export const resolveLocal: Resolve = (ref, document) => {
  const schema = ref.startsWith('#') ? pointerIn(document, ref) : undefined
  return schema && { schema, document }
}

interface Located {
  schema: FieldSchema
  document: FieldSchema
}

function follow({ schema, document }: Located, resolve: Resolve): Located {
  let current: Located = { schema, document }
  for (let depth = 0; current.schema.$ref && depth < 10; depth++) {
    const next = resolve(current.schema.$ref, current.document)
    if (!next) break
    current = next
  }
  const title = schema.title ?? current.schema.title
  const hint = schema[HINT_KEYWORD] ?? current.schema[HINT_KEYWORD]
  return { ...current, schema: { ...current.schema, title, [HINT_KEYWORD]: hint } }
}

/** The question at `path` (property names and list indexes) under `root`, or undefined if the schema has none. */
export function fieldAt(root: FieldSchema, path: readonly string[], resolve: Resolve): Field | undefined {
  let at: Located | undefined = follow({ schema: root, document: root }, resolve)
  // What the question belongs to: a titled group (an evaluation's step), a list's entry.
  const within: string[] = []
  path.forEach((key, index) => {
    if (!at) return
    const { items, properties, title } = at.schema
    const item = Array.isArray(items) ? items[0] : items
    const last = index === path.length - 1
    if (item && /^\d+$/.test(key)) {
      if (title) within[within.length - 1] = `${title}, nº ${Number(key) + 1}`
      at = follow({ schema: item, document: at.document }, resolve)
      return
    }
    const next = properties?.[key]
    at = next && follow({ schema: next, document: at.document }, resolve)
    if (at && !last) within.push(at.schema.title ?? '')
  })
  if (!at) return undefined
  const label = [...within.filter(Boolean), at.schema.title ?? path.at(-1) ?? ''].join(' — ')
  return { label, schema: at.schema }
}

const isNumeric = (schema: FieldSchema) =>
  [schema.type].flat().some((type) => type === 'integer' || type === 'number')

function range(schema: FieldSchema): string {
  const { minimum: min, maximum: max } = schema
  if (min !== undefined && max !== undefined) return `, de ${min} a ${max}`
  if (min !== undefined) return `, a partir de ${min}`
  if (max !== undefined) return `, até ${max}`
  return ''
}

/** What to type, for a refusal by `keyword` (Ajv's), in words. */
function whatToType(schema: FieldSchema, keyword: string, params: Record<string, unknown>): string {
  const hint = schema[HINT_KEYWORD]
  if (keyword === 'maxLength') return `use no máximo ${String(params.limit)} caracteres`
  if (keyword === 'maxItems') return `no máximo ${String(params.limit)} itens`
  if (hint) return hint
  if (keyword === 'required') return 'preencha este campo'
  if (isNumeric(schema)) return `informe só o número${range(schema)}`
  if (schema.format === 'date') return 'informe uma data válida (dia, mês e ano)'
  if (schema.format === 'email') return 'informe um e-mail válido, como nome@clinica.com.br'
  if (schema.format === 'uuid') return 'identificador inválido'
  if (schema.oneOf || schema.enum || keyword === 'oneOf' || keyword === 'const' || keyword === 'enum')
    return 'escolha uma das opções'
  if ([schema.type].flat().includes('boolean')) return 'escolha Sim ou Não'
  const example = schema.examples?.[0]
  if (typeof example === 'string') return `use o formato do exemplo: ${example}`
  return 'resposta em formato inválido'
}

/** One sentence: the label, then what to type. */
export function problemMessage(field: Field, keyword: string, params: Record<string, unknown> = {}): string {
  return `${field.label}: ${whatToType(field.schema, keyword, params)}.`
}

/** An Ajv error as a path of keys to the question it is about (a missing field's own name added). */
export function problemPath(instancePath: string, params: Record<string, unknown> = {}): string[] {
  const keys = instancePath
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
  return typeof params.missingProperty === 'string' ? [...keys, params.missingProperty] : keys
}
