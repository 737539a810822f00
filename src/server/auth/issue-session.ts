import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Token } from '../../shared/contract/auth'
import type { UserRow } from '../repositories/users'
import { networkOf } from './network'
import { setSessionCookie, wantsBearer } from './session-cookie'

/** Whether MFA_REQUIRED asks this account for a second factor. */
export const mustHaveSecondFactor = (app: FastifyInstance, user: Pick<UserRow, 'role'>) =>
  app.config.mfaRequired === 'all' || (app.config.mfaRequired === 'admins' && user.role === 'ADMIN')

/**
 * Signs the user in: a session (with the browser and network it comes from, for 'Minha conta' and throttling), its
 * audit entry and token. An account that must have a second factor and has none gets a session that may only enrol.
 * A browser gets the token in the session cookie only; a program that asks (x-session-transport: bearer) in the answer.
 * `clearThrottle`: the throttling counter this success clears (Throttle.successKey), in the session's statement.
 */
export async function issueSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'totpSecret'>,
  { clearThrottle }: { clearThrottle?: string } = {},
): Promise<Token> {
  const mfaPending =
    !user.totpSecret && mustHaveSecondFactor(app, user) && !(await app.repos.passkeys.anyOf(user.id))
  const id = crypto.randomUUID()
  const event = {
    action: 'auth.login',
    actor: user,
    entity: 'session',
    entityId: id,
    ...(mfaPending ? { details: { mfaEnrolmentRequired: true } } : {}),
  } as const
  // The session and its audit entry: one statement where the trail allows (PGlite), else the entry right after.
  const session = (await app.auditedWrite(request, event, (entry) =>
    app.repos.sessions.create(
      id,
      user.id,
      { idleMinutes: app.config.sessionIdleMinutes, maxHours: app.config.sessionMaxHours },
      {
        userAgent: String(request.headers['user-agent'] ?? ''),
        ip: request.ip,
        network: networkOf(request.ip),
        mfaPending,
      },
      { entry, clearThrottle },
    ),
  ))!
  const token = app.jwt.sign({ sub: user.email, name: user.name, role: user.role, sid: session.id })
  const answer = {
    expiresAt: session.expiresAt.toISOString(),
    mfaEnrolmentRequired: mfaPending,
    csrfToken: app.csrf.of(session.id),
  }
  if (wantsBearer(request)) return { token, ...answer }
  setSessionCookie(request, reply, token)
  return answer
}
