import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import jwt from '@fastify/jwt'
import type { Role } from '../auth/invitations'
import { findSessionUser, type SessionPolicy, type SessionUser } from '../auth/sessions'
import { forbidden, unauthorized } from '../http-error'
import { isUuid } from '../routes/common-schemas'

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
  }
}

export interface AuthOptions {
  secret: string
  policy: SessionPolicy
}

export const authPlugin = fp(async (app: FastifyInstance, { secret, policy }: AuthOptions) => {
  await app.register(jwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: `${policy.maxHours}h` },
    verify: { algorithms: ['HS256'] },
  })

  // A valid signature is not enough: the session behind the token must still be live (logout, disabling).
  app.decorate('authenticate', async (request: FastifyRequest) => {
    let claims: TokenClaims
    try {
      claims = await request.jwtVerify<TokenClaims>()
    } catch {
      throw unauthorized()
    }
    // A sid that is not a UUID cannot name a session (and would make PostgreSQL fail the query: a 500).
    const user = isUuid(claims.sid) ? await findSessionUser(app.db, claims.sid, policy) : null
    if (!user) throw unauthorized()
    request.user = user
  })

  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    if (request.user.role !== role) throw forbidden()
  })
})
