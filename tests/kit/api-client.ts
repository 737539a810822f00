// A typed client of the real server over HTTP, for the end-to-end tests and the scripts that drive a running server
// (fault test): each call names a route of the contract ('GET /patients/:id') and gets its types.
import { buildRequest, type CallInput, type CallOutput } from '../../src/shared/contract/request'
import type { RouteKey } from '../../src/shared/contract/routes'

export interface Reply {
  status: number
  /** The parsed JSON answer, the bytes of a file (a zip), or undefined for anything else. */
  body: unknown
  text: string
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    key: string,
  ) {
    super(`${key} answered ${status}: ${text.slice(0, 500)}`)
    this.name = 'ApiError'
  }
}

export interface ApiClient {
  /** The answer of a successful call, typed by the contract; throws ApiError on any other status. */
  call<K extends RouteKey>(key: K, input?: CallInput<K>): Promise<CallOutput<K>>
  /** Any answer, success or not, for tests that expect an error. */
  send<K extends RouteKey>(key: K, input?: Partial<CallInput<K>>): Promise<Reply>
  /** A client for the same server with this bearer token. */
  as(token: string): ApiClient
  /** Logs in and answers a client with the session's token. */
  login(email: string, password: string): Promise<ApiClient>
  token: string | undefined
}

/** A client of the server at `baseUrl` (http://127.0.0.1:port), signed in when given a token. */
/** The answer of a reply of route K that succeeded, typed by the contract; throws ApiError on any other status. */
export function answerOf<K extends RouteKey>(key: K, reply: Reply): CallOutput<K> {
  if (reply.status < 200 || reply.status >= 300) throw new ApiError(reply.status, reply.text, key)
  return (reply.status === 204 ? null : reply.body) as CallOutput<K>
}

export function apiClient(baseUrl: string, token?: string, timeoutMs = 60_000): ApiClient {
  const send = async <K extends RouteKey>(key: K, input: Partial<CallInput<K>> = {}): Promise<Reply> => {
    const { method, path, searchParams, json, headers } = buildRequest(key, input)
    const query = searchParams.size ? `?${searchParams}` : ''
    const response = await fetch(`${baseUrl}/api/${path}${query}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = new TextDecoder().decode(bytes)
    let body: unknown
    try {
      body = response.headers.get('content-type') === 'application/zip' ? bytes : JSON.parse(text)
    } catch {
      body = undefined
    }
    return { status: response.status, body, text }
  }
  return {
    token,
    send,
    async call(key, input) {
      return answerOf(key, await send(key, input))
    },
    as: (other) => apiClient(baseUrl, other, timeoutMs),
    async login(email, password) {
      // A program's login: the token in the answer, to send as a bearer header (no cookie).
      const reply = await send('POST /auth/login', {
        body: { email, password },
        headers: { 'x-session-transport': 'bearer' },
      })
      if (reply.status !== 200) throw new ApiError(reply.status, reply.text, 'POST /auth/login')
      return apiClient(baseUrl, (reply.body as { token: string }).token, timeoutMs)
    },
  }
}
