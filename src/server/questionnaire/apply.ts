import type { FastifyInstance } from 'fastify'
import { questionnaireRepository } from '../repositories/questionnaire'
import { migrationError, type MigrationPlan } from './migration'
import type { ServerQuestionnaire } from '.'

interface Applied {
  change: string
  /** Evaluations the change rewrote. */
  evaluations: number
}

/** Runs one step; a database error becomes the migration's one-line error naming the change. */
async function step<T>(plan: MigrationPlan, change: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Questionnaire migration ')) throw error
    // Drizzle wraps the database's error in 'Failed query: <the SQL>': the database's own words say what went wrong.
    const cause = (error as { cause?: unknown }).cause
    const reason = (
      cause instanceof Error ? cause : error instanceof Error ? error : new Error(String(error))
    ).message
    throw migrationError(plan.file, change, reason.split('\n')[0] ?? 'failed')
  }
}

/**
 * Records a new version and applies its migration to every stored evaluation, in one transaction with its audit
 * entry (questionnaire.migrate: per change, how many evaluations it rewrote; never an answer): all of it, or, when
 * any step fails, nothing (no version recorded, no answer changed) and the error stops the server.
 *
 * An evaluation a step rewrites moves to the new version: its answers now carry the new names and codes, which only
 * the new version's questions label (the old one has no such field or option). Evaluations no step touches keep
 * their version, and with it the words they were answered with. Answers of removed or retyped questions stay as
 * they are. Answers whether the version was recorded now (false: another server recorded and migrated it first).
 */
export async function recordWithMigration(
  app: FastifyInstance,
  { release, contentHash }: ServerQuestionnaire,
  plan: MigrationPlan,
): Promise<boolean> {
  const { version } = release
  return app.db.transaction(async (tx) => {
    // Inside the transaction only `tx`: PGlite would wait forever on the outer connection.
    const versions = questionnaireRepository(tx)
    if (!(await versions.record(release, contentHash))) return false
    const applied: Applied[] = []
    for (const rename of plan.renames) {
      const [section, field] = rename.to
      const holding = await step(plan, rename.change, () => versions.answering(rename.to))
      if (holding)
        throw migrationError(
          plan.file,
          rename.change,
          `${holding} evaluation(s) already answer ${section}.${field}; renaming onto it would overwrite them`,
        )
      applied.push({
        change: rename.change,
        evaluations: await step(plan, rename.change, () => versions.rename(rename, version)),
      })
    }
    for (const recode of plan.recodes) {
      const counts = await step(plan, recode.change, () => versions.recode(recode, version))
      for (const [from, to] of Object.entries(recode.codes))
        applied.push({ change: `${recode.change} ${from} → ${String(to)}`, evaluations: counts[from] ?? 0 })
      const misfits = await step(plan, recode.change, () => versions.misfits(recode))
      if (misfits.n)
        throw migrationError(
          plan.file,
          recode.change,
          `${misfits.n} evaluation(s) hold a code version ${version} does not list ("${misfits.example}"): recode it too`,
        )
    }
    const moved = await step(plan, 'moving evaluations', () => versions.evaluationsOf(version))
    await step(plan, 'audit', () =>
      app.auditWriter.appendWithin(tx, {
        at: new Date(),
        userId: null,
        userEmail: null,
        action: 'questionnaire.migrate',
        entity: 'questionnaire',
        entityId: version,
        patientId: null,
        ip: null,
        requestId: null,
        details: { changes: applied, removals: plan.removals, retyped: plan.retyped, movedToVersion: moved },
      }),
    )
    return true
  })
}
