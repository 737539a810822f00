import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import {
  presentQuestionnaireVersion,
  presentQuestionnaireVersionSummary,
} from '../../presenters/questionnaire'
import { FHIR_JSON } from '../../fhir/base'
import { questionnaireResource } from '../../fhir/questionnaire'
import type { ServerQuestionnaire } from '../../questionnaire'
import { releaseLookup } from '../../questionnaire/releases'
import { endpoint, typed } from '../endpoint'

/** The questionnaire's recorded versions: the detail page, the print and the review read an evaluation with its own. */
export async function questionnaireRoutes(
  instance: FastifyInstance,
  { questionnaire: running }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  const { questionnaire } = app.repos
  // The running version from its files: jsonb keeps no key order, and a field's place comes from it.
  const releaseOf = releaseLookup(running.release, questionnaire)

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

  app.route({
    ...endpoint('GET /questionnaire/versions/:version/fhir'),
    config: { notFound: NOT_FOUND.questionnaireVersion },
    handler: async (request, reply) => {
      const row = found(await questionnaire.find(request.params.version), 'questionnaireVersion')
      reply.type(FHIR_JSON)
      return questionnaireResource(await releaseOf(row.version), row.recordedAt.toISOString())
    },
  })
}
