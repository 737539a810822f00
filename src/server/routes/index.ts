import type { FastifyInstance } from 'fastify'
import type { ServerQuestionnaire } from '../questionnaire'
import { publicAuthRoutes, sessionRoutes } from './auth'
import { auditRoutes } from './admin/audit'
import { userAdminRoutes } from './admin/users'
import { evaluationRoutes } from './evaluations'
import { inviteRoutes } from './invite'
import { patientRoutes } from './patients'
import { patientExportRoutes } from './patients/export'

export async function apiRoutes(
  app: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  await app.register(publicAuthRoutes, { prefix: '/auth' })
  // Everything else needs a live session.
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.authenticate)
    await signedIn.register(sessionRoutes, { prefix: '/auth' })
    await signedIn.register(inviteRoutes, { prefix: '/invite' })
    await signedIn.register(patientRoutes, { prefix: '/patients' })
    await signedIn.register(patientExportRoutes, { prefix: '/patients', questionnaire })
    await signedIn.register(evaluationRoutes, { questionnaire })
    await signedIn.register(userAdminRoutes)
    await signedIn.register(auditRoutes)
  })
}
