import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AuditWriter } from '../audit/writer'

export interface AuditEvent {
  action: string
  entity?: 'patient' | 'evaluation' | 'user' | 'invitation' | 'session'
  entityId?: string
  patientId?: string
  details?: Record<string, unknown>
  /** Who acted, when not the signed-in user (login, registration). */
  actor?: { id: string | null; email: string | null }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Records an event for this request; resolves once it is stored in the chain. */
    audit(request: FastifyRequest, event: AuditEvent): Promise<void>
    auditWriter: AuditWriter
  }
}

export const auditPlugin = fp(async (app: FastifyInstance) => {
  const writer = new AuditWriter(app.db)
  app.decorate('auditWriter', writer)
  app.decorate('audit', (request: FastifyRequest, event: AuditEvent) => {
    const user = (request as { user?: { id: string; email: string } }).user
    return writer.append({
      at: new Date(),
      userId: event.actor?.id ?? user?.id ?? null,
      userEmail: event.actor?.email ?? user?.email ?? null,
      action: event.action,
      entity: event.entity ?? null,
      entityId: event.entityId ?? null,
      patientId: event.patientId ?? null,
      ip: request.ip,
      requestId: request.id,
      details: event.details ?? null,
    })
  })
  app.addHook('onClose', () => writer.idle())
})
