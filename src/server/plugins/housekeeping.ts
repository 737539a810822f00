import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the drafts untouched for DRAFT_RETENTION_DAYS; answers how many (audited when any). */
    purgeOldDrafts(): Promise<number>
    /** Deletes finished login challenges and reset links, and throttling counters that hold nothing back. */
    purgeStaleCredentials(): Promise<void>
  }
}

const HOUR_MS = 3_600_000

/**
 * After start, then every hour: drafts left untouched for DRAFT_RETENTION_DAYS are deleted, and so are the
 * one-time secrets and counters that can no longer be used.
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
  const purge = () => {
    void app
      .purgeOldDrafts()
      .catch((error: unknown) => app.log.error({ err: error }, 'old drafts not deleted'))
    void app
      .purgeStaleCredentials()
      .catch((error: unknown) => app.log.error({ err: error }, 'stale credentials not deleted'))
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onListen', async () => {
    setImmediate(purge)
    timer = setInterval(purge, HOUR_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
})
