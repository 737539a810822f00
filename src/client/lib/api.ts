import ky, { isHTTPError } from 'ky'
import { buildRequest, type CallInput, type CallOutput } from '../../shared/contract/request'
import type { ErrorCode } from '../../shared/contract/common'
import type { RouteKey } from '../../shared/contract/routes'
import { API_PREFIX } from './api-base'
import { familyCsrfToken, isFamilyRequest } from './family-session'
import { useSession } from './session-store'

export { HTTPError, TimeoutError } from 'ky'

/** How long a call may take in all, retries and their pauses included. */
const TIMEOUT_MS = 30_000

/**
 * The one HTTP client (ky): the session cookie (HttpOnly: this code never sees it) and the session's CSRF token on
 * every call, 30 s at most, and a 401 to a signed-in call ends the session (the guard then asks for login); any
 * other answer restarts the session's idle clock. An answer outside 2xx throws ky's HTTPError (its `data` holds the
 * server's JSON error), no answer a NetworkError or a TimeoutError.
 *
 * Only what cannot be applied twice is retried: a GET, or a POST that carries an idempotency key (the server
 * answers a repeat with what the first one created), after a lost connection or a gateway's 502/503/504; never
 * after a timeout, which may have been a slow server still working on it.
 */
const api = ky.create({
  prefix: API_PREFIX,
  credentials: 'same-origin',
  timeout: TIMEOUT_MS,
  totalTimeout: TIMEOUT_MS,
  retry: {
    limit: 2,
    methods: ['get', 'post'],
    statusCodes: [502, 503, 504],
    maxRetryAfter: 5_000,
    backoffLimit: 2_000,
    shouldRetry: ({ error }) => {
      const request = (error as { request?: Request }).request
      if (request?.method === 'POST' && !request.headers.has('idempotency-key')) return false
      return undefined
    },
  },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        // The family's routes take the family session's token, every other route the clinician's.
        const csrfToken = isFamilyRequest(request.url) ? familyCsrfToken() : useSession.getState().csrfToken
        if (csrfToken) request.headers.set('x-csrf-token', csrfToken)
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        // Only a call made while signed in (the token is there only then): a wrong password's 401 ends no session,
        // nor does the family's session ending (its 401 asks the family for the birth date again).
        if (isFamilyRequest(request.url)) return
        if (!request.headers.has('x-csrf-token') || !useSession.getState().user) return
        if (response.status === 401) useSession.getState().expire()
        else useSession.setState({ lastActivity: Date.now() })
      },
    ],
  },
})

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

/** The JSON error the server answered with ({ message, code }), as ky read it into the HTTPError. */
const errorBody = (error: unknown) =>
  isHTTPError(error) && typeof error.data === 'object' && error.data !== null
    ? (error.data as { message?: unknown; code?: unknown })
    : undefined

/** The server's Portuguese message for a failed call, or the fallback when there is none. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  const message = errorBody(error)?.message
  return typeof message === 'string' && message ? message : fallback
}

/** The machine-readable code of a failed call's answer (REAUTH_REQUIRED), when the server gave one. */
export async function errorCode(error: unknown): Promise<ErrorCode | undefined> {
  const code = errorBody(error)?.code
  return typeof code === 'string' ? (code as ErrorCode) : undefined
}

export const statusOf = (error: unknown) => (isHTTPError(error) ? error.response.status : undefined)
