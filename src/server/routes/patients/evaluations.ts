import type { FastifyInstance } from 'fastify'
import { found, NOT_FOUND } from '../../http-error'
import { presentEvaluationSummary } from '../../presenters/evaluations'
import { endpoint, typed } from '../endpoint'

/** A patient's evaluations, newest first. */
export async function patientEvaluationRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  const { patients, evaluations } = app.repos
  app.route({
    ...endpoint('GET /patients/:id/evaluations'),
    config: { notFound: NOT_FOUND.patient },
    handler: async (request) => {
      const { id } = request.params
      found(await patients.find(id), 'patient')
      await app.auditQueued(request, { action: 'evaluation.list', entity: 'evaluation', patientId: id })
      return (await evaluations.listOfPatient(id)).map(presentEvaluationSummary)
    },
  })
}
