import type { FastifyInstance } from 'fastify'
import type { ServerQuestionnaire } from '../questionnaire'
import { publicAuthRoutes, sessionRoutes } from './auth'
import { inviteRoutes } from './invite'

export async function apiRoutes(app: FastifyInstance, _options: { questionnaire: ServerQuestionnaire }) {
  await app.register(publicAuthRoutes, { prefix: '/auth' })
  // Everything else needs a live session.
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.authenticate)
    await signedIn.register(sessionRoutes, { prefix: '/auth' })
    await signedIn.register(inviteRoutes, { prefix: '/invite' })
  })
}
