import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The browser's session cookie: the session's signed token, out of reach of scripts (HttpOnly), sent only by this
 * site's own pages (SameSite=Strict), with no Max-Age so that it dies with the browser. Over HTTPS it is
 * `__Host-session`, which browsers keep only when Secure, for this host and path `/` (no subdomain can plant it).
 */
export const sessionCookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? '__Host-session' : 'session'

const attributes = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/', secure: request.protocol === 'https' }) as const

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(sessionCookieName(request), token, attributes(request))
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(request), attributes(request))
}

/** The token of the session cookie of this request's scheme (a plain `session` is not read over HTTPS). */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  return request.server.parseCookie(header)[sessionCookieName(request)] || undefined
}

/** Programs (tests, scripts, benchmarks) ask for the token itself in the login answer with this header. */
export const wantsBearer = (request: FastifyRequest) => request.headers['x-session-transport'] === 'bearer'
