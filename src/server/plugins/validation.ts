import type { FastifyInstance, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { Ajv, type Options } from 'ajv'
import addFormats from 'ajv-formats'

export interface ValidationOptions {
  /** Schemas with an `$id` that route schemas reference by `$ref` (the questionnaire files). */
  sharedSchemas: { $id: string }[]
}

function makeAjv(options: Options, shared: { $id: string }[]): Ajv {
  const ajv = new Ajv({
    strict: true,
    allErrors: true,
    removeAdditional: false,
    useDefaults: false,
    ...options,
  })
  addFormats.default(ajv, ['date', 'date-time', 'uuid', 'email'])
  for (const schema of shared) ajv.addSchema(schema)
  return ajv
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
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as FastifySchema & object),
  )
})
