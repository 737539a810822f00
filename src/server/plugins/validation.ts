import type { FastifyInstance, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { Ajv, type ErrorObject, type FormatDefinition, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

export interface ValidationOptions {
  /** Schemas with an `$id` that route schemas reference by `$ref` (the questionnaire files). */
  sharedSchemas: { $id: string }[]
}

/** Keyword of the error for a string holding U+0000; its message is set here, not by ajv-i18n. */
export const NUL_KEYWORD = 'noNulCharacter'

function makeAjv(options: Options, shared: { $id: string }[]): Ajv {
  const ajv = new Ajv({
    strict: true,
    allErrors: true,
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
  for (const schema of shared) ajv.addSchema(schema)
  return ajv
}

/** Ajv instance path of the first string holding U+0000, which PostgreSQL text and jsonb cannot store. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`)
      if (found !== undefined) return found
    }
  return undefined
}

/** The schema's validation, then a 400 naming the field for a NUL character instead of a database error. */
function refusingNul(validate: ValidateFunction) {
  const check = (data: unknown): boolean => {
    const valid = validate(data)
    check.errors = validate.errors
    if (!valid) return false
    const path = nulPath(data, '')
    if (path === undefined) return true
    const message = 'contém um caractere inválido (NUL)'
    check.errors = [{ keyword: NUL_KEYWORD, instancePath: path, schemaPath: '#', params: {}, message }]
    return false
  }
  check.errors = undefined as ErrorObject[] | null | undefined
  return check
}

/**
 * Bodies are validated as sent: no type coercion, no defaults, and unknown fields are errors rather than
 * silently removed (Fastify's defaults do all three). Query strings and path parameters arrive as text,
 * so only they are coerced.
 */
export const validationPlugin = fp(async (app: FastifyInstance, options: ValidationOptions) => {
  const bodyAjv = makeAjv({ coerceTypes: false }, options.sharedSchemas)
  const textAjv = makeAjv({ coerceTypes: true }, options.sharedSchemas)
  for (const schema of options.sharedSchemas) app.addSchema(schema)
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validate = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as FastifySchema & object)
    // Bodies and query strings reach the database as text; ids and headers are checked as UUIDs first.
    return httpPart === 'body' || httpPart === 'querystring' ? refusingNul(validate) : validate
  })
})
