// The contract-typed client of the API tests: each call names a route of the contract ('GET /patients/:id'), takes
// its params, query, body and headers typed, and reads the answer typed, as tests/kit/api-client.ts does over HTTP,
// here over Fastify's inject (no port, no network).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildRequest, type CallInput, type CallOutput } from '../../src/shared/contract/request'
import type { RouteKey } from '../../src/shared/contract/routes'

/** The answer of a response of route K that succeeded (2xx), typed by the contract; throws on any other status. */
export function answerOf<K extends RouteKey>(key: K, response: LightMyRequestResponse): CallOutput<K> {
  if (response.statusCode < 200 || response.statusCode >= 300)
    throw new Error(`${key} answered ${response.statusCode}: ${response.body.slice(0, 500)}`)
  return (response.statusCode === 204 ? null : response.json()) as CallOutput<K>
}

export interface InjectClient {
  /** The whole response, for tests of statuses, headers and errors. */
  send<K extends RouteKey>(key: K, input?: Partial<CallInput<K>>): Promise<LightMyRequestResponse>
  /** The answer of a successful call, typed by the contract; throws on any other status. */
  call<K extends RouteKey>(key: K, input?: CallInput<K>): Promise<CallOutput<K>>
}

/**
 * A client of `holder.app` (read at each call, so it follows TestApp.restart()), signed in with `token` when given.
 */
export function injectClient(holder: { app: FastifyInstance }, token?: string): InjectClient {
  const send = <K extends RouteKey>(key: K, input: Partial<CallInput<K>> = {}) => {
    const { method, path, searchParams, json, headers } = buildRequest(key, input)
    const query = searchParams.size ? `?${searchParams}` : ''
    return holder.app.inject({
      method: method as 'GET',
      url: `/api/${path}${query}`,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(json === undefined ? {} : { payload: json as object }),
    })
  }
  return {
    send,
    call: async (key, input) => answerOf(key, await send(key, input)),
  }
}
