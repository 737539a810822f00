import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the drafts untouched for DRAFT_RETENTION_DAYS; answers how many (audited when any). */
    purgeOldDrafts(): Promise<number>
    /** Deletes finished login challenges and reset links, and throttling counters that hold nothing back. */
    purgeStaleCredentials(): Promise<void>
    /**
     * PGlite: VACUUM, which no autovacuum runs there. It marks the table pages that no longer change as all-visible
     * (the patient list then reads names from its index alone, migration 0015) and frees the space of deleted rows.
     * Each run reads only the pages changed since the last (tens of ms an hour at a clinic's pace). PostgreSQL: nothing
     * (its autovacuum does this).
     */
    vacuumEmbedded(): Promise<void>
  }
}

const HOUR_MS = 3_600_000

/**
 * After start, then every hour: drafts left untouched for DRAFT_RETENTION_DAYS are deleted, and so are the
 * one-time secrets and counters that can no longer be used; then, on PGlite, VACUUM.
 */
export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  const days = app.config.draftRetentionDays
  app.decorate('purgeOldDrafts', async () => {
    const deleted = await app.repos.drafts.deleteOlderThan(new Date(Date.now() - days * 24 * HOUR_MS))
    if (deleted > 0) {
      // A system event: nobody's request, no answers, only how many went.
      await app.auditWriter.append({
        at: new Date(),
        userId: null,
        userEmail: null,
        action: 'draft.expire',
        entity: 'draft',
        entityId: null,
        patientId: null,
        ip: null,
        requestId: null,
        details: { deleted, retentionDays: days },
      })
      app.log.info({ deleted, retentionDays: days }, 'old drafts deleted')
    }
    return deleted
  })
  app.decorate('purgeStaleCredentials', async () => {
    await app.repos.credentials.purgeStale()
    await app.repos.throttle.purgeStale()
  })
  app.decorate('vacuumEmbedded', async () => {
    if (app.dbKind === 'pglite') await app.db.execute(sql`VACUUM`)
  })
  const purge = () =>
    void Promise.all([
      app.purgeOldDrafts().catch((error: unknown) => app.log.error({ err: error }, 'old drafts not deleted')),
      app
        .purgeStaleCredentials()
        .catch((error: unknown) => app.log.error({ err: error }, 'stale credentials not deleted')),
    ])
      .then(() => app.vacuumEmbedded())
      .catch((error: unknown) => app.log.error({ err: error }, 'VACUUM failed'))
  let timer: NodeJS.Timeout | undefined
  app.addHook('onListen', async () => {
    setImmediate(purge)
    timer = setInterval(purge, HOUR_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
})
