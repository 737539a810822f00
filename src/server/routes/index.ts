import type { FastifyInstance } from 'fastify'
import type { ServerQuestionnaire } from '../questionnaire'
import { publicAuthRoutes, sessionRoutes } from './auth'
import { evaluationRoutes } from './evaluations'
import { inviteRoutes } from './invite'
import { patientRoutes } from './patients'

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
    await signedIn.register(evaluationRoutes, { questionnaire })
  })
}
