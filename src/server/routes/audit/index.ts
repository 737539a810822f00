import type { FastifyInstance } from 'fastify'
import { presentAuditEntry } from '../../presenters/audit'
import { endpoint, typed } from '../endpoint'

/** ADMIN: the audit trail, newest first, filtered by user, patient and date (UTC days, `to` inclusive). */
export async function auditRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  app.addHook('onRequest', app.requireRole('ADMIN'))

  app.route({
    ...endpoint('GET /audit'),
    handler: async (request) => {
      const limit = request.query.limit ?? 50
      // Reads queued for the next batch are part of the trail the administrator asks for.
      await app.auditWriter.idle()
      const rows = await app.repos.audit.list({ ...request.query, limit })
      const items = rows.slice(0, limit).map(presentAuditEntry)
      return { items, nextBefore: rows.length > limit ? (items.at(-1)?.id ?? null) : null }
    },
  })
}
