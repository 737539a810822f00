import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import { presentPendingInvitation } from '../../presenters/accounts'
import { adminOnly, endpoint } from '../endpoint'

/** ADMIN: the invitations not used yet, and revoking one. */
export async function invitationRoutes(instance: FastifyInstance) {
  const app = adminOnly(instance)
  const { invitations } = app.repos

  app.route({
    ...endpoint('GET /invitations'),
    handler: async () => (await invitations.listPending()).map(presentPendingInvitation),
  })

  app.route({
    ...endpoint('POST /invitations/:id/revoke'),
    config: { notFound: NOT_FOUND.invitation },
    handler: async (request) => {
      const { id } = request.params
      found(await invitations.revoke(id), 'invitation')
      await app.audit(request, { action: 'invitation.revoke', entity: 'invitation', entityId: id })
      return { ok: true }
    },
  })
}
