import type { FastifyInstance } from 'fastify'
import type { JSONSchema7 } from 'json-schema'
import { found, NOT_FOUND } from '../../http-error'
import type { ServerQuestionnaire } from '../../questionnaire'
import type { QuestionnaireRelease } from '../../../shared/questionnaire/release'
import type { PatientExport } from '../../../shared/contract/export'
import { endpoint, typed } from '../endpoint'

type Answers = PatientExport['patient']['answers']

/** Every answered and unanswered question of a section, with its label, in the schema's order. */
function labelled(schema: JSONSchema7 | undefined, values: Record<string, unknown>): Answers {
  const properties = (schema?.properties ?? {}) as Record<string, JSONSchema7>
  const known = Object.entries(properties).map(([field, property]) => ({
    field,
    label: property.title ?? field,
    value: values[field] ?? null,
  }))
  // Answers the version's schema does not list (none, unless a migration went wrong) are kept, unlabelled.
  const unknown = Object.keys(values)
    .filter((field) => !(field in properties))
    .map((field) => ({ field, label: field, value: values[field] }))
  return [...known, ...unknown]
}

/** The patient's complete record as one JSON document, for the family or another clinic (LGPD art. 18). */
export async function patientExportRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  const patientSchema = questionnaire.release.patient as JSONSchema7
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
  const sectionsOf = (release: QuestionnaireRelease, values: Record<string, Record<string, unknown>>) =>
    release.wizard.steps
      .filter((step) => step.target === 'evaluation')
      .map((step) => ({
        key: step.section,
        title: step.title,
        answers: labelled(release.files[step.schema] as JSONSchema7, values[step.section] ?? {}),
      }))

  app.route({
    ...endpoint('GET /patients/:id/export'),
    config: { notFound: NOT_FOUND.patient },
    handler: async (request, reply) => {
      const { id } = request.params
      const patient = found(await app.repos.patients.find(id), 'patient')
      const rows = await app.repos.evaluations.allOfPatient(id)
      const answers = Object.fromEntries(
        questionnaire.patientFields.map((field) => [field, patient[field as keyof typeof patient]]),
      )
      const document: PatientExport = {
        exportedAt: new Date().toISOString(),
        exportedBy: request.user.email,
        questionnaireVersion: questionnaire.wizard.version,
        patient: {
          id: patient.id,
          createdAt: patient.createdAt.toISOString(),
          updatedAt: patient.updatedAt.toISOString(),
          answers: labelled(patientSchema, answers),
        },
        evaluations: await Promise.all(
          rows.map(async (row) => ({
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            questionnaireVersion: row.questionnaireVersion,
            evaluationData: row.evaluationData,
            mainComplaint: row.mainComplaint,
            sections: sectionsOf(await releaseOf(row.questionnaireVersion), row.sections),
          })),
        ),
      }
      await app.audit(request, { action: 'patient.export', entity: 'patient', entityId: id, patientId: id })
      const day = new Date().toISOString().slice(0, 10)
      // Pretty-printed: a person may read the file. A string is sent as it is (the schema documents its shape).
      return reply
        .header('content-disposition', `attachment; filename="paciente-${patient.id}-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(document, null, 2) as unknown as PatientExport)
    },
  })
}
