import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import jwt from '@fastify/jwt'
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
  }
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

  const cache = new SessionCache(recheckMs, policy.idleMinutes * 60_000)
  app.decorate('sessions', cache)

  const verified = new VerifiedTokens<TokenClaims & { exp: number }>()
  const verify = async (request: FastifyRequest) => {
    const header = request.headers.authorization
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined
    const known = token && verified.get(token)
    if (known) return known
    const claims = await request.jwtVerify<TokenClaims & { exp: number }>()
    if (token && typeof claims.exp === 'number') verified.set(token, claims)
    return claims
  }

  // A valid signature is not enough: the session behind the token must still be live (logout, disabling).
  app.decorate('authenticate', async (request: FastifyRequest) => {
    let claims: TokenClaims
    try {
      claims = await verify(request)
    } catch {
      throw unauthorized()
    }
    let user = cache.get(claims.sid)
    if (!user) {
      // A sid that is not a UUID cannot name a session (and would make PostgreSQL fail the query: a 500).
      const found = isUuid(claims.sid) ? await app.repos.sessions.findUser(claims.sid, policy) : null
      if (!found) throw unauthorized()
      cache.set(found)
      user = found
    }
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
