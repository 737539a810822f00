import crypto from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/**
 * The CSRF defence of cookie sessions: a request that changes something must carry `x-csrf-token`, an HMAC of its
 * session's id that only a page of this site can have read (from the login answer or GET /auth/me), and must not
 * come from a page of another origin.
 */
export class CsrfTokens {
  private readonly key: Buffer

  /** The key is derived from the token signing key, so that neither reveals the other. */
  constructor(jwtSecret: string) {
    this.key = crypto.createHmac('sha256', jwtSecret).update('fono csrf token v1').digest()
  }

  of(sessionId: string): string {
    return crypto.createHmac('sha256', this.key).update(sessionId).digest('base64url')
  }

  matches(sessionId: string, given: unknown): boolean {
    if (typeof given !== 'string') return false
    const expected = Buffer.from(this.of(sessionId))
    const actual = Buffer.from(given)
    return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const changesState = (request: FastifyRequest) => !SAFE_METHODS.has(request.method)

/** Whether the request's Origin, when it has one, is this server's own (scheme, host and port as it was reached). */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin
  } catch {
    return false
  }
}
