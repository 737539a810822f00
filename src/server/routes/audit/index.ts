import type { FastifyInstance } from 'fastify'
import { badRequest } from '../../http-error'
import { presentAuditEntry } from '../../presenters/audit'
import { isTimeZone } from '../../../shared/dates'
import { adminOnly, endpoint } from '../endpoint'

/** ADMIN: the audit trail, newest first, filtered by user, patient and date (days in the caller's time zone). */
export async function auditRoutes(instance: FastifyInstance) {
  const app = adminOnly(instance)

  app.route({
    ...endpoint('GET /audit'),
    handler: async (request) => {
      const { timeZone } = request.query
      if (timeZone !== undefined && !isTimeZone(timeZone))
        throw badRequest('Fuso horário desconhecido.', ['timeZone'])
      const limit = request.query.limit ?? 50
      // Reads queued for the next batch are part of the trail the administrator asks for.
      await app.auditWriter.idle()
      const rows = await app.repos.audit.list({ ...request.query, limit })
      const items = rows.slice(0, limit).map(presentAuditEntry)
      return { items, nextBefore: rows.length > limit ? (items.at(-1)?.id ?? null) : null }
    },
  })
}
