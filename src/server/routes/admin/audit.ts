import type { FastifyInstance } from 'fastify'
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import { auditLog } from '../../db/schema'
import { badRequest } from '../../http-error'
import { isUuid } from '../common-schemas'

const query = {
  type: 'object',
  additionalProperties: false,
  properties: {
    userId: { type: 'string', maxLength: 100 },
    patientId: { type: 'string', maxLength: 100 },
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    // Larger numbers than this pass as integers but overflow the bigint comparison in PostgreSQL (a 500).
    before: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const

interface AuditQuery {
  userId?: string
  patientId?: string
  from?: string
  to?: string
  before?: number
  limit: number
}

const text = { type: ['string', 'null'] } as const
const response = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          at: { type: 'string' },
          userId: text,
          userEmail: text,
          action: { type: 'string' },
          entity: text,
          entityId: text,
          patientId: text,
          ip: text,
          requestId: text,
          details: { type: ['object', 'null'], additionalProperties: true },
        },
      },
    },
    nextBefore: { type: ['integer', 'null'] },
  },
} as const

/** ADMIN: the audit trail, newest first, filtered by user, patient and date (UTC days, `to` inclusive). */
export async function auditRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireRole('ADMIN'))
  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    { schema: { querystring: query, response: { 200: response } } },
    async (request) => {
      const { userId, patientId, from, to, before, limit } = request.query
      for (const [name, value] of [
        ['userId', userId],
        ['patientId', patientId],
      ] as const) {
        if (value !== undefined && !isUuid(value)) throw badRequest(`Parâmetro "${name}" inválido.`, [name])
      }
      const conditions = [
        userId ? eq(auditLog.userId, userId) : undefined,
        patientId ? eq(auditLog.patientId, patientId) : undefined,
        // Midnight UTC whatever the session's TimeZone (a PostgreSQL installed in Brazil has its own).
        from ? gte(auditLog.at, sql`${from}::date::timestamp AT TIME ZONE 'UTC'`) : undefined,
        to ? lt(auditLog.at, sql`(${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`) : undefined,
        before ? lt(auditLog.id, before) : undefined,
      ]
      // Reads queued for the next batch are part of the trail the administrator asks for.
      await app.auditWriter.idle()
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1)
      const items = rows.slice(0, limit).map(({ prevHash: _p, hash: _h, ...row }) => row)
      return { items, nextBefore: rows.length > limit ? (items.at(-1)?.id ?? null) : null }
    },
  )
}
