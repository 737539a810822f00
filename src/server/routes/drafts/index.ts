import type { FastifyInstance } from 'fastify'
import { conflict, found, HttpError, NOT_FOUND } from '../../http-error'
import { presentDraft, presentDraftSaved, presentDraftSummary } from '../../presenters/drafts'
import { deviceKeyFor } from '../../auth/device-key'
import { endpoint, typed } from '../endpoint'

/**
 * The signed-in clinician's drafts: saved while the wizard is typed in (at most 2 s after a change, and at every step
 * change), listed on Início, opened again from any computer, discarded. Another user's draft is never found. Saves
 * and discards are audited (saves, made every few seconds, in the next batch of entries, as reads are); the answers
 * never go into the trail.
 */
export async function draftRoutes(
  instance: FastifyInstance,
  { deviceKeySecret }: { deviceKeySecret: string },
) {
  const app = typed(instance)
  const { drafts } = app.repos
  const config = { notFound: NOT_FOUND.draft }
  const limits = { quota: app.config.draftQuota, totalBytes: app.config.draftTotalBytes }

  app.route({
    ...endpoint('GET /drafts'),
    handler: async (request) => (await drafts.listOf(request.user.id)).map(presentDraftSummary),
  })

  // Not audited: it reads no record, and the wizard asks for it on every page load.
  app.route({
    ...endpoint('GET /drafts/device-key'),
    handler: async (request) => ({ key: deviceKeyFor(deviceKeySecret, request.user.sessionId) }),
  })

  app.route({
    ...endpoint('GET /drafts/:id'),
    config,
    handler: async (request) => {
      const draft = found(await drafts.find(request.params.id, request.user.id), 'draft')
      await app.auditQueued(request, { action: 'draft.read', entity: 'draft', entityId: draft.id })
      return presentDraft(draft)
    },
  })

  app.route({
    ...endpoint('PUT /drafts/:id'),
    config: { ...config, tooDeep: 'O rascunho tem uma estrutura inválida.' },
    handler: async (request) => {
      const { id } = request.params
      const { label, content } = request.body
      const saved = found(
        await drafts.save(id, request.user.id, { label, step: content.step, content }, limits),
        'draft',
      )
      if (saved === 'quota')
        throw conflict(
          `Você já tem ${limits.quota} rascunhos. Envie ou descarte um deles para começar outro cadastro.`,
        )
      if (saved === 'size')
        throw new HttpError(
          413,
          'Seus rascunhos ocupam espaço demais. Envie ou descarte algum deles para continuar salvando.',
        )
      await app.auditQueued(request, {
        action: saved.created ? 'draft.create' : 'draft.save',
        entity: 'draft',
        entityId: id,
        details: { step: content.step },
      })
      return presentDraftSaved(id, saved)
    },
  })

  app.route({
    ...endpoint('DELETE /drafts/:id'),
    config,
    handler: async (request, reply) => {
      const { id } = request.params
      found(await drafts.delete(id, request.user.id), 'draft')
      await app.audit(request, { action: 'draft.discard', entity: 'draft', entityId: id })
      return reply.code(204).send(null)
    },
  })
}
