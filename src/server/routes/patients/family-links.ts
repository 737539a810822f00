import type { FastifyInstance } from 'fastify'
import { badRequest, conflict, found, NOT_FOUND } from '../../http-error'
import { presentFamilyLink } from '../../presenters/family-links'
import type { ServerQuestionnaire } from '../../questionnaire'
import { qrSvgOf } from '../../auth/totp'
import { formatDateTimeIn, isTimeZone } from '../../../shared/dates'
import { endpoint, typed } from '../endpoint'
import { recordEvent } from '../record-event'

export const FAMILY_LINK_DAYS = 7

/** What the clinician pastes into WhatsApp or an e-mail: who asks, what for, until when, and the link. */
function familyMessage(clinic: string, childName: string, until: string, url: string): string {
  const firstName = childName.trim().split(/\s+/)[0] ?? ''
  return (
    `Olá! Mensagem de ${clinic}: pedimos que vocês respondam ao histórico de desenvolvimento de ${firstName} ` +
    `antes da consulta. ` +
    `Abra o link, confirme a data de nascimento da criança e responda com calma: dá para salvar e continuar ` +
    `depois. O link vale até ${until}.\n${url}`
  )
}

/**
 * A patient's family links: made for the steps the questionnaire marks as the family's (or those chosen among the
 * evaluation steps), listed with where each stands.
 */
export async function patientFamilyLinkRoutes(
  instance: FastifyInstance,
  { questionnaire }: { questionnaire: ServerQuestionnaire },
) {
  const app = typed(instance)
  const { patients, familyLinks } = app.repos
  const evaluationSteps = questionnaire.wizard.steps.filter((step) => step.target === 'evaluation')
  const familySteps = evaluationSteps.filter((step) => step.answeredBy === 'family').map((step) => step.slug)

  app.route({
    ...endpoint('POST /patients/:id/family-links'),
    config: { notFound: NOT_FOUND.patient },
    handler: async (request, reply) => {
      const { id } = request.params
      // The body first, as the schema's own checks: then whether the patient can have a link.
      const chosen = request.body.steps ?? familySteps
      const unknown = chosen.flatMap((slug, index) =>
        evaluationSteps.some((step) => step.slug === slug) ? [] : [{ slug, index }],
      )
      if (unknown.length)
        throw badRequest(
          `A família só responde etapas da avaliação; estas não são: ${unknown.map((u) => u.slug).join(', ')}.`,
          unknown.map(({ index }) => `steps.${index}`),
        )
      if (!chosen.length) throw badRequest('Escolha pelo menos uma etapa para a família responder.')
      const { timeZone = 'UTC' } = request.body
      if (!isTimeZone(timeZone)) throw badRequest('Fuso horário desconhecido.', ['timeZone'])
      const patient = found(await patients.find(id), 'patient')
      if (!patient.birthDate)
        throw conflict(
          'Cadastre a data de nascimento do paciente antes de gerar o link: a família a confirma ao abri-lo.',
        )
      // In the wizard's order, whatever the order asked.
      const steps = evaluationSteps.map((step) => step.slug).filter((slug) => chosen.includes(slug))
      const days = request.body.days ?? FAMILY_LINK_DAYS
      const link = await familyLinks.create({
        patientId: id,
        questionnaireVersion: questionnaire.wizard.version,
        steps,
        days,
        createdBy: request.user.id,
      })
      await app.audit(
        request,
        recordEvent('family_link.create', { id: link.id, patientId: id }, { steps, days }),
      )
      // The token goes in the fragment: browsers never send it to a server, so no log or proxy sees it.
      // At the address the clinician's browser reached the app by (a same-origin request's Origin), which is the
      // one the clinic's network knows; a program without a browser gets PUBLIC_ORIGIN's.
      const origin = request.headers.origin ?? app.config.publicOrigin
      const url = `${origin}/familia#token=${link.token}`
      const expiresAt = link.expiresAt.toISOString()
      const until = formatDateTimeIn(expiresAt, timeZone)
      const message = familyMessage(app.config.clinicName, patient.name, until, url)
      return reply.code(201).send({ id: link.id, url, qrSvg: await qrSvgOf(url), message, expiresAt, steps })
    },
  })

  app.route({
    ...endpoint('GET /patients/:id/family-links'),
    config: { notFound: NOT_FOUND.patient },
    handler: async (request) => {
      const { id } = request.params
      found(await patients.find(id), 'patient')
      await app.auditQueued(request, { action: 'family_link.list', entity: 'family_link', patientId: id })
      return (await familyLinks.listOfPatient(id)).map(({ link, createdByName }) =>
        presentFamilyLink(link, createdByName),
      )
    },
  })
}
