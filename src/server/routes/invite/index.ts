import type { FastifyInstance } from 'fastify'
import { createInvitation, type Role } from '../../auth/invitations'

const generateBody = {
  type: 'object',
  additionalProperties: false,
  properties: { role: { type: 'string', enum: ['ADMIN', 'CLINICIAN'] } },
} as const

const generateResponse = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    expiresAt: { type: 'string', format: 'date-time' },
    role: { type: 'string' },
  },
} as const

export async function inviteRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireRole('ADMIN'))

  app.post<{ Body: { role?: Role } }>(
    '/generate',
    {
      // The spec's client posts no body at all.
      preValidation: async (request) => {
        request.body ??= {}
      },
      schema: { body: generateBody, response: { 201: generateResponse } },
    },
    async (request, reply) => {
      const invitation = await createInvitation(app.db, request.body.role ?? 'CLINICIAN', request.user.id)
      await app.audit(request, {
        action: 'invitation.create',
        entity: 'invitation',
        entityId: invitation.id,
        details: { role: invitation.role },
      })
      return reply.code(201).send({ ...invitation, expiresAt: invitation.expiresAt.toISOString() })
    },
  )
}
