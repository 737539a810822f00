import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import { FHIR_JSON } from '../../fhir/base'
import { evaluationResponseOf, patientBundleOf } from '../../fhir/collect'
import { fhirSources } from '../../fhir/sources'
import type { ServerQuestionnaire } from '../../questionnaire'
import { todayIn } from '../../../shared/dates'
import { endpoint, typed } from '../endpoint'
import { patientEvent, recordEvent } from '../record-event'
import { fileSlug, patientExportConfig } from '../patients/export'

/**
 * The records in FHIR R4 for another system: a patient's whole record as one Bundle (audited and limited like the
 * export), and one evaluation as a QuestionnaireResponse to its version's Questionnaire (audited).
 */
export async function fhirRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  const sources = fhirSources(instance, questionnaire)

  app.route({
    ...endpoint('GET /patients/:id/fhir'),
    config: patientExportConfig(app.config.patientExportsPerMinute),
    handler: async (request, reply) => {
      const { id } = request.params
      const { bundle, patient } = found(await patientBundleOf(sources, id), 'patient')
      await app.audit(request, patientEvent('patient.export_fhir', id))
      // Named for the person who downloads it, as the patient export is.
      const name = `${fileSlug(patient.name)}-${todayIn(app.config.clinicTimeZone)}.fhir.json`
      reply.type(FHIR_JSON).header('content-disposition', `attachment; filename="${name}"`)
      return bundle
    },
  })

  app.route({
    ...endpoint('GET /evaluations/:id/fhir'),
    config: { notFound: NOT_FOUND.evaluation },
    handler: async (request, reply) => {
      const { id } = request.params
      const { response, patientId } = found(await evaluationResponseOf(sources, id), 'evaluation')
      await app.audit(request, recordEvent('evaluation.export_fhir', { id, patientId }))
      reply.type(FHIR_JSON)
      return response
    },
  })
}
