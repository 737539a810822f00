import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * A family's session: a cookie for /api/family only, naming one link, signed with a key of its own (derived from the
 * token signing key) so that it is never a clinician's token, and short-lived (renewed while the family types). It
 * holds `linkId.nonce.expiresMs.signature`; the nonce keys its CSRF token, which stays the same across renewals.
 */
export const FAMILY_SESSION_MINUTES = 30
export const FAMILY_COOKIE_PATH = '/api/family'

export interface FamilySession {
  linkId: string
  nonce: string
}

const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? '__Secure-family' : 'family')

const attributes = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'strict',
    path: FAMILY_COOKIE_PATH,
    secure: request.protocol === 'https',
    maxAge: FAMILY_SESSION_MINUTES * 60,
  }) as const

export class FamilySessions {
  private readonly key: Buffer

  constructor(jwtSecret: string) {
    this.key = crypto.createHmac('sha256', jwtSecret).update('fono family session v1').digest()
  }

  private sign(text: string) {
    return crypto.createHmac('sha256', this.key).update(text).digest('base64url')
  }

  /** The CSRF token of a family session: only a page that opened it (or read its form) has it. */
  csrfOf(session: FamilySession) {
    return this.sign(`csrf.${session.nonce}`)
  }

  csrfMatches(session: FamilySession, given: unknown): boolean {
    if (typeof given !== 'string') return false
    const expected = Buffer.from(this.csrfOf(session))
    const actual = Buffer.from(given)
    return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
  }

  /** Sets (or renews) the cookie of a session. */
  set(request: FastifyRequest, reply: FastifyReply, session: FamilySession) {
    const body = `${session.linkId}.${session.nonce}.${Date.now() + FAMILY_SESSION_MINUTES * 60_000}`
    reply.setCookie(cookieName(request), `${body}.${this.sign(body)}`, attributes(request))
  }

  clear(request: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(cookieName(request), { ...attributes(request), maxAge: undefined })
  }

  /** A new session for a link. */
  open(linkId: string): FamilySession {
    return { linkId, nonce: crypto.randomBytes(16).toString('base64url') }
  }

  /** The live session the request's cookie names, or undefined. */
  of(request: FastifyRequest): FamilySession | undefined {
    const header = request.headers.cookie
    if (!header) return undefined
    const value = request.server.parseCookie(header)[cookieName(request)]
    const parts = value?.split('.')
    if (!parts || parts.length !== 4) return undefined
    const [linkId, nonce, expires, signature] = parts as [string, string, string, string]
    const expected = Buffer.from(this.sign(`${linkId}.${nonce}.${expires}`))
    const actual = Buffer.from(signature)
    if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return undefined
    if (!(Number(expires) > Date.now())) return undefined
    return { linkId, nonce }
  }
}
