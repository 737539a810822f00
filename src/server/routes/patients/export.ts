import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import { presentPatientExport } from '../../presenters/export'
import type { ServerQuestionnaire } from '../../questionnaire'
import type { QuestionnaireRelease } from '../../../shared/questionnaire/release'
import { endpoint, typed } from '../endpoint'
import { perUserLimit } from '../per-user-limit'

const indented = (document: unknown) => JSON.stringify(document, null, 2)

/** The patient's complete record as one JSON document, for the family or another clinic (LGPD art. 18). */
export async function patientExportRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  // Each evaluation is labelled with the questionnaire it was answered with (a recorded version never changes).
  const releases = new Map<string, QuestionnaireRelease>([
    [questionnaire.wizard.version, questionnaire.release],
  ])
  const releaseOf = async (version: string) => {
    let release = releases.get(version)
    if (!release) {
      release = (await app.repos.questionnaire.find(version))!.bundle
      releases.set(version, release)
    }
    return release
  }

  app.route({
    ...endpoint('GET /patients/:id/export'),
    config: {
      notFound: NOT_FOUND.patient,
      ...perUserLimit(app.config.patientExportsPerMinute, 'Muitas exportações de prontuários'),
    },
    handler: async (request, reply) => {
      const { id } = request.params
      const patient = found(await app.repos.patients.find(id), 'patient')
      const rows = await app.repos.evaluations.allOfPatient(id)
      const document = presentPatientExport({
        exportedBy: request.user.email,
        release: questionnaire.release,
        patient,
        evaluations: await Promise.all(
          rows.map(async (row) => ({ row, release: await releaseOf(row.questionnaireVersion) })),
        ),
      })
      await app.audit(request, { action: 'patient.export', entity: 'patient', entityId: id, patientId: id })
      const day = new Date().toISOString().slice(0, 10)
      // The API's one answer not written by its compiled serializer: a file for people (the family, another clinic)
      // to read, so indented. The presenter builds every field it holds; the tests hold it to the schema.
      return reply
        .header('content-disposition', `attachment; filename="paciente-${patient.id}-${day}.json"`)
        .type('application/json; charset=utf-8')
        .serializer(indented)
        .send(document)
    },
  })
}
