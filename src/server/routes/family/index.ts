import type { FastifyInstance, FastifyRequest } from 'fastify'
import { changesState } from '../../auth/csrf'
import type { FamilySession, FamilySessions } from '../../auth/family-session'
import { networkOf } from '../../auth/network'
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http-error'
import { familyLinkStatus, firstName } from '../../presenters/family-links'
import type { FamilyLinkRow } from '../../repositories/family-links'
import type { ServerQuestionnaire } from '../../questionnaire'
import { endpoint, typed } from '../endpoint'
import { recordEvent } from '../record-event'

/** Wrong birth dates a link takes before it is locked, and for how long. */
export const FAMILY_MAX_FAILURES = 5
export const FAMILY_LOCK_MINUTES = 15
/** The family's answers are a few hundred short fields: far below the app's own limit. */
export const FAMILY_BODY_LIMIT = 256 * 1024

// The same words for every link that cannot be opened, whatever the patient: they reveal nothing of him.
const UNKNOWN =
  'Link não encontrado. Confira se o endereço foi copiado inteiro ou peça um novo link à clínica.'
const GONE = 'Este link não vale mais (expirou ou foi cancelado). Peça um novo link à clínica.'
export const SENT = 'As respostas já foram enviadas.'
const SESSION_ENDED = 'Sua sessão terminou. Abra o link de novo e confirme a data de nascimento.'
const CSRF_MISSING = 'Pedido recusado por segurança. Recarregue a página e tente novamente.'
const WRONG_BIRTH_DATE = 'A data de nascimento não confere. Confira e tente novamente.'
const VERSION_CHANGED =
  'O questionário da clínica mudou desde que este link foi criado. Peça um novo link à clínica.'

