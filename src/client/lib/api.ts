import ky, { HTTPError } from 'ky'
import { buildRequest, type CallInput, type CallOutput } from '../../shared/contract/request'
import type { RouteKey } from '../../shared/contract/routes'
import { useSession } from './session-store'

const base = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api'

/** The one HTTP client: bearer token on every call, and a 401 ends the session (the guard then asks for login). */
const api = ky.create({
  prefixUrl: new URL(base, window.location.origin).toString(),
  timeout: 30_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = useSession.getState()
        if (token) request.headers.set('authorization', `Bearer ${token}`)
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (!request.headers.has('authorization')) return
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

export const statusOf = (error: unknown) => (error instanceof HTTPError ? error.response.status : undefined)
