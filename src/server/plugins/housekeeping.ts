import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the drafts untouched for DRAFT_RETENTION_DAYS; answers how many (audited when any). */
    purgeOldDrafts(): Promise<number>
  }
}

const HOUR_MS = 3_600_000

/** Drafts left untouched for DRAFT_RETENTION_DAYS are deleted: after start, then every hour. */
export const draftRetentionPlugin = fp(async (app: FastifyInstance) => {
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
  const purge = () =>
    void app
      .purgeOldDrafts()
      .catch((error: unknown) => app.log.error({ err: error }, 'old drafts not deleted'))
  let timer: NodeJS.Timeout | undefined
  app.addHook('onListen', async () => {
    setImmediate(purge)
    timer = setInterval(purge, HOUR_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
})
