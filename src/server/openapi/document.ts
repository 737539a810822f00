// The API as an OpenAPI 3.1 document, from the contract (src/shared/contract/routes.ts) and what each route refuses
// (access.ts). TypeBox schemas are JSON Schema already, which OpenAPI 3.1 takes as they are.
import type { Access } from './access'

type Schema = { [key: string]: unknown }

export interface ContractRoute {
  params?: Schema
  querystring?: Schema
  headers?: Schema
  body?: Schema
  response: { [status: number]: Schema }
}

export interface DocumentInput {
  title: string
  version: string
  routes: { [key: string]: ContractRoute }
  access: { [key: string]: Access }
  /** Named schema objects (see named-schemas.ts), listed once under components/schemas. */
  names: Map<object, string>
  /** The error body every refusal sends. */
  errorBody: Schema
  /**
   * The questionnaire's schemas (`$id` 'patient.json', …) the contract refers to. Absent, each is a bare object
   * pointing here: the file in docs/ then stays the same when a question's wording changes.
   */
  questionnaire?: { $id: string }[]
}

const COMPONENTS = '#/components/schemas/'
const SHARED_REF = /^([^#/]+)\.json#(.*)$/
const SUCCESS: { [status: string]: string } = { 200: 'OK', 201: 'Created', 204: 'No Content' }
const QUESTIONNAIRE_PLACEHOLDER =
  "Built from the questionnaire (schemas/); a running server's GET /api/openapi.json holds it whole."

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const sortedObject = <T>(entries: [string, T][]) =>
  Object.fromEntries(entries.sort(([a], [b]) => byText(a, b)))

/** `getPatientsById` for 'GET /patients/:id' (document.test.ts checks that no two routes share one). */
export function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-.]/))
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
}

/** '/api/patients/{id}' for '/patients/:id'. */
export const openApiPath = (url: string) => `/api${url.replace(/:(\w+)/g, '{$1}')}`

/** The schemas the document lists: the contract's named ones and the questionnaire's, each converted once. */
class Components {
  readonly schemas = new Map<string, unknown>()
  private readonly questionnaire: Map<string, Schema>

  constructor(
    private readonly names: Map<object, string>,
    questionnaire: { $id: string }[] | undefined,
    private readonly whole: boolean,
  ) {
    this.questionnaire = new Map((questionnaire ?? []).map((schema) => [schema.$id, schema as Schema]))
  }

  /** A schema as JSON: named parts become references, references to questionnaire files point into components. */
  convert(value: unknown, root?: object, file?: string): unknown {
    if (Array.isArray(value)) return value.map((item) => this.convert(item, undefined, file))
    if (!value || typeof value !== 'object') return value
    const name = this.names.get(value)
    if (name !== undefined && value !== root) return { $ref: this.named(name, value) }
    const out: Schema = {}
    for (const [key, item] of Object.entries(value)) {
      if (key === '$id' && file) continue
      out[key] =
        key === '$ref' && typeof item === 'string'
          ? this.ref(item, file)
          : this.convert(item, undefined, file)
    }
    return out
  }

  private named(name: string, value: object) {
    if (!this.schemas.has(name)) {
      this.schemas.set(name, null)
      this.schemas.set(name, this.convert(value, value))
    }
    return COMPONENTS + name
  }

  /** A `$ref` of the contract ('patient.json#') or of a questionnaire file ('#/$defs/x', 'common.json#/$defs/y'). */
  private ref(ref: string, file: string | undefined): string {
    if (ref.startsWith('#') && file) return COMPONENTS + file + ref.slice(1)
    const shared = SHARED_REF.exec(ref)
    if (!shared) throw new Error(`Cannot place the reference ${ref} in the document.`)
    const [, id, pointer] = shared as unknown as [string, string, string]
    this.file(id)
    return COMPONENTS + id + pointer
  }

  private file(id: string) {
    if (this.schemas.has(id)) return
    if ([...this.names.values()].includes(id))
      throw new Error(`${id}.json and a contract schema share a name.`)
    const schema = this.questionnaire.get(`${id}.json`)
    if (this.whole && !schema) throw new Error(`The questionnaire has no ${id}.json.`)
    this.schemas.set(id, null)
    this.schemas.set(
      id,
      schema
        ? this.convert(schema, undefined, id)
        : { type: 'object', description: QUESTIONNAIRE_PLACEHOLDER },
    )
  }
}

function parameters(components: Components, where: 'path' | 'query' | 'header', schema: Schema | undefined) {
  if (!schema) return []
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const properties = (schema.properties ?? {}) as { [name: string]: Schema }
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: components.convert(property),
  }))
}

function success(components: Components, status: string, schema: Schema) {
  const description = SUCCESS[status] ?? 'Success'
  if (schema.type === 'null') return { description }
  if (schema.format === 'binary')
    return {
      description,
      content: { [(schema.contentMediaType as string) ?? 'application/octet-stream']: {} },
    }
  return { description, content: { 'application/json': { schema: components.convert(schema) } } }
}

