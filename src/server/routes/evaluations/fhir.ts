import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import { FHIR_JSON } from '../../fhir/base'
import { evaluationResponseOf } from '../../fhir/collect'
import { fhirSources } from '../../fhir/sources'
import type { ServerQuestionnaire } from '../../questionnaire'
import { endpoint, typed } from '../endpoint'

/** One evaluation in FHIR R4, as a QuestionnaireResponse to its version's Questionnaire; audited. */
export async function evaluationFhirRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  const sources = fhirSources(instance, questionnaire)

  app.route({
    ...endpoint('GET /evaluations/:id/fhir'),
    config: { notFound: NOT_FOUND.evaluation },
    handler: async (request, reply) => {
      const { id } = request.params
      const { response, patientId } = found(await evaluationResponseOf(sources, id), 'evaluation')
      await app.audit(request, {
        action: 'evaluation.export_fhir',
        entity: 'evaluation',
        entityId: id,
        patientId,
      })
      reply.type(FHIR_JSON)
      return response
    },
  })
}
