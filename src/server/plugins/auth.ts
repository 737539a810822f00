import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import cookie from '@fastify/cookie'
import jwt from '@fastify/jwt'
import { changesState, CsrfTokens, sameOrigin } from '../auth/csrf'
import { clearSessionCookie, sessionCookieOf } from '../auth/session-cookie'
import { SessionCache } from '../auth/session-cache'
import { VerifiedTokens } from '../auth/verified-tokens'
import { forbidden, reauthRequired, unauthorized } from '../http-error'
import type { SessionPolicy, SessionUser } from '../repositories/sessions'
import { isUuid } from '../uuid'
import type { Role } from '../../shared/contract/auth'

export interface TokenClaims {
  sub: string
  name: string
  role: Role
  sid: string
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims
    user: SessionUser
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: Hook
    requireRole: (role: Role) => Hook
    /**
     * A preHandler for sensitive actions: refuses (403 REAUTH_REQUIRED) unless this session proved who holds it
     * (login, POST /auth/reauthenticate) within REAUTH_WINDOW_SECONDS.
     */
    requireRecentAuth: Hook
    /** Live sessions recently confirmed by the database; revoking one in this process must forget it. */
    sessions: SessionCache
    csrf: CsrfTokens
  }
}

const FOREIGN_ORIGIN = 'Pedido recusado: ele veio de outro site. Abra o sistema pelo endereço da clínica.'
const CSRF_MISSING = 'Pedido recusado por segurança. Recarregue a página e tente novamente.'

/** `Bearer TOKEN` (the scheme in any case, as @fastify/jwt reads it), else ''. */
function bearerToken(header: string) {
  const parts = header.split(' ')
  return parts.length === 2 && /^Bearer$/i.test(parts[0]!) ? parts[1]! : ''
}

export interface AuthOptions {
  secret: string
  policy: SessionPolicy
  /** How long a confirmed session is trusted without asking the database again (0: ask on every request). */
  recheckMs: number
}

export const authPlugin = fp(async (app: FastifyInstance, { secret, policy, recheckMs }: AuthOptions) => {
  await app.register(jwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: `${policy.maxHours}h` },
    verify: { algorithms: ['HS256'] },
  })

  // Cookies are read by hand, only where a session is looked for (no parsing hook on every request).
  await app.register(cookie, { hook: false })
  app.decorate('csrf', new CsrfTokens(secret))

  // A page of another site may not make this one change anything, even with no session (a login, a registration).
  app.addHook('onRequest', async (request) => {
    if (changesState(request) && !sameOrigin(request)) {
      request.log.warn({ origin: request.headers.origin }, 'request from another origin refused')
      throw forbidden(FOREIGN_ORIGIN)
    }
  })

  const cache = new SessionCache(recheckMs, policy.idleMinutes * 60_000)
  app.decorate('sessions', cache)

  const verified = new VerifiedTokens<TokenClaims & { exp: number }>()
  const verify = (token: string) => {
    const known = verified.get(token)
    if (known) return known
    const claims = app.jwt.verify<TokenClaims & { exp: number }>(token)
    if (typeof claims.exp === 'number') verified.set(token, claims)
    return claims
  }

  // A valid signature is not enough: the session behind the token must still be live (logout, disabling).
  // Programs send the token as a bearer header, which no browser adds by itself: no CSRF defence is needed there.
  // Browsers send the session cookie, which they add to any request for this site: a change must prove it comes
  // from one of this site's pages (x-csrf-token; the Origin was checked for every request above).
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization
    const cookieToken = header === undefined ? sessionCookieOf(request) : undefined
    const token = header === undefined ? cookieToken : bearerToken(header)
    let claims: TokenClaims
    try {
      claims = verify(token || '')
    } catch {
      if (cookieToken) clearSessionCookie(request, reply)
      throw unauthorized()
    }
    let user = cache.get(claims.sid)
    if (!user) {
      // A sid that is not a UUID cannot name a session (and would make PostgreSQL fail the query: a 500).
      const found = isUuid(claims.sid) ? await app.repos.sessions.findUser(claims.sid, policy) : null
      if (!found) {
        if (cookieToken) clearSessionCookie(request, reply)
        throw unauthorized()
      }
      cache.set(found)
      user = found
    }
    if (
      cookieToken &&
      changesState(request) &&
      !app.csrf.matches(user.sessionId, request.headers['x-csrf-token'])
    )
      throw forbidden(CSRF_MISSING)
    request.user = user
    // An account that must have a second factor and has none may do nothing else before enrolling one.
    if (user.mfaPending && !request.routeOptions.config.duringEnrolment)
      throw forbidden('Ative a verificação em duas etapas em Minha conta para continuar.')
  })

  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    if (request.user.role !== role) throw forbidden()
  })

  // Asked of the database each time, not of the session cache: a proof given to another server counts at once.
  app.decorate('requireRecentAuth', async (request: FastifyRequest) => {
    const { sessionId } = request.user
    if (!(await app.repos.sessions.authenticatedWithin(sessionId, app.config.reauthWindowSeconds)))
      throw reauthRequired()
  })
})
