import type { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AuditFields } from '../audit/chain'
import { searchTermHmac } from '../audit/search-term'
import { formatHead } from '../audit/verify'
import { AuditWriter, type WriteWithEntry } from '../audit/writer'
import { copyEntries } from '../repositories/audit'

export interface AuditEvent {
  action: string
  entity?: 'patient' | 'evaluation' | 'user' | 'invitation' | 'session' | 'draft' | 'passkey' | 'family_link'
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
    /**
     * Records a read or a draft save: queued for the next batch (stored within 20 ms) without holding the answer
     * back, unless the audit trail is failing or far behind, in which case the request waits for (and fails with)
     * its entry. For what is done often and changes no record: a draft is saved every few seconds while a clinician
     * types, and is no record until it is registered (a create, audited as a write).
     */
    auditQueued(request: FastifyRequest, event: AuditEvent): Promise<void>
    /**
     * Runs a write that records `event`, stored with the write where the write can take it (its statement or
     * transaction gets the entry to insert with entryInsert; AuditWriter.writeWithEntry), else right after it.
     * Resolves with the write's value once both are stored; a write that wrote nothing (undefined) is not audited.
     */
    auditedWrite<T>(
      request: FastifyRequest,
      event: AuditEvent,
      write: WriteWithEntry<T>,
    ): Promise<T | undefined>
    auditWriter: AuditWriter
    /** What an entry records of a patient search's term (audit/search-term.ts), never the term itself. */
    searchTermHmac(term: string): string
  }
}

// Entries queued beyond this make the next reads wait for their entry (back-pressure).
const MAX_BACKLOG = 2000

interface AuditOptions {
  /** The audit key (HMAC). */
  key: string
  /** PGlite's own client, for the COPY of gathered entries (PGlite only). */
  pglite?: PGlite
}

export const auditPlugin = fp(async (app: FastifyInstance, { key, pglite }: AuditOptions) => {
  const writer = new AuditWriter(app.db, key, {
    onError: (error) => app.log.error({ err: error }, 'audit trail write failed'),
    // PGlite's data folder is locked to this process: no other writer can append to its chain.
    exclusive: app.dbKind === 'pglite',
    copy: pglite && copyEntries(pglite),
  })
  app.decorate('auditWriter', writer)
  app.decorate('searchTermHmac', (term: string) => searchTermHmac(key, term))
  const entryOf = (request: FastifyRequest, event: AuditEvent): AuditFields => {
    const user = (request as { user?: { id: string; email: string } }).user
    return {
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
    }
  }
  app.decorate('audit', (request: FastifyRequest, event: AuditEvent) =>
    writer.append(entryOf(request, event)),
  )
  app.decorate('auditedWrite', <T>(request: FastifyRequest, event: AuditEvent, write: WriteWithEntry<T>) =>
    writer.writeWithEntry(entryOf(request, event), write),
  )
  app.decorate('auditQueued', (request: FastifyRequest, event: AuditEvent) => {
    if (writer.failing || writer.backlog >= MAX_BACKLOG) return writer.append(entryOf(request, event))
    writer.record(entryOf(request, event))
    return Promise.resolve()
  })
  // The head (entry count and last hash) once after start and then every day: written down outside the database
  // (these logs, each backup's .audit-head), it lets `npm run audit:verify -- --expect N:HASH` find entries cut off.
  const logHead = async () => {
    try {
      await writer.idle()
      app.log.info({ auditHead: formatHead(await app.repos.audit.head()) }, 'audit head')
    } catch (error) {
      app.log.error({ err: error }, 'audit head could not be read')
    }
  }
  let daily: NodeJS.Timeout | undefined
  app.addHook('onListen', async () => {
    setImmediate(() => void logHead())
    daily = setInterval(() => void logHead(), 24 * 3600_000).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(daily)
    await writer.idle()
  })
})
