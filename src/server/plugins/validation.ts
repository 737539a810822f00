import type { FastifyInstance, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { Ajv, type ErrorObject, type FormatDefinition, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import { HINT_KEYWORD } from '../../shared/questionnaire/messages'
import { UUID } from '../uuid'

export interface ValidationOptions {
  /** Schemas with an `$id` that route schemas reference by `$ref` (the questionnaire files). */
  sharedSchemas: { $id: string }[]
}

/** Keyword of the error for a string holding U+0000; its message is set here, not by ajv-i18n. */
export const NUL_KEYWORD = 'noNulCharacter'

/** The Ajv the server validates with: strict, every error, no coercion unless asked, the shared schemas added. */
export function makeAjv(options: Options, shared: { $id: string }[]): Ajv {
  const ajv = new Ajv({
    strict: true,
    allErrors: true,
    // Not checked against the JSON Schema meta-schema at each start (compiling it is slow, once per instance):
    // tests/schemas/schema-lint.test.ts checks every schema file against it, as the generated validators do.
    validateSchema: false,
    removeAdditional: false,
    useDefaults: false,
    ...options,
  })
  addFormats.default(ajv, ['date', 'date-time', 'uuid', 'email'])
  // PostgreSQL has no year 0: '0000-01-01' passes the format but the date column refuses it.
  const date = ajv.formats.date as Required<FormatDefinition<string>> & {
    validate: (text: string) => boolean
  }
  ajv.addFormat('date', {
    ...date,
    validate: (text: string) => date.validate(text) && !text.startsWith('0000'),
  })
  ajv.addFormat('uuid', UUID)
  // What to type in a question, for its error message (shared/questionnaire/messages): an annotation only.
  ajv.addKeyword({ keyword: HINT_KEYWORD, schemaType: 'string' })
  for (const schema of shared) ajv.addSchema(schema)
  return ajv
}

// Half of a UTF-16 surrogate pair without the other half: PostgreSQL's UTF-8 would keep U+FFFD in its
// place, so the text would not come back as it was sent.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

interface Problems {
  infinite?: string
  nul?: string
  surrogate?: string
}

const pointer = (keys: string[]) =>
  keys.map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')

/** One walk over the value: the Ajv instance path of the first value of each kind PostgreSQL cannot take back. */
function findProblems(value: unknown, keys: string[], found: Problems): Problems {
  if (typeof value === 'string') {
    if (found.nul === undefined && value.includes('\u0000')) found.nul = pointer(keys)
    if (found.surrogate === undefined && LONE_SURROGATE.test(value)) found.surrogate = pointer(keys)
  } else if (typeof value === 'number') {
    if (found.infinite === undefined && !Number.isFinite(value)) found.infinite = pointer(keys)
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      keys.push(key)
      findProblems((value as Record<string, unknown>)[key], keys, found)
      keys.pop()
    }
  }
  return found
}

/** The schema's validation, then a 400 naming the field for a NUL character instead of a database error. */
export function refusingNul(validate: ValidateFunction) {
  const check = (data: unknown): boolean => {
    const valid = validate(data)
    check.errors = validate.errors
    if (!valid) return false
    // Ajv coerces 'Infinity' or '1e400' in a query string to a number, then skips minimum and maximum.
    const { infinite, nul, surrogate } = findProblems(data, [], {})
    const path = infinite ?? nul ?? surrogate
    if (path === undefined) return true
    const message =
      infinite !== undefined
        ? 'deve ser um número finito'
        : `contém um caractere inválido (${nul !== undefined ? 'NUL' : 'Unicode incompleto'})`
    check.errors = [{ keyword: NUL_KEYWORD, instancePath: path, schemaPath: '#', params: {}, message }]
    return false
  }
  check.errors = undefined as ErrorObject[] | null | undefined
  return check
}

type Check = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }

