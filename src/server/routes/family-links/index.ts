import type { FastifyInstance } from 'fastify'
import { conflict, found, NOT_FOUND } from '../../http-error'
import {
  familyLinkStatus,
  presentFamilyLinkAnswers,
  presentPendingFamilyAnswers,
} from '../../presenters/family-links'
import { endpoint, typed } from '../endpoint'
import { recordEvent } from '../record-event'

/** The clinician's side of the families' answers: those waiting for review, reading one, revoking a link. */
export async function familyLinkRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  const { familyLinks } = app.repos
  const config = { notFound: NOT_FOUND.familyLink }

  app.route({
    ...endpoint('GET /family-links/pending'),
    handler: async (request) => {
      const rows = await familyLinks.listPending()
      await app.auditQueued(request, {
        action: 'family_link.pending',
        entity: 'family_link',
        details: { count: rows.length },
      })
      return rows.map(presentPendingFamilyAnswers)
    },
  })

  app.route({
    ...endpoint('GET /family-links/:id/answers'),
    config,
    handler: async (request) => {
      const link = found(await familyLinks.find(request.params.id), 'familyLink')
      const status = familyLinkStatus(link)
      if (status === 'revisado')
        throw conflict('Essas respostas da família já foram revisadas numa avaliação.')
      if (status === 'revogado') throw conflict('Este link da família foi revogado.')
      if (status !== 'enviado') throw conflict('A família ainda não enviou as respostas deste link.')
      await app.auditQueued(request, recordEvent('family_link.answers', link))
      return presentFamilyLinkAnswers(link)
    },
  })

  app.route({
    ...endpoint('DELETE /family-links/:id'),
    config,
    handler: async (request, reply) => {
      const { id } = request.params
      const revoked = await familyLinks.revoke(id)
      if (!revoked) {
        const link = found(await familyLinks.find(id), 'familyLink')
        if (link.reviewedAt)
          throw conflict('Respostas já revisadas numa avaliação não podem mais ser revogadas.')
        // Already revoked: nothing more to do.
        return reply.code(204).send(null)
      }
      await app.audit(request, recordEvent('family_link.revoke', revoked))
      return reply.code(204).send(null)
    },
  })
}
