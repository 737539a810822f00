import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { conflict, found, NOT_FOUND } from '../../http-error'
import { answerSources } from '../family-links/answer-sources'
import { evaluationPresenter, presentEvaluationSummary } from '../../presenters/evaluations'
import type { ServerQuestionnaire } from '../../questionnaire'
import { isUuid } from '../../uuid'
import { endpoint, typed } from '../endpoint'
import { recordEvent } from '../record-event'
import { createOnce } from '../idempotency'
import { birthDateRules } from '../birth-date'

const FAMILY_ANSWERS_NOT_PENDING =
  'As respostas da família indicadas não esperam revisão para este paciente: já foram revisadas, foram revogadas ou ainda não foram enviadas.'

/** Evaluations: created at the wizard's last step, listed per patient, read whole. */
export async function evaluationRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  const { evaluations } = app.repos
  const present = evaluationPresenter(questionnaire.sections, app.config.clinicTimeZone)
  const birthDates = birthDateRules(questionnaire, app.config.clinicTimeZone)

  app.route({
    ...endpoint('POST /evaluations'),
    handler: async (request, reply) => {
      const requestKey = request.headers['idempotency-key']
      const { patientId, evaluationData, mainComplaint, draftId, patient, familyLinkId, ...sections } =
        request.body
      // The birth date the evaluation will keep: the one sent with it, else the patient's record.
      const birthDate = patient ? patient.birthDate : (await app.repos.patients.find(patientId))?.birthDate
      birthDates.evaluation(birthDate, evaluationData)
      const id = randomUUID()
      const values = {
        id,
        patientId,
        evaluationData: evaluationData ?? null,
        mainComplaint: mainComplaint ?? '',
        sections: sections as Record<string, Record<string, unknown>>,
        questionnaireVersion: questionnaire.wizard.version,
        requestKey: requestKey ?? null,
        createdBy: request.user.id,
      }
      const event = {
        action: 'evaluation.create',
        entity: 'evaluation',
        entityId: id,
        patientId,
        ...(draftId ? { details: { draftId } } : {}),
      } as const
      const { row, created } = await createOnce({
        key: requestKey,
        userId: request.user.id,
        find: evaluations.findByRequestKey,
        create: async () => {
          if (patient || familyLinkId) {
            // The patient's changes made in steps 1 and 2, the evaluation (with the patient as he then is), the
            // removal of the draft it was typed in and the review of the family's answers it started from: all of it,
            // or none; then the changes' entry and the evaluation's.
            const made = await app.transaction(async (repos) => {
              const change = patient ? await repos.patients.change(patientId, patient) : { changes: {} }
              if (!change) return undefined
              const { value: row } = await repos.evaluations.create(values)
              if (!row) return undefined
              if (draftId) await repos.drafts.delete(draftId, request.user.id)
              if (familyLinkId) {
                const link = await repos.familyLinks.review(familyLinkId, patientId, row.id)
                if (!link) throw conflict(FAMILY_ANSWERS_NOT_PENDING)
                row.answerSources = answerSources(values.sections, link.answers)
                await repos.evaluations.setAnswerSources(row.id, row.answerSources)
              }
              return { row, changes: change.changes }
            })
            const { row, changes } = found(made, 'patient')
            if (Object.keys(changes).length)
              await app.audit(request, {
                action: 'patient.update',
                entity: 'patient',
                entityId: patientId,
                patientId,
                details: { changes, evaluationId: row.id },
              })
            await app.audit(request, event)
            if (familyLinkId)
              await app.audit(request, {
                action: 'family_link.review',
                entity: 'family_link',
                entityId: familyLinkId,
                patientId,
                details: { evaluationId: row.id },
              })
            return row
          }
          // The evaluation, the removal of its draft, and its audit entry: stored together where the trail allows.
          const row = await app.auditedWrite(request, event, (entry) =>
            draftId
              ? app.transaction(async (repos) => {
                  const made = await repos.evaluations.create(values, entry)
                  if (made.value) await repos.drafts.delete(draftId, request.user.id)
                  return made
                })
              : evaluations.create(values, entry),
          )
          return found(row, 'patient')
        },
      })
      return reply.code(created ? 201 : 200).send(present(row))
    },
  })

  app.route({
    ...endpoint('GET /evaluations'),
    handler: async (request) => {
      const { patientId } = request.query
      if (!isUuid(patientId)) return []
      await app.auditQueued(request, { action: 'evaluation.list', entity: 'evaluation', patientId })
      return (await evaluations.listOfPatient(patientId)).map(presentEvaluationSummary)
    },
  })

  app.route({
    ...endpoint('GET /evaluations/:id'),
    config: { notFound: NOT_FOUND.evaluation },
    handler: async (request) => {
      const row = found(await evaluations.find(request.params.id), 'evaluation')
      await app.auditQueued(request, recordEvent('evaluation.read', row))
      return present(row)
    },
  })
}
