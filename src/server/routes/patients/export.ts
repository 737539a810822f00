import type { FastifyInstance } from 'fastify'
import { asc, eq } from 'drizzle-orm'
import type { JSONSchema7 } from 'json-schema'
import { evaluations } from '../../db/schema'
import { notFound } from '../../http-error'
import type { ServerQuestionnaire } from '../../questionnaire'
import { idParams, isUuid } from '../common-schemas'
import { findPatient } from './repository'

type Labelled = { field: string; label: string; value: unknown }[]

/** Every answered and unanswered question of a section, with its label, in the schema's order. */
function labelled(schema: JSONSchema7 | undefined, values: Record<string, unknown>): Labelled {
  const properties = (schema?.properties ?? {}) as Record<string, JSONSchema7>
  const known = Object.entries(properties).map(([field, property]) => ({
    field,
    label: property.title ?? field,
    value: values[field] ?? null,
  }))
  // Answers to questions a later questionnaire version dropped are kept, unlabelled, rather than lost.
  const unknown = Object.keys(values)
    .filter((field) => !(field in properties))
    .map((field) => ({ field, label: field, value: values[field] }))
  return [...known, ...unknown]
}

/** The patient's complete record as one JSON document, for the family or another clinic (LGPD art. 18). */
export async function patientExportRoutes(
  app: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const schemaById = new Map(questionnaire.schemas.map((s) => [s.$id, s as JSONSchema7]))
  const sectionSteps = questionnaire.wizard.steps.filter((s) => s.target === 'evaluation')
  const patientSchema = schemaById.get('patient.json')

  app.get<{ Params: { id: string } }>(
    '/:id/export',
    { schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params
      const patient = isUuid(id) ? await findPatient(app.db, id) : undefined
      if (!patient) throw notFound('Paciente não encontrado.')
      const rows = await app.db
        .select()
        .from(evaluations)
        .where(eq(evaluations.patientId, id))
        .orderBy(asc(evaluations.createdAt))
      // The record's own columns are not answers: left in, they came out as unlabelled 'id', 'createdAt'...
      const {
        requestKey: _k,
        createdBy: _c,
        id: _i,
        createdAt: _ca,
        updatedAt: _u,
        ...patientFields
      } = patient
      const document = {
        exportedAt: new Date().toISOString(),
        exportedBy: request.user.email,
        questionnaireVersion: questionnaire.wizard.version,
        patient: {
          id: patient.id,
          createdAt: patient.createdAt,
          updatedAt: patient.updatedAt,
          answers: labelled(patientSchema, patientFields),
        },
        evaluations: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt,
          questionnaireVersion: row.questionnaireVersion,
          evaluationData: row.evaluationData,
          mainComplaint: row.mainComplaint,
          sections: sectionSteps.map((step) => ({
            key: step.section,
            title: step.title,
            answers: labelled(schemaById.get(`${step.section}.json`), row.sections[step.section] ?? {}),
          })),
        })),
      }
      await app.audit(request, { action: 'patient.export', entity: 'patient', entityId: id, patientId: id })
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-disposition', `attachment; filename="paciente-${patient.id}-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(document, null, 2))
    },
  )
}
