import ky, { HTTPError } from 'ky'
import { useSession } from './session-store'

const base = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api'

/** The one HTTP client: bearer token on every call, and a 401 ends the session (the guard then asks for login). */
export const api = ky.create({
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
