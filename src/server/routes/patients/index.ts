import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { patients } from '../../db/schema'
import { isUniqueViolation } from '../../db/errors'
import { conflict, notFound } from '../../http-error'
import type { Patient } from '../../../shared/generated/questionnaire'
import {
  idempotencyHeaders,
  idParams,
  isUuid,
  patientResponse,
  type IdempotencyHeaders,
} from '../common-schemas'
import { decodeCursor, encodeCursor } from './cursor'
import {
  findByRequestKey,
  findPatient,
  listPatients,
  patientColumns,
  toPatientRecord,
  type PatientRow,
} from './repository'

export const PAGE_SIZE_MAX = 100
const patientNotFound = () => notFound('Paciente não encontrado.')

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 200 },
    limit: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: 50 },
    cursor: { type: 'string', maxLength: 500 },
  },
} as const

const listResponse = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          birthDate: { type: ['string', 'null'] },
          age: { type: 'string' },
          fatherName: { type: 'string' },
          motherName: { type: 'string' },
          createdAt: { type: 'string' },
        },
      },
    },
    nextCursor: { type: ['string', 'null'] },
  },
} as const

async function loadPatient(app: FastifyInstance, id: string): Promise<PatientRow> {
  const row = isUuid(id) ? await findPatient(app.db, id) : undefined
  if (!row) throw patientNotFound()
  return row
}

export async function patientRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string; limit: number; cursor?: string } }>(
    '/',
    { schema: { querystring: listQuery, response: { 200: listResponse } } },
    async (request) => {
      const { q, limit, cursor } = request.query
      const rows = await listPatients(app.db, { q, limit, cursor: cursor ? decodeCursor(cursor) : undefined })
      await app.auditRead(request, {
        action: 'patient.list',
        entity: 'patient',
        details: { q: q ?? null, count: Math.min(rows.length, limit) },
      })
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        items: page,
        nextCursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.id) : null,
      }
    },
  )

  app.post<{ Body: Patient; Headers: IdempotencyHeaders }>(
    '/',
    {
      schema: {
        body: { $ref: 'patient.json#' },
        headers: idempotencyHeaders,
        response: { 200: patientResponse, 201: patientResponse },
      },
    },
    async (request, reply) => {
      const requestKey = request.headers['idempotency-key']
      if (requestKey) {
        const existing = await findByRequestKey(app.db, requestKey)
        if (existing) return replay(existing, request.user.id)
      }
      try {
        const [row] = await app.db
          .insert(patients)
          .values({
            ...toPatientRecord(request.body),
            name: request.body.name,
            requestKey,
            createdBy: request.user.id,
          })
          .returning(patientColumns)
        await app.audit(request, {
          action: 'patient.create',
          entity: 'patient',
          entityId: row!.id,
          patientId: row!.id,
        })
        return reply.code(201).send(row)
      } catch (error) {
        // Two copies of one retried request raced: the loser answers with the winner's record.
        const existing =
          requestKey && isUniqueViolation(error) ? await findByRequestKey(app.db, requestKey) : undefined
        if (existing) return replay(existing, request.user.id)
        throw error
      }
    },
  )

  app.get<{ Params: { id: string } }>(
    '/:id',
    { schema: { params: idParams, response: { 200: patientResponse } } },
    async (request) => {
      const row = await loadPatient(app, request.params.id)
      await app.auditRead(request, {
        action: 'patient.read',
        entity: 'patient',
        entityId: row.id,
        patientId: row.id,
      })
      return row
    },
  )

  app.put<{ Params: { id: string }; Body: Patient }>(
    '/:id',
    { schema: { params: idParams, body: { $ref: 'patient.json#' }, response: { 200: patientResponse } } },
    async (request) => {
      await loadPatient(app, request.params.id)
      // Fields absent from the body keep their value: an edit form that shows a few fields wipes nothing.
      const [row] = await app.db
        .update(patients)
        .set({ ...toPatientRecord(request.body), updatedAt: sql`now()` })
        .where(eq(patients.id, request.params.id))
        .returning(patientColumns)
      await app.audit(request, {
        action: 'patient.update',
        entity: 'patient',
        entityId: request.params.id,
        patientId: request.params.id,
        details: { fields: Object.keys(request.body) },
      })
      return row
    },
  )
}

function replay(existing: PatientRow, userId: string) {
  if (existing.createdBy !== userId) throw conflict('Chave de idempotência já usada por outra requisição.')
  return existing
}
