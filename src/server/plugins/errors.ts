import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorObject } from 'ajv'
import type { ErrorBody, ErrorCode } from '../../shared/contract/common'
import { HttpError } from '../http-error'
import {
  fieldAt,
  pointerIn,
  problemMessage,
  problemPath,
  type Field,
  type FieldSchema,
  type Resolve,
} from '../../shared/questionnaire/messages'
import { NUL_KEYWORD } from './validation'

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

// Fastify's own 4xx errors, in words a user can read.
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado: envie JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'A requisição é grande demais.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do corpo da requisição inválido.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON malformado.',
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FST_ERR_MAX_PARAM_LENGTH: 'Endereço longo demais.',
  FST_ERR_ASYNC_CONSTRAINT: 'Requisição inválida.',
}

/** Field path of an Ajv error, as a user-facing dotted path ('siblings.0.age', 'gestation.foo'). */
function fieldPath(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const extra =
    (error.params as { additionalProperty?: string }).additionalProperty ??
    (error.params as { missingProperty?: string }).missingProperty
  return [base, extra].filter(Boolean).join('.') || '(corpo)'
}

/** The questions of a request's schema, their `$ref`s resolved among the schemas the server registered. */
function questionsOf(request: FastifyRequest, context: string | undefined) {
  const part = context === 'querystring' ? 'querystring' : context === 'headers' ? 'headers' : 'body'
  const root = (request.routeOptions.schema?.[part] ?? {}) as FieldSchema
  const shared = request.server.getSchemas() as Record<string, FieldSchema>
  const resolve: Resolve = (ref, document) => {
    const file = ref.slice(0, ref.indexOf('#') === -1 ? undefined : ref.indexOf('#'))
    const target = file ? shared[file] : document
    const schema = target && pointerIn(target, ref)
    return schema && target ? { schema, document: target } : undefined
  }
  return (path: string[]): Field => fieldAt(root, path, resolve) ?? { label: path.join('.'), schema: {} }
}

const CODED = new Set(['oneOf', 'const', 'enum'])

/**
 * One sentence per invalid question, naming it by its label and saying what to type (a coded answer outside its
 * set fails several sub-schemas at once: one sentence).
 */
function describe(errors: ErrorObject[], question: (path: string[]) => Field): string[] {
  const byField = new Map<string, ErrorObject[]>()
  for (const error of errors) byField.set(fieldPath(error), [...(byField.get(fieldPath(error)) ?? []), error])
  return [...byField.values()].map((list) => {
    const first = list.find((e) => CODED.has(e.keyword)) ?? list[0]!
    const params = first.params as Record<string, unknown>
    const field = question(problemPath(first.instancePath, params))
    const label = field.label || 'Corpo da requisição'
    if (first.keyword === NUL_KEYWORD) return `${label}: ${first.message ?? 'caractere inválido'}.`
    if (!problemPath(first.instancePath, params).length) return `${label}: envie um objeto JSON.`
    return problemMessage({ ...field, label }, first.keyword, params)
  })
}

function validationBody(
  errors: ErrorObject[],
  context: string | undefined,
  request: FastifyRequest,
): ErrorBody {
  const unknown = errors.filter((e) => e.keyword === 'additionalProperties').map(fieldPath)
  const details = [...new Set(errors.map(fieldPath))]
  const where = context === 'querystring' ? 'Parâmetros inválidos' : 'Dados inválidos'
  const message = unknown.length
    ? `Campo(s) desconhecido(s): ${[...new Set(unknown)].join(', ')}.`
    : `${where}. ${describe(errors, questionsOf(request, context)).slice(0, 5).join(' ')}`
  return { statusCode: 400, error: reasons[400]!, message, details }
}

export function errorBody(
  statusCode: number,
  message: string,
  details?: string[],
  code?: ErrorCode,
): ErrorBody {
  return {
    statusCode,
    error: reasons[statusCode] ?? 'Error',
    message,
    ...(details ? { details } : {}),
    ...(code ? { code } : {}),
  }
}

/** A query parameter that must name a record by its UUID and does not. */
const isUuidFormat = (e: ErrorObject) =>
  e.keyword === 'format' && (e.params as { format?: string }).format === 'uuid'

function toBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (error instanceof HttpError) return errorBody(error.statusCode, error.message, error.details, error.code)
  if (error.validation) {
    const errors = error.validation as ErrorObject[]
    // A path id that is not a UUID names nothing: the route's 404, as for an unknown one.
    if (error.validationContext === 'params')
      return errorBody(404, request.routeOptions.config.notFound ?? 'Recurso não encontrado.')
    if (error.validationContext === 'querystring' && errors.every(isUuidFormat)) {
      const name = fieldPath(errors[0]!)
      return errorBody(400, `Parâmetro "${name}" inválido.`, [name])
    }
    return validationBody(errors, error.validationContext, request)
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const message =
      fastifyMessages[error.code] ??
      (error instanceof SyntaxError ? 'JSON malformado.' : status === 429 ? '' : 'Requisição inválida.')
    return errorBody(status, message || 'Muitas requisições. Tente novamente em instantes.')
  }
  request.log.error({ err: error }, 'request failed')
  return errorBody(500, 'Erro interno do servidor. Tente novamente em instantes.')
}

/** Answers an error in the contract's shape; also Fastify's `frameworkErrors` (a malformed URL skips the error handler). */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toBody(error, request)
  return reply.code(body.statusCode).type('application/json').send(body)
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(sendError)
})
