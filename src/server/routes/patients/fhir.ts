import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import { FHIR_JSON } from '../../fhir/base'
import { patientBundleOf } from '../../fhir/collect'
import { fhirSources } from '../../fhir/sources'
import type { ServerQuestionnaire } from '../../questionnaire'
import { endpoint, typed } from '../endpoint'
import { perUserLimit } from '../per-user-limit'

/** The patient's whole record in FHIR R4, as one Bundle for another system: audited and limited like the export. */
export async function patientFhirRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  const sources = fhirSources(instance, questionnaire)

  app.route({
    ...endpoint('GET /patients/:id/fhir'),
    config: {
      notFound: NOT_FOUND.patient,
      ...perUserLimit(app.config.patientExportsPerMinute, 'Muitas exportações de prontuários'),
    },
    handler: async (request, reply) => {
      const { id } = request.params
      const bundle = found(await patientBundleOf(sources, id), 'patient')
      await app.audit(request, {
        action: 'patient.export_fhir',
        entity: 'patient',
        entityId: id,
        patientId: id,
      })
      reply.type(FHIR_JSON)
      return bundle
    },
  })
}
