import type { FastifyInstance } from 'fastify'
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords'
import { isUniqueViolation } from '../../db/errors'
import { badRequest, conflict, HttpError } from '../../http-error'
import { presentAccount } from '../../presenters/accounts'
import type { UnusableInvitation } from '../../repositories/invitations'
import { endpoint, typed } from '../endpoint'
import { authRateLimits } from './rate-limits'

const invalidLogin = () => new HttpError(401, 'Usuário ou senha inválidos.')
const emailTaken = () => conflict('Este e-mail já está cadastrado.')

const unusableInvitation: Record<UnusableInvitation, () => HttpError> = {
  unknown: () => new HttpError(400, 'Convite inválido. Confira o token recebido.', ['inviteToken']),
  used: () => new HttpError(409, 'Este convite já foi usado.', ['inviteToken']),
  revoked: () => new HttpError(410, 'Este convite foi revogado.', ['inviteToken']),
  expired: () => new HttpError(410, 'Este convite expirou. Peça um novo ao administrador.', ['inviteToken']),
}

/** Login and registration: the only API routes open without a token. */
export async function publicAuthRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  const limits = authRateLimits(app)
  const policy = { idleMinutes: app.config.sessionIdleMinutes, maxHours: app.config.sessionMaxHours }
  const { users } = app.repos

  app.route({
    ...endpoint('POST /auth/login'),
    handler: async (request) => {
      await limits.check(request)
      const email = request.body.email.trim().toLowerCase()
      const user = await users.findByEmail(email)
      const ok = await verifyPassword(user?.passwordHash, request.body.password)
      if (!user || !ok) {
        await limits.recordFailure(request)
        await app.audit(request, {
          action: 'auth.login_failed',
          actor: { id: user?.id ?? null, email },
          entity: 'user',
          entityId: user?.id,
        })
        throw invalidLogin()
      }
      if (user.disabledAt) {
        await app.audit(request, {
          action: 'auth.login_refused_disabled',
          actor: user,
          entity: 'user',
          entityId: user.id,
        })
        throw new HttpError(403, 'Conta desativada. Fale com o administrador.')
      }
      const session = await users.createSession(user.id, policy)
      await app.audit(request, { action: 'auth.login', actor: user, entity: 'session', entityId: session.id })
      const token = app.jwt.sign({ sub: user.email, name: user.name, role: user.role, sid: session.id })
      return { token, expiresAt: session.expiresAt.toISOString() }
    },
  })

  app.route({
    ...endpoint('POST /auth/register'),
    handler: async (request, reply) => {
      await limits.check(request)
      const email = request.body.email.trim().toLowerCase()
      const name = request.body.name.trim()
      if (!name) throw badRequest('Informe o nome.', ['name'])
      const problem = passwordProblem(request.body.password, email)
      if (problem) throw badRequest(problem, ['password'])
      const passwordHash = await hashPassword(request.body.password)
      try {
        const user = await app.transaction(async ({ invitations, users }) => {
          const invitation = await invitations.consume(request.body.inviteToken)
          if (typeof invitation === 'string') throw unusableInvitation[invitation]()
          if (await users.findByEmail(email)) throw emailTaken()
          const created = await users.create({ name, email, passwordHash, role: invitation.role })
          await invitations.recordUser(invitation.id, created.id)
          return created
        })
        await app.audit(request, {
          action: 'auth.register',
          actor: user,
          entity: 'user',
          entityId: user.id,
          details: { role: user.role },
        })
        return reply.code(201).send(presentAccount(user))
      } catch (error) {
        await limits.recordFailure(request)
        throw isUniqueViolation(error) ? emailTaken() : error
      }
    },
  })
}
