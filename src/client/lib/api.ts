import { buildRequest, type CallInput, type CallOutput } from '../../shared/contract/request'
import type { ErrorCode } from '../../shared/contract/common'
import type { RouteKey } from '../../shared/contract/routes'
import { apiUrl } from './api-base'
import { useSession } from './session-store'

const TIMEOUT_MS = 30_000

/** An answer outside 2xx: the response, for the status and the server's message (statusOf, errorMessage). */
export class HTTPError extends Error {
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`)
    this.name = 'HTTPError'
  }
}

/** No answer within the timeout. */
export class TimeoutError extends Error {
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`)
    this.name = 'TimeoutError'
  }
}

/**
 * The one HTTP client, on the browser's fetch: the session cookie (HttpOnly: this code never sees it) and the
 * session's CSRF token on every call, no retries, 30 s at most, and a 401 to a signed-in call ends the session (the
 * guard then asks for login); any other answer restarts the session's idle clock. An answer outside 2xx throws
 * HTTPError. (It replaced ky, of which it used only this.)
 */
async function api(
  path: string,
  init: { method: string; searchParams: URLSearchParams; json: unknown; headers: Record<string, string> },
): Promise<Response> {
  const url = apiUrl(path)
  const query = init.searchParams.toString()
  if (query) url.search = query
  const headers = new Headers(init.headers)
  if (init.json !== undefined) headers.set('content-type', 'application/json')
  const { user, csrfToken } = useSession.getState()
  if (csrfToken) headers.set('x-csrf-token', csrfToken)
  const controller = new AbortController()
  const request = new Request(url, {
    method: init.method,
    headers,
    credentials: 'same-origin',
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: controller.signal,
  })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(request)
  } catch (error) {
    throw timedOut ? new TimeoutError(request) : error
  } finally {
    clearTimeout(timer)
  }
  // Only a call made while signed in: a wrong password's 401 ends no session.
  if (user && useSession.getState().user) {
    if (response.status === 401) useSession.getState().expire()
    else useSession.setState({ lastActivity: Date.now() })
  }
  if (!response.ok) throw new HTTPError(response, request)
  return response
}

function send<K extends RouteKey>(key: K, input?: CallInput<K>) {
  const { method, path, searchParams, json, headers } = buildRequest(key, input)
  return api(path, { method, searchParams, json, headers })
}

/**
 * Calls a route of the API contract by its key ('GET /patients/:id'): what it takes and what it answers are the
 * contract's types. A 204 answers null. Features call the API only through this (in their own api.ts).
 */
export async function call<K extends RouteKey>(key: K, input?: CallInput<K>): Promise<CallOutput<K>> {
  const response = await send(key, input)
  return (response.status === 204 ? null : await response.json()) as CallOutput<K>
}

/** Calls a route that answers a file, and hands it to the browser as a download. */
export async function download<K extends RouteKey>(key: K, input: CallInput<K>, fallbackName: string) {
  const response = await send(key, input)
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The server's Portuguese message for a failed call, or the fallback when there is none. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { message?: unknown }
      if (typeof body.message === 'string' && body.message) return body.message
    } catch {
      // Not our JSON error: fall back.
    }
  }
  return fallback
}

/** The machine-readable code of a failed call's answer (REAUTH_REQUIRED), when the server gave one. */
export async function errorCode(error: unknown): Promise<ErrorCode | undefined> {
  if (!(error instanceof HTTPError)) return undefined
  try {
    return ((await error.response.clone().json()) as { code?: ErrorCode }).code
  } catch {
    return undefined
  }
}

export const statusOf = (error: unknown) => (error instanceof HTTPError ? error.response.status : undefined)
