import type { FastifyInstance } from 'fastify'
import { badRequest } from '../../http-error'
import { FHIR_JSON } from '../../fhir/base'
import { FhirImportError, importFhir, importSummary, recordedReleases } from '../../fhir/import'
import { readPatientMapping } from '../../questionnaire/patient-mapping'
import type { ServerQuestionnaire } from '../../questionnaire'
import { MAX_BODY_DEPTH, nestsDeeperThan } from '../../plugins/json-depth'
import { adminOnly, endpoint } from '../endpoint'
import { patientEvent, recordEvent } from '../record-event'

/** A patient's record with many evaluations: larger than the API's usual bodies. */
export const FHIR_IMPORT_BODY_LIMIT = 8 * 1024 * 1024

/** ADMIN: a FHIR R4 record (a QuestionnaireResponse or a patient's Bundle) imported as evaluations, audited. */
export async function fhirImportRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = adminOnly(instance)
  const mappingFile = readPatientMapping()
  const releaseOf = recordedReleases(app.repos.questionnaire)
  // FHIR's own media type, parsed as the API parses JSON (nesting checked first, prototype poisoning refused).
  const parse = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser(FHIR_JSON, { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_BODY_DEPTH))
      return done(badRequest('O conteúdo enviado tem uma estrutura inválida.'), undefined)
    void parse(request, body as string, done)
  })

  app.route({
    ...endpoint('POST /fhir/import'),
    bodyLimit: FHIR_IMPORT_BODY_LIMIT,
    handler: async (request, reply) => {
      let result
      try {
        result = await importFhir(
          {
            repos: app.repos,
            releaseOf,
            transaction: app.transaction,
            current: questionnaire.release,
            mappingFile,
            importedBy: request.user.id,
          },
          request.body,
        )
      } catch (error) {
        if (error instanceof FhirImportError) throw badRequest(error.message)
        throw error
      }
      const { patient, evaluations } = result
      if (patient.created)
        await app.audit(request, patientEvent('patient.create', patient.id, { via: 'fhir import' }))
      for (const evaluation of evaluations.filter((e) => e.created))
        await app.audit(
          request,
          recordEvent(
            'evaluation.import_fhir',
            { id: evaluation.id, patientId: patient.id },
            {
              questionnaireVersion: evaluation.questionnaireVersion,
            },
          ),
        )
      const created = patient.created || evaluations.some((e) => e.created)
      return reply.code(created ? 201 : 200).send({ ...result, message: importSummary(result) })
    },
  })
}
