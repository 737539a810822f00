import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import { FHIR_JSON } from '../../fhir/base'
import { patientBundleOf } from '../../fhir/collect'
import { fhirSources } from '../../fhir/sources'
import type { ServerQuestionnaire } from '../../questionnaire'
import { todayIso } from '../../../shared/dates'
import { endpoint, typed } from '../endpoint'
import { fileSlug } from './export'
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
      const { bundle, patient } = found(await patientBundleOf(sources, id), 'patient')
      await app.audit(request, {
        action: 'patient.export_fhir',
        entity: 'patient',
        entityId: id,
        patientId: id,
      })
      // Named for the person who downloads it, as the patient export is.
      const name = `${fileSlug(patient.name)}-${todayIso()}.fhir.json`
      reply.type(FHIR_JSON).header('content-disposition', `attachment; filename="${name}"`)
      return bundle
    },
  })
}
