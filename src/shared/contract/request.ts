// Calling a route of the contract by its key ('GET /patients/:id'): the types of what it takes and answers, and the
// request it makes. Type-only imports of the schemas: the browser bundle carries none of TypeBox.
import type { Static, TSchema } from 'typebox'
import type { ApiRoutes, RouteKey } from './routes'

type Of<R, Part extends string> = R extends { readonly [P in Part]: infer S extends TSchema }
  ? Static<S>
  : never

type Parts<R> = {
  params: Of<R, 'params'>
  query: Of<R, 'querystring'>
  body: Of<R, 'body'>
  headers: Of<R, 'headers'>
}
type Absent<T> = [T] extends [never] ? true : false
/** Parts whose every field is optional may be left out (an idempotency key, a page size). */
type Given<P> = {
  [K in keyof P as Absent<P[K]> extends true ? never : object extends P[K] ? never : K]: P[K]
} & {
  [K in keyof P as Absent<P[K]> extends true ? never : object extends P[K] ? K : never]?: P[K]
}

/** What a call of route K is given; parts the route does not take are absent. */
export type CallInput<K extends RouteKey> = Given<Parts<ApiRoutes[K]>>

type Responses<K extends RouteKey> = ApiRoutes[K]['response']
/** What route K answers when it succeeds. */
export type CallOutput<K extends RouteKey> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 204
    ? Responses<K>[S] extends TSchema
      ? Static<Responses<K>[S]>
      : never
    : never
}[keyof Responses<K>]

export interface BuiltRequest {
  method: string
  /** Under the API's base, without a leading slash: 'patients/…'. */
  path: string
  searchParams: URLSearchParams
  json: unknown
  headers: Record<string, string>
}

/** The HTTP request of a call: method, path with its parameters filled in, query string, body and headers. */
export function buildRequest<K extends RouteKey>(key: K, input: Partial<CallInput<K>> = {}): BuiltRequest {
  const { params, query, body, headers } = input as {
    params?: Record<string, string>
    query?: Record<string, unknown>
    body?: unknown
    headers?: Record<string, string | undefined>
  }
  const [method, template] = key.split(' ') as [string, string]
  const path = template.slice(1).replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${key}: missing parameter ${name}`)
    return encodeURIComponent(value)
  })
  const searchParams = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') searchParams.set(name, String(value))
  const definedHeaders = Object.fromEntries(
    Object.entries(headers ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  return { method, path, searchParams, json: body, headers: definedHeaders }
}
