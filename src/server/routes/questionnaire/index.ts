import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import {
  presentQuestionnaireVersion,
  presentQuestionnaireVersionSummary,
} from '../../presenters/questionnaire'
import { endpoint, typed } from '../endpoint'

/** The questionnaire's recorded versions: the detail page, the print and the review read an evaluation with its own. */
export async function questionnaireRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  const { questionnaire } = app.repos

  app.route({
    ...endpoint('GET /questionnaire/versions'),
    handler: async () => (await questionnaire.list()).map(presentQuestionnaireVersionSummary),
  })

  app.route({
    ...endpoint('GET /questionnaire/versions/:version'),
    config: { notFound: NOT_FOUND.questionnaireVersion },
    handler: async (request) => {
      // A version never changes once recorded: the client keeps the ones it fetched for the session.
      const row = found(await questionnaire.find(request.params.version), 'questionnaireVersion')
      return presentQuestionnaireVersion(row)
    },
  })
}
