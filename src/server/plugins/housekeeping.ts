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
     * Empties the answers of family links no one can read any more (revoked, or expired unsent); answers how many
     * links it emptied.
     */
    purgeUnreachableFamilyAnswers(): Promise<number>
    /**
     * PGlite: VACUUM, which no autovacuum runs there. It marks the table pages that no longer change as all-visible
     * (the patient list then reads names from its index alone, migration 0015) and frees the space of deleted rows.
     * Each run reads only the pages changed since the last (tens of ms an hour at a clinic's pace). PostgreSQL: nothing
     * (its autovacuum does this).
     */
    vacuumEmbedded(): Promise<void>
    /**
     * PostgreSQL: whether its autovacuum is off, said once after start as a warning in the log (true) or not
     * (false). PGlite: false (it has none; vacuumEmbedded does its work).
     */
    warnIfNoAutovacuum(): Promise<boolean>
  }
}

const HOUR_MS = 3_600_000

/** How long after the server starts listening housekeeping first runs. */
export const HOUSEKEEPING_DELAY_MS = 60_000
/** How often it runs after that. */
export const HOUSEKEEPING_INTERVAL_MS = HOUR_MS

/**
 * A minute after start (HOUSEKEEPING_DELAY_MS), then every hour: drafts left untouched for DRAFT_RETENTION_DAYS are
 * deleted, and so are the one-time secrets and counters that can no longer be used and the family answers no one can
 * read any more; then, on PGlite, VACUUM. On PostgreSQL, once after start, a warning in the log if its autovacuum is
 * off.
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
    // Before the login challenges: a passkey's challenge may name one.
    await app.repos.passkeys.challenges.purgeStale()
    await app.repos.credentials.purgeStale()
    await app.repos.throttle.purgeStale()
  })
  app.decorate('purgeUnreachableFamilyAnswers', async () => {
    const emptied = await app.repos.familyLinks.purgeUnreachableAnswers()
    if (emptied > 0) app.log.info({ emptied }, 'unreachable family answers deleted')
    return emptied
  })
  app.decorate('vacuumEmbedded', async () => {
    if (app.dbKind === 'pglite') await app.db.execute(sql`VACUUM`)
  })
  app.decorate('warnIfNoAutovacuum', async () => {
    if (app.dbKind === 'pglite') return false
    const { rows } = (await app.db.execute(
      sql`SELECT current_setting('autovacuum') = 'off' AS off`,
    )) as unknown as { rows: { off: boolean }[] }
    if (!rows[0]?.off) return false
    // Seen on a database server set up for tests: drafts saved again and again grew to 1.4 GB for 600 drafts.
    app.log.warn(
      'autovacuum is off on this PostgreSQL: the rows the app updates and deletes often (drafts saved while a ' +
        'clinician types, sessions, login challenges, throttling counters) are never cleaned up, and those tables ' +
        'and the queries on them grow without bound. Turn it on (autovacuum = on in postgresql.conf).',
    )
    return true
  })
  const purge = () =>
    void Promise.all([
      app.purgeOldDrafts().catch((error: unknown) => app.log.error({ err: error }, 'old drafts not deleted')),
      app
        .purgeStaleCredentials()
        .catch((error: unknown) => app.log.error({ err: error }, 'stale credentials not deleted')),
      app
        .purgeUnreachableFamilyAnswers()
        .catch((error: unknown) => app.log.error({ err: error }, 'unreachable family answers not deleted')),
    ])
      .then(() => app.vacuumEmbedded())
      .catch((error: unknown) => app.log.error({ err: error }, 'VACUUM failed'))
  let first: NodeJS.Timeout | undefined
  let timer: NodeJS.Timeout | undefined
  app.addHook('onListen', async () => {
    setImmediate(
      () =>
        void app
          .warnIfNoAutovacuum()
          .catch((error: unknown) => app.log.error({ err: error }, 'autovacuum setting not read')),
    )
    // Not at once: a VACUUM holds the embedded database, and the first requests after a start must not wait for it.
    first = setTimeout(() => {
      purge()
      timer = setInterval(purge, HOUSEKEEPING_INTERVAL_MS).unref()
    }, HOUSEKEEPING_DELAY_MS).unref()
  })
  app.addHook('onClose', async () => {
    clearTimeout(first)
    clearInterval(timer)
  })
})