/** Why each refusal happens, by status, as the server's hooks and handlers do it. */
function refusals(method: string, route: ContractRoute, access: Access) {
  const reasons: { [status: string]: string[] } = {}
  const add = (status: number, reason: string | undefined) => {
    if (reason) (reasons[status] ??= []).push(reason)
  }
  const changes = method !== 'GET'
  if (route.body || route.querystring || route.headers)
    add(400, 'The request does not match its schema: the message names the fields, `details` lists them.')
  add(400, access.also?.[400])
  if (access.who === 'family')
    add(
      401,
      "No family session: none sent or expired (POST /api/family/open); a clinician's session opens none.",
    )
  else if (access.who !== 'anyone')
    add(401, 'No live session: none sent, expired, ended or its account disabled.')
  add(401, access.also?.[401])
  if (changes) add(403, 'The request came from another site (its Origin).')
  if (changes && access.who === 'family') add(403, "Without the family session's `x-csrf-token`.")
  else if (changes && access.who !== 'anyone')
    add(403, "Through the session cookie, without the session's `x-csrf-token`.")
  add(403, access.also?.[403])
  if ((access.who === 'session' || access.who === 'admin') && !access.enrolment)
    add(403, 'The account must enrol a second factor first (MFA_REQUIRED).')
  if (access.who === 'admin') add(403, 'The user is not an ADMIN.')
  if (access.reauth === 'always')
    add(
      403,
      '`code: REAUTH_REQUIRED`: no recent proof of identity on this session (POST /api/auth/reauthenticate).',
    )
  if (access.reauth === 'another-admin')
    add(403, "`code: REAUTH_REQUIRED`: acting on another ADMIN's account without a recent proof of identity.")
  if (route.params) add(404, 'No such record; a path id that is not a UUID names none either.')
  add(404, access.also?.[404])
  add(409, access.also?.[409])
  add(410, access.also?.[410])
  if (route.body) add(413, 'The body is larger than BODY_LIMIT_BYTES.')
  add(413, access.also?.[413])
  if (access.limit === 'network')
    add(
      429,
      'Too many attempts from this network, or failures for this account: the message says how long to wait.',
    )
  if (access.limit === 'user')
    add(429, 'Too many calls by this user this minute: the message says how long to wait.')
  add(429, access.also?.[429])
  return reasons
}

function operation(
  components: Components,
  key: string,
  route: ContractRoute,
  access: Access,
  errorRef: unknown,
) {
  const [method, url] = key.split(' ') as [string, string]
  const responses: [string, unknown][] = Object.entries(route.response).map(([status, schema]) => [
    status,
    success(components, status, schema),
  ])
  for (const [status, reasons] of Object.entries(refusals(method, route, access)))
    responses.push([
      status,
      { description: reasons.join(' '), content: { 'application/json': { schema: errorRef } } },
    ])
  const notes = [
    access.who === 'admin' ? 'ADMIN only.' : undefined,
    access.reauth === 'always' ? 'Asks for a recent proof of identity.' : undefined,
  ].filter(Boolean)
  const params = [
    ...parameters(components, 'path', route.params),
    ...parameters(components, 'query', route.querystring),
    ...parameters(components, 'header', route.headers),
  ]
  return {
    operationId: operationId(method, url),
    tags: [url.split('/')[1]],
    ...(notes.length ? { description: notes.join(' ') } : {}),
    ...(access.who === 'anyone' ? { security: [] } : {}),
    ...(access.who === 'family' ? { security: [{ familyCookie: [] }] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: components.convert(route.body) } },
          },
        }
      : {}),
    responses: sortedObject(responses),
  }
}

/** The OpenAPI 3.1 document of `input.routes`: the same input gives the same document, keys in the same order. */
export function openApiDocument(input: DocumentInput) {
  const components = new Components(input.names, input.questionnaire, input.questionnaire !== undefined)
  const errorRef = components.convert(input.errorBody)
  const paths = new Map<string, [string, unknown][]>()
  for (const [key, route] of Object.entries(input.routes)) {
    const access = input.access[key]
    if (!access) throw new Error(`${key} has no entry in src/server/openapi/access.ts.`)
    const [method, url] = key.split(' ') as [string, string]
    const path = openApiPath(url)
    paths.set(path, [
      ...(paths.get(path) ?? []),
      [method.toLowerCase(), operation(components, key, route, access, errorRef)],
    ])
  }
  return {
    openapi: '3.1.0',
    info: {
      title: input.title,
      version: input.version,
      description:
        'Clinical intake API. Error answers carry a Portuguese `message` for people, `details` naming the fields ' +
        'and, for some, a `code` for programs.',
    },
    security: [{ sessionCookie: [] }, { bearerToken: [] }],
    paths: sortedObject([...paths].map(([path, operations]) => [path, sortedObject(operations)])),
    components: {
      schemas: sortedObject([...components.schemas]),
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "A program's session: POST /api/auth/login with `x-session-transport: bearer` answers the token.",
        },
        familyCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'family',
          description:
            "A family's session for /api/family only (`__Secure-family` over HTTPS), set by POST /api/family/open; " +
            'a change through it sends the CSRF token that route answers as `x-csrf-token`.',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description:
            "A browser's session (`__Host-session` over HTTPS). A change through it sends the session's CSRF token " +
            'as `x-csrf-token`.',
        },
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>
