import type { FastifyInstance } from 'fastify'
import { endpoint, typed } from '../endpoint'

/** The signed-in user's own session. */
export async function sessionRoutes(instance: FastifyInstance) {
  const app = typed(instance)

  // The idle timeout tells the client when to warn before the session ends.
  app.route({
    ...endpoint('GET /auth/me'),
    handler: async (request) => {
      const { id, name, email, role } = request.user
      return { id, name, email, role, idleMinutes: app.config.sessionIdleMinutes }
    },
  })

  app.route({
    ...endpoint('POST /auth/logout'),
    handler: async (request, reply) => {
      await app.repos.users.revokeSession(request.user.sessionId)
      app.sessions.forget(request.user.sessionId)
      await app.audit(request, { action: 'auth.logout', entity: 'session', entityId: request.user.sessionId })
      return reply.code(204).send(null)
    },
  })
}
