import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import { presentPatient, presentPatientSummary } from '../../presenters/patients'
import { endpoint, typed } from '../endpoint'
import { patientEvent } from '../record-event'
import { createOnce } from '../idempotency'
import { perUserLimit } from '../per-user-limit'
import { decodeCursor, encodeCursor } from './cursor'
import type { ServerQuestionnaire } from '../../questionnaire'
import { birthDateRules } from '../birth-date'

/** The patient list and search, registration and edits. */
export async function patientRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  const birthDates = birthDateRules(questionnaire, app.config.clinicTimeZone)
  const { patients } = app.repos
  const config = { notFound: NOT_FOUND.patient }

  app.route({
    ...endpoint('GET /patients'),
    config: perUserLimit(app.config.patientListPerMinute, 'Muitas buscas de pacientes'),
    handler: async (request) => {
      const { q, cursor } = request.query
      const limit = request.query.limit ?? 50
      const rows = await patients.list({ q, limit, cursor: cursor ? decodeCursor(cursor) : undefined })
      const page = rows.slice(0, limit)
      // The term (a child's name, often) is kept out of the trail's clear text: its HMAC only.
      const term = q?.trim()
      await app.auditQueued(request, {
        action: 'patient.list',
        entity: 'patient',
        details: { searched: term ? app.searchTermHmac(term) : null, count: page.length },
      })
      const last = page.at(-1)
      return {
        items: page.map(presentPatientSummary),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor({
                createdAt: last.cursorAt,
                id: last.id,
                tier: last.tier,
                closeness: last.closeness,
              })
            : null,
      }
    },
  })

  app.route({
    ...endpoint('POST /patients'),
    handler: async (request, reply) => {
      birthDates.patient(request.body.birthDate)
      const requestKey = request.headers['idempotency-key']
      const { row, created } = await createOnce({
        key: requestKey,
        userId: request.user.id,
        find: patients.findByRequestKey,
        create: async () => {
          const row = await patients.create(request.body, { requestKey, createdBy: request.user.id })
          await app.audit(request, patientEvent('patient.create', row.id))
          return row
        },
      })
      return reply.code(created ? 201 : 200).send(presentPatient(row))
    },
  })

  app.route({
    ...endpoint('GET /patients/:id'),
    config,
    handler: async (request) => {
      const row = found(await patients.find(request.params.id), 'patient')
      await app.auditQueued(request, patientEvent('patient.read', row.id))
      return presentPatient(row)
    },
  })

  app.route({
    ...endpoint('PUT /patients/:id'),
    config,
    handler: async (request) => {
      const { id } = request.params
      birthDates.patient(request.body.birthDate)
      const { row, changes } = found(
        await app.transaction((repos) => repos.patients.change(id, request.body)),
        'patient',
      )
      // Each changed field with its old and new value: who changed what, and what the record said before.
      await app.audit(request, patientEvent('patient.update', id, { changes }))
      return presentPatient(row)
    },
  })
}
