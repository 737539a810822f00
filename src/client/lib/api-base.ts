// Where the API is: /api on this origin unless the build says otherwise (VITE_API_BASE).
const base = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api'
const prefix = new URL(`${base.replace(/\/$/, '')}/`, window.location.origin).toString()

/** The URL of an API path given without a leading slash ('auth/me'). */
export const apiUrl = (path: string) => new URL(path, prefix)