/** Whether a route's schema refers to another schema (the questionnaire's, by their `$id`). */
const refersToShared = (schema: unknown) => JSON.stringify(schema).includes('"$ref"')

/**
 * Bodies are validated as sent: no type coercion, no defaults, and unknown fields are errors rather than
 * silently removed (Fastify's defaults do all three). Query strings and path parameters arrive as text,
 * so only they are coerced, and only they get defaults.
 */
export const validationPlugin = fp(async (app: FastifyInstance, options: ValidationOptions) => {
  // Made when they compile their first schema, like the schemas themselves (below), and given the questionnaire's
  // schemas only when a route's schema refers to one: adding them is a large part of making an Ajv.
  const ajvs = new Map<string, Ajv>()
  const ajvFor = (httpPart: string | undefined, withShared: boolean): Ajv => {
    const key = `${httpPart === 'body' ? 'body' : 'text'} ${withShared}`
    let ajv = ajvs.get(key)
    if (!ajv) {
      const shared = withShared ? options.sharedSchemas : []
      ajv =
        httpPart === 'body'
          ? makeAjv({ coerceTypes: false }, shared)
          : // Query strings get their schema's defaults (the page size): without them `limit` was undefined and a
            // list without ?limit= came back whole.
            makeAjv({ coerceTypes: true, useDefaults: true }, shared)
      ajvs.set(key, ajv)
    }
    return ajv
  }
  for (const schema of options.sharedSchemas) app.addSchema(schema)
  // Compiling every route's schema (the thirteen steps above all) is a large part of a start: each is compiled on
  // its first use instead, and all of them just after the server is listening (warmValidators).
  const pending = new Set<() => unknown>()
  app.setValidatorCompiler(({ schema, httpPart }) => {
    let compiled: Check | undefined
    const compile = () => {
      if (!compiled) {
        const validate = ajvFor(httpPart, refersToShared(schema)).compile(schema as FastifySchema & object)
        // Bodies and query strings reach the database as text; ids and headers are checked as UUIDs first.
        compiled = httpPart === 'body' || httpPart === 'querystring' ? refusingNul(validate) : validate
        pending.delete(compile)
      }
      return compiled
    }
    pending.add(compile)
    const lazy = (data: unknown) => {
      const validate = compile()
      const valid = validate(data)
      lazy.errors = validate.errors
      return valid
    }
    lazy.errors = undefined as ErrorObject[] | null | undefined
    return lazy
  })
  // Response serializers likewise: fast-json-stringify builds one per route and status on its first answer, with
  // the shared schemas only for a schema that refers to one.
  const serializerFactory = SerializerSelector()
  let withShared: ReturnType<typeof serializerFactory> | undefined
  let alone: ReturnType<typeof serializerFactory> | undefined
  app.setSerializerCompiler((route) => {
    let serialize: ((data: unknown) => string) | undefined
    const compile = () => {
      if (!serialize) {
        // Built on first use, when every shared schema has been added.
        const build = refersToShared(route.schema)
          ? (withShared ??= serializerFactory(app.getSchemas()))
          : (alone ??= serializerFactory({}))
        serialize = build(route as Parameters<typeof build>[0])
        pending.delete(compile)
      }
      return serialize
    }
    pending.add(compile)
    return (data: unknown) => compile()(data)
  })
  // One schema per turn of the event loop: a request arriving meanwhile waits for one compilation, not for all.
  app.decorate(
    'warmValidators',
    () =>
      new Promise<void>((resolve, reject) => {
        const queue = [...pending]
        const next = () => {
          try {
            queue.shift()?.()
          } catch (error) {
            reject(error as Error)
            return
          }
          if (queue.length > 0) setImmediate(next)
          else resolve()
        }
        next()
      }),
  )
})

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Compiles the route schemas and serializers not used yet (start-up leaves them to their first request), one
     * per turn of the event loop; resolves when all are compiled.
     */
    warmValidators(): Promise<void>
  }
}
