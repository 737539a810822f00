import type { FastifyInstance } from 'fastify'
import type { ServerQuestionnaire } from '../../questionnaire'
import { apiDocument } from '../../openapi/api-document'
import { adminOnly, endpoint } from '../endpoint'

/** ADMIN: this API as OpenAPI 3.1, with the questionnaire this server runs. */
export async function openApiRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = adminOnly(instance)
  let document: ReturnType<typeof apiDocument> | undefined

  app.route({
    ...endpoint('GET /openapi.json'),
    // Built at the first call: the same for the process's whole life.
    handler: async () => (document ??= apiDocument(questionnaire.schemas)),
  })
}
