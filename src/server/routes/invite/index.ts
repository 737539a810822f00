import type { FastifyInstance } from 'fastify'
import { presentNewInvitation } from '../../presenters/accounts'
import { adminOnly, endpoint } from '../endpoint'

/** ADMIN: 'Gerar Convite'. */
export async function inviteRoutes(instance: FastifyInstance) {
  const app = adminOnly(instance)

  app.route({
    ...endpoint('POST /invite/generate'),
    // The first client posted no body at all.
    preValidation: async (request) => {
      request.body ??= {}
    },
    handler: async (request, reply) => {
      const invitation = await app.repos.invitations.create(request.body.role ?? 'CLINICIAN', request.user.id)
      await app.audit(request, {
        action: 'invitation.create',
        entity: 'invitation',
        entityId: invitation.id,
        details: { role: invitation.role },
      })
      return reply.code(201).send(presentNewInvitation(invitation))
    },
  })
}
