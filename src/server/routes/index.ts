import type { FastifyInstance } from 'fastify'
import type { FamilySessions } from '../auth/family-session'
import type { ServerQuestionnaire } from '../questionnaire'
import { accountRoutes } from './account'
import { passkeyAccountRoutes } from './account/passkeys'
import { auditRoutes } from './audit'
import { publicAuthRoutes } from './auth'
import { passkeyAuthRoutes } from './auth/passkeys'
import { sessionRoutes } from './auth/session'
import { draftRoutes } from './drafts'
import { evaluationRoutes } from './evaluations'
import { familyRoutes } from './family'
import { familyLinkRoutes } from './family-links'
import { invitationRoutes } from './invitations'
import { fhirImportRoutes } from './fhir/import'
import { inviteRoutes } from './invite'
import { openApiRoutes } from './openapi'
import { passwordResetRoutes } from './password-resets'
import { patientRoutes } from './patients'
import { patientEvaluationRoutes } from './patients/evaluations'
import { patientExportRoutes } from './patients/export'
import { fhirRoutes } from './fhir'
import { patientFamilyLinkRoutes } from './patients/family-links'
import { questionnaireRoutes } from './questionnaire'
import { userRoutes } from './users'

/** The API, under /api: each folder holds the routes of its URL (routes/patients: /api/patients/…). */
export async function apiRoutes(
  app: FastifyInstance,
  {
    questionnaire,
    deviceKeySecret,
    familySessions,
  }: {
    questionnaire: ServerQuestionnaire
    /** Seals offline drafts (routes/drafts). */ deviceKeySecret: string
    /** Signs the families' sessions (routes/family). */ familySessions: FamilySessions
  },
) {
  await app.register(publicAuthRoutes)
  await app.register(passkeyAuthRoutes)
  // The families' door: their own session, never a clinician's.
  await app.register(familyRoutes, { questionnaire, sessions: familySessions })
  // Everything else needs a live session.
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.authenticate)
    await signedIn.register(draftRoutes, { deviceKeySecret })
    // The others take the questionnaire, or nothing.
    for (const routes of [
      sessionRoutes,
      accountRoutes,
      passkeyAccountRoutes,
      patientRoutes,
      patientEvaluationRoutes,
      patientExportRoutes,
      fhirRoutes,
      evaluationRoutes,
      patientFamilyLinkRoutes,
      familyLinkRoutes,
      questionnaireRoutes,
      inviteRoutes,
      invitationRoutes,
      userRoutes,
      auditRoutes,
      fhirImportRoutes,
      passwordResetRoutes,
      openApiRoutes,
    ])
      await signedIn.register(routes, { questionnaire })
  })
}
