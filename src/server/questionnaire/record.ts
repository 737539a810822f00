import type { FastifyInstance } from 'fastify'
import type { ServerQuestionnaire } from '.'
import { recordWithMigration } from './apply'
import { planMigration } from './migration'

/**
 * Records the questionnaire the server is about to run, the first time it runs it (audited). A version already
 * recorded with other content means the files changed and their version did not: evaluations would then claim a
 * wording they were not answered with, so the server refuses to start (npm run dev only warns). A new version with a
 * migration file is recorded together with its migration of the stored answers (apply.ts); a file
 * it cannot apply stops the server before anything is written.
 */
export async function recordQuestionnaire(app: FastifyInstance, questionnaire: ServerQuestionnaire) {
  const { release, contentHash } = questionnaire
  const recorded = await app.repos.questionnaire.find(release.version)
  if (!recorded) {
    const plan = planMigration(release)
    const recordedNow = plan
      ? await recordWithMigration(app, questionnaire, plan)
      : await app.repos.questionnaire.record(release, contentHash)
    if (recordedNow)
      await app.auditWriter.append({
        at: new Date(),
        userId: null,
        userEmail: null,
        action: 'questionnaire.record',
        entity: 'questionnaire',
        entityId: release.version,
        patientId: null,
        ip: null,
        requestId: null,
        details: { contentHash },
      })
    return
  }
  if (recorded.contentHash === contentHash) return
  const problem =
    `The questionnaire files (schemas/) differ from version ${release.version} as this database first ran it, ` +
    `but wizard.json still says "version": "${release.version}". Give the changed files a new version ` +
    `(see schemas/README.md and npm run questionnaire:check).`
  if (!app.config.questionnaireDraft) throw new Error(problem)
  app.log.warn(
    `${problem} QUESTIONNAIRE_DRAFT=true: starting anyway; evaluations sent now name the recorded one.`,
  )
}
