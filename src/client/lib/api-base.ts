// Where the API is: /api on this origin unless the build says otherwise (VITE_API_BASE).
const base = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api'
/** The API's base URL, with a trailing slash: what every path of the contract is relative to. */
export const API_PREFIX = new URL(`${base.replace(/\/$/, '')}/`, window.location.origin).toString()

/** The URL of an API path given without a leading slash ('auth/me'). */
export const apiUrl = (path: string) => new URL(path, API_PREFIX)
