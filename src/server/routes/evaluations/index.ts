import type { FastifyInstance, FastifyReply } from 'fastify'
import { desc, eq, sql } from 'drizzle-orm'
import { preparedPerDb } from '../../db/prepared'
import { evaluations } from '../../db/schema'
import { isUniqueViolation } from '../../db/errors'
import { conflict, notFound } from '../../http-error'
import type { ServerQuestionnaire } from '../../questionnaire'
import {
  evaluationResponse,
  idempotencyHeaders,
  idParams,
  isUuid,
  type IdempotencyHeaders,
} from '../common-schemas'
import { findPatient } from '../patients/repository'

type EvaluationRow = typeof evaluations.$inferSelect

const evaluationsOfPatient = preparedPerDb((db) =>
  db
    .select({
      id: evaluations.id,
      patientId: evaluations.patientId,
      evaluationData: evaluations.evaluationData,
      mainComplaint: evaluations.mainComplaint,
      createdAt: evaluations.createdAt,
    })
    .from(evaluations)
    .where(eq(evaluations.patientId, sql.placeholder('patientId')))
    .orderBy(desc(evaluations.createdAt))
    .limit(500)
    .prepare('evaluations_of_patient'),
)

const evaluationById = preparedPerDb((db) =>
  db
    .select()
    .from(evaluations)
    .where(eq(evaluations.id, sql.placeholder('id')))
    .prepare('evaluation_by_id'),
)

const placeholders = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, never>

const insertEvaluation = preparedPerDb((db) =>
  db
    .insert(evaluations)
    .values(
      placeholders(
        'patientId',
        'evaluationData',
        'mainComplaint',
        'sections',
        'questionnaireVersion',
        'requestKey',
        'createdBy',
      ),
    )
    .returning()
    .prepare('insert_evaluation'),
)
type EvaluationBody = { patientId: string; evaluationData?: string; mainComplaint?: string } & Record<
  string,
  unknown
>

const summary = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    patientId: { type: 'string' },
    evaluationData: { type: ['string', 'null'] },
    mainComplaint: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const
const summaryList = { type: 'array', items: summary } as const
const evaluationNotFound = () => notFound('Avaliação não encontrada.')
const patientNotFound = () => notFound('Paciente não encontrado.')

/** The evaluation's sections are exactly the wizard's evaluation steps, each validated by its own schema file. */
function evaluationBody(sections: string[]) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['patientId'],
    properties: {
      patientId: { type: 'string', format: 'uuid' },
      evaluationData: { type: 'string', format: 'date' },
      mainComplaint: { type: 'string', maxLength: 4000 },
      ...Object.fromEntries(sections.map((section) => [section, { $ref: `${section}.json#` }])),
    },
  }
}

const toApi = ({ sections, requestKey: _key, createdBy: _by, ...row }: EvaluationRow) => ({
  ...sections,
  ...row,
})

/**
 * A full evaluation is some 230 answers (about 30 KB), all validated on the way in: the engine's JSON.stringify
 * writes it several times faster than the serializer compiled from the response schema, which walks every key.
 * The schema still documents the answer; toApi gives exactly its fields.
 */
const fullRecord = (reply: FastifyReply, row: EvaluationRow) =>
  reply.serializer(JSON.stringify).send(toApi(row))

export async function evaluationRoutes(
  app: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const sectionKeys = questionnaire.wizard.steps
    .filter((s) => s.target === 'evaluation')
    .map((s) => s.section)
  const full = evaluationResponse(sectionKeys)
  const listOf = (patientId: string) => evaluationsOfPatient(app.db).execute({ patientId })
  const byId = async (id: string) => (await evaluationById(app.db).execute({ id }))[0]

  const byRequestKey = async (key: string) =>
    (await app.db.select().from(evaluations).where(eq(evaluations.requestKey, key)))[0]
  const replay = (row: EvaluationRow, userId: string) => {
    if (row.createdBy !== userId) throw conflict('Chave de idempotência já usada por outra requisição.')
    return toApi(row)
  }

  app.post<{ Body: EvaluationBody; Headers: IdempotencyHeaders }>(
    '/evaluations',
    {
      schema: {
        body: evaluationBody(sectionKeys),
        headers: idempotencyHeaders,
        response: { 200: full, 201: full },
      },
    },
    async (request, reply) => {
      const requestKey = request.headers['idempotency-key']
      if (requestKey) {
        const existing = await byRequestKey(requestKey)
        if (existing) return replay(existing, request.user.id)
      }
      const { patientId, evaluationData, mainComplaint, ...sections } = request.body
      if (!(await findPatient(app.db, patientId))) throw patientNotFound()
      try {
        const [row] = await insertEvaluation(app.db).execute({
          patientId,
          evaluationData: evaluationData ?? null,
          mainComplaint: mainComplaint ?? '',
          sections,
          questionnaireVersion: questionnaire.wizard.version,
          requestKey: requestKey ?? null,
          createdBy: request.user.id,
        })
        await app.audit(request, {
          action: 'evaluation.create',
          entity: 'evaluation',
          entityId: row!.id,
          patientId,
        })
        return fullRecord(reply.code(201), row!)
      } catch (error) {
        const existing = requestKey && isUniqueViolation(error) ? await byRequestKey(requestKey) : undefined
        if (existing) return replay(existing, request.user.id)
        throw error
      }
    },
  )

  app.get<{ Querystring: { patientId: string } }>(
    '/evaluations',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['patientId'],
          properties: { patientId: { type: 'string', maxLength: 100 } },
        },
        response: { 200: summaryList },
      },
    },
    async (request) => {
      const { patientId } = request.query
      if (!isUuid(patientId)) return []
      await app.auditRead(request, { action: 'evaluation.list', entity: 'evaluation', patientId })
      return listOf(patientId)
    },
  )

  app.get<{ Params: { id: string } }>(
    '/evaluations/:id',
    { schema: { params: idParams, response: { 200: full } } },
    async (request, reply) => {
      const { id } = request.params
      const row = isUuid(id) ? await byId(id) : undefined
      if (!row) throw evaluationNotFound()
      await app.auditRead(request, {
        action: 'evaluation.read',
        entity: 'evaluation',
        entityId: row.id,
        patientId: row.patientId,
      })
      return fullRecord(reply, row)
    },
  )

  app.get<{ Params: { id: string } }>(
    '/patients/:id/evaluations',
    { schema: { params: idParams, response: { 200: summaryList } } },
    async (request) => {
      const { id } = request.params
      if (!isUuid(id) || !(await findPatient(app.db, id))) throw patientNotFound()
      await app.auditRead(request, { action: 'evaluation.list', entity: 'evaluation', patientId: id })
      return listOf(id)
    },
  )
}