const locked = (until: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000))
  return new HttpError(
    429,
    `Muitas tentativas com a data de nascimento errada. Tente novamente em ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
  )
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The family session of a request to /api/family (set by its hook). */
    family?: FamilySession
  }
}

/**
 * The family's door, without an account: a link's token and the child's birth date open a family session (a
 * cookie sent only to /api/family), which reads the form, saves the answers as they are typed and sends them once.
 * A clinician's session opens none of these routes, and the family's opens no other.
 */
export async function familyRoutes(
  instance: FastifyInstance,
  { questionnaire, sessions }: { questionnaire: ServerQuestionnaire; sessions: FamilySessions },
) {
  const app = typed(instance)
  const { familyLinks } = app.repos
  const stepsBySlug = new Map(questionnaire.wizard.steps.map((step) => [step.slug, step]))
  const sectionsOf = (link: FamilyLinkRow): string[] =>
    link.steps.flatMap((slug) => {
      const step = stepsBySlug.get(slug)
      return step ? [step.section] : []
    })

  /** Refuses a link the family may no longer use; `sent` says whether a sent one is refused too. */
  const usable = (link: FamilyLinkRow, { sent }: { sent: boolean }) => {
    const status = familyLinkStatus(link)
    if (status === 'revogado' || status === 'expirado') throw new HttpError(410, GONE)
    if (sent && (status === 'enviado' || status === 'revisado')) throw new HttpError(410, SENT)
    return status
  }

  const linkOf = async (request: FastifyRequest) => {
    const found = await familyLinks.findWithPatient(request.family!.linkId)
    if (!found) throw unauthorized(SESSION_ENDED)
    return found
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === '/api/family/open') return
    const session = sessions.of(request)
    if (!session) throw unauthorized(SESSION_ENDED)
    if (changesState(request) && !sessions.csrfMatches(session, request.headers['x-csrf-token']))
      throw forbidden(CSRF_MISSING)
    request.family = session
    // Renewed at each request: the session ends after a while without any.
    sessions.set(request, reply, session)
  })

  app.route({
    ...endpoint('POST /family/open'),
    config: {
      rateLimit: {
        max: app.config.familyOpensPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => networkOf(request.ip),
        errorResponseBuilder: () =>
          new HttpError(
            429,
            'Muitas tentativas de abrir links desta rede. Aguarde um minuto e tente novamente.',
          ),
      },
    },
    handler: async (request, reply) => {
      const { token, birthDate } = request.body
      const found = await familyLinks.findByToken(token)
      if (!found) throw notFound(UNKNOWN)
      const { link } = found
      usable(link, { sent: true })
      if (link.lockedUntil && link.lockedUntil.getTime() > Date.now()) throw locked(link.lockedUntil)
      if (!found.birthDate || found.birthDate !== birthDate) {
        const failed = await familyLinks.recordFailure(link.id, FAMILY_MAX_FAILURES, FAMILY_LOCK_MINUTES)
        await app.audit(
          request,
          recordEvent('family_link.refused', link, {
            failures: failed?.failedAttempts ?? null,
            locked: Boolean(failed?.lockedUntil),
          }),
        )
        throw forbidden(WRONG_BIRTH_DATE)
      }
      await familyLinks.markOpened(link.id)
      await app.audit(request, recordEvent('family_link.open', link))
      const session = sessions.open(link.id)
      sessions.set(request, reply, session)
      return { csrfToken: sessions.csrfOf(session) }
    },
  })

  app.route({
    ...endpoint('GET /family/form'),
    handler: async (request) => {
      const { link, patientName } = await linkOf(request)
      const status = usable(link, { sent: false })
      const sent = status === 'enviado' || status === 'revisado'
      await app.auditQueued(request, recordEvent('family_link.read', link))
      return {
        childFirstName: firstName(patientName),
        clinicName: app.config.clinicName,
        questionnaireVersion: link.questionnaireVersion,
        steps: link.steps.flatMap((slug) => {
          const step = stepsBySlug.get(slug)
          return step ? [{ slug, title: step.title, section: step.section }] : []
        }),
        // Once sent, the answers are the clinic's: the link no longer shows them.
        answers: sent ? {} : link.answers,
        status: sent ? ('enviado' as const) : ('aberto' as const),
        csrfToken: sessions.csrfOf(request.family!),
      }
    },
  })

  app.route({
    ...endpoint('PUT /family/answers'),
    bodyLimit: FAMILY_BODY_LIMIT,
    config: { tooDeep: 'As respostas têm uma estrutura inválida.' },
    handler: async (request) => {
      const { link } = await linkOf(request)
      usable(link, { sent: true })
      if (link.questionnaireVersion !== questionnaire.wizard.version) throw conflict(VERSION_CHANGED)
      const { answers } = request.body
      const allowed = sectionsOf(link)
      const others = Object.keys(answers).filter((section) => !allowed.includes(section))
      if (others.length)
        throw badRequest(
          'Essa parte do questionário não foi enviada para a família responder.',
          others.map((section) => `Parte não incluída no link: ${section}`),
        )
      const saved = await familyLinks.saveAnswers(link.id, answers)
      if (!saved) throw new HttpError(410, GONE)
      // Which parts hold answers, never the answers.
      await app.auditQueued(
        request,
        recordEvent('family_link.save', link, { sections: Object.keys(answers) }),
      )
      return { savedAt: saved.savedAt!.toISOString() }
    },
  })

  app.route({
    ...endpoint('POST /family/submit'),
    handler: async (request) => {
      const { link } = await linkOf(request)
      usable(link, { sent: true })
      if (link.questionnaireVersion !== questionnaire.wizard.version) throw conflict(VERSION_CHANGED)
      const answered = Object.values(link.answers).some(
        (section) => section && Object.keys(section).length > 0,
      )
      if (!answered) throw badRequest('Responda pelo menos uma pergunta antes de enviar.')
      const sent = await familyLinks.submit(link.id)
      if (!sent) throw new HttpError(410, SENT)
      await app.audit(request, recordEvent('family_link.submit', link))
      return { sentAt: sent.submittedAt!.toISOString() }
    },
  })
}
