import type { FastifyInstance } from 'fastify'
import { clearSessionCookie } from '../../auth/session-cookie'
import { identityProof } from '../../auth/identity-proof'
import { endpoint, typed } from '../endpoint'

/** The signed-in user's own session (all also open to a session that must first enrol a second factor). */
export async function sessionRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  const config = { duringEnrolment: true }
  const prove = identityProof(app)

  // The idle timeout tells the client when to warn before the session ends.
  app.route({
    ...endpoint('GET /auth/me'),
    config,
    handler: async (request) => {
      const { id, name, email, role, mfaEnabled, mfaPending, sessionId, expiresAt } = request.user
      return {
        id,
        name,
        email,
        role,
        idleMinutes: app.config.sessionIdleMinutes,
        mfaEnabled,
        mfaEnrolmentRequired: mfaPending,
        expiresAt: expiresAt.toISOString(),
        csrfToken: app.csrf.of(sessionId),
      }
    },
  })

  app.route({
    ...endpoint('POST /auth/logout'),
    config,
    handler: async (request, reply) => {
      await app.repos.sessions.revoke(request.user.sessionId)
      app.sessions.forget(request.user.sessionId)
      await app.audit(request, { action: 'auth.logout', entity: 'session', entityId: request.user.sessionId })
      // Whatever this browser kept of the site (the cookie, a draft, cached pages) goes with the session.
      clearSessionCookie(request, reply)
      return reply.code(204).header('clear-site-data', '"cache", "cookies", "storage"').send(null)
    },
  })

  // Open during enrolment too: enrolling asks for a recent proof, and a login's may be older than the window.
  app.route({
    ...endpoint('POST /auth/reauthenticate'),
    config,
    handler: async (request, reply) => {
      const user = (await app.repos.users.find(request.user.id))!
      await prove(request, user, request.body, {
        kind: 'reauth',
        onFailure: { action: 'auth.reauthentication_failed' },
        passwordField: 'password',
      })
      await app.repos.sessions.markAuthenticated(request.user.sessionId)
      await app.audit(request, {
        action: 'auth.reauthenticated',
        entity: 'session',
        entityId: request.user.sessionId,
      })
      return reply.code(204).send(null)
    },
  })
}
