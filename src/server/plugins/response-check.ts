import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

/**
 * For the tests: every successful JSON answer is checked against its route's response schema, and one that sends
 * a field the schema does not list (or lacks one it requires) fails with a 500 naming the route. The patient export,
 * written by a serializer of its own rather than the compiled one, is held to its schema this way.
 */
export const responseCheckPlugin = fp(async (app: FastifyInstance) => {
  let ajv: Ajv | undefined
  const compiled = new WeakMap<object, ValidateFunction>()
  const validatorOf = (schema: object) => {
    if (!ajv) {
      ajv = new Ajv({ strict: false, allErrors: true })
      addFormats.default(ajv)
      for (const shared of Object.values(app.getSchemas())) ajv.addSchema(shared as object)
    }
    let validate = compiled.get(schema)
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)))
    return validate
  }
  const responseSchema = (request: FastifyRequest, status: number) =>
    (request.routeOptions.schema?.response as Record<number, object> | undefined)?.[status]

  app.addHook('onSend', async (request, reply, payload) => {
    const schema = responseSchema(request, reply.statusCode)
    if (!schema || reply.statusCode >= 300 || typeof payload !== 'string') return payload
    const route = `${request.method} ${request.routeOptions.url}`
    if (!/^application\/(fhir\+)?json/.test(String(reply.getHeader('content-type') ?? '')))
      throw new Error(`${route} answered without a JSON content type`)
    const validate = validatorOf(schema)
    if (!validate(JSON.parse(payload)))
      throw new Error(`${route} answered outside its response schema: ${JSON.stringify(validate.errors)}`)
    return payload
  })
})
