import type { FastifyInstance } from 'fastify'
import { strToU8, zipSync } from 'fflate'
import { found, NOT_FOUND } from '../../http-error'
import { presentPatientExport } from '../../presenters/export'
import { exportPdf } from '../../presenters/export-pdf'
import { todayIn } from '../../../shared/dates'
import type { ServerQuestionnaire } from '../../questionnaire'
import { releaseLookup } from '../../questionnaire/releases'
import { endpoint, typed } from '../endpoint'
import { patientEvent } from '../record-event'
import { perUserLimit } from '../per-user-limit'

/** The child's name as a file name: ASCII letters and digits, words joined by hyphens ('Ana Souza' -> 'ana-souza'). */
export const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'paciente'

/** A whole record's export (the zip or the FHIR Bundle): the patient's 404, and a limit per user on exports. */
export const patientExportConfig = (perMinute: number) => ({
  notFound: NOT_FOUND.patient,
  ...perUserLimit(perMinute, 'Muitas exportações de prontuários'),
})

/**
 * The patient's complete record, for the family or another clinic (LGPD art. 18): a zip named after the child and
 * the day, holding the record as one JSON document and as a PDF a person reads.
 */
export async function patientExportRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  // Each evaluation is labelled with the questionnaire it was answered with.
  const releaseOf = releaseLookup(questionnaire.release, app.repos.questionnaire)

  app.route({
    ...endpoint('GET /patients/:id/export'),
    config: patientExportConfig(app.config.patientExportsPerMinute),
    handler: async (request, reply) => {
      const { id } = request.params
      const patient = found(await app.repos.patients.find(id), 'patient')
      const rows = await app.repos.evaluations.allOfPatient(id)
      const input = {
        exportedBy: request.user.email,
        release: questionnaire.release,
        patient,
        evaluations: await Promise.all(
          rows.map(async (row) => ({ row, release: await releaseOf(row.questionnaireVersion) })),
        ),
      }
      const document = presentPatientExport(input)
      const pdf = await exportPdf(input, document)
      await app.audit(request, patientEvent('patient.export', id))
      const name = `${fileSlug(patient.name)}-${todayIn(app.config.clinicTimeZone)}`
      // Indented for people to read; the presenter builds every field it holds, the tests hold it to the schema.
      // The PDF's streams are compressed already.
      const zip = zipSync({
        [`${name}.json`]: strToU8(JSON.stringify(document, null, 2)),
        [`${name}.pdf`]: [pdf, { level: 0 }],
      })
      return reply
        .header('content-disposition', `attachment; filename="${name}.zip"`)
        .type('application/zip')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength))
    },
  })
}
