import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import { presentPendingReset } from '../../presenters/accounts'
import { adminOnly, endpoint } from '../endpoint'

/** ADMIN: the password reset links not used yet, and revoking one. */
export async function passwordResetRoutes(instance: FastifyInstance) {
  const app = adminOnly(instance)
  const { passwordResets } = app.repos.credentials

  app.route({
    ...endpoint('GET /password-resets'),
    handler: async () => (await passwordResets.listPending()).map(presentPendingReset),
  })

  app.route({
    ...endpoint('POST /password-resets/:id/revoke'),
    config: { notFound: NOT_FOUND.reset },
    handler: async (request) => {
      const { id } = request.params
      const { userId } = found(await passwordResets.revoke(id), 'reset')
      // Recorded like its issue and its use (the user whose link it was, the link in details), so that the
      // three entries of one link show the same 'Registro' on 'Auditoria', as an invitation's create and revoke do.
      await app.audit(request, {
        action: 'password_reset.revoked',
        entity: 'user',
        entityId: userId,
        details: { resetId: id },
      })
      return { ok: true }
    },
  })
}
