import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { consumeInvitation } from '../../auth/invitations'
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords'
import { createSession, revokeSession } from '../../auth/sessions'
import { invitations, users } from '../../db/schema'
import { isUniqueViolation } from '../../db/errors'
import { badRequest, conflict, HttpError } from '../../http-error'
import { authRateLimits } from './rate-limits'
import {
  loginBody,
  registerBody,
  tokenResponse,
  userResponse,
  type LoginBody,
  type RegisterBody,
} from './schemas'

const invalidLogin = () => new HttpError(401, 'Usuário ou senha inválidos.')
const emailTaken = () => conflict('Este e-mail já está cadastrado.')

/** Login and registration: the only API routes open without a token. */
export async function publicAuthRoutes(app: FastifyInstance) {
  const limits = authRateLimits(app)
  const policy = { idleMinutes: app.config.sessionIdleMinutes, maxHours: app.config.sessionMaxHours }

  app.post<{ Body: LoginBody }>(
    '/login',
    { schema: { body: loginBody, response: { 200: tokenResponse } } },
    async (request) => {
      await limits.check(request)
      const email = request.body.email.trim().toLowerCase()
      const [user] = await app.db.select().from(users).where(eq(users.email, email))
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
      const session = await createSession(app.db, user.id, policy)
      await app.audit(request, { action: 'auth.login', actor: user, entity: 'session', entityId: session.id })
      const token = app.jwt.sign({ sub: user.email, name: user.name, role: user.role, sid: session.id })
      return { token, expiresAt: session.expiresAt.toISOString() }
    },
  )

  app.post<{ Body: RegisterBody }>(
    '/register',
    { schema: { body: registerBody, response: { 201: userResponse } } },
    async (request, reply) => {
      await limits.check(request)
      const email = request.body.email.trim().toLowerCase()
      const name = request.body.name.trim()
      if (!name) throw badRequest('Informe o nome.', ['name'])
      const problem = passwordProblem(request.body.password, email)
      if (problem) throw badRequest(problem, ['password'])
      const passwordHash = await hashPassword(request.body.password)
      try {
        const user = await app.db.transaction(async (tx) => {
          const invitation = await consumeInvitation(tx, request.body.inviteToken)
          const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
          if (taken) throw emailTaken()
          const [created] = await tx
            .insert(users)
            .values({ name, email, passwordHash, role: invitation.role })
            .returning()
          await tx.update(invitations).set({ usedBy: created!.id }).where(eq(invitations.id, invitation.id))
          return created!
        })
        await app.audit(request, {
          action: 'auth.register',
          actor: user,
          entity: 'user',
          entityId: user.id,
          details: { role: user.role },
        })
        return reply.code(201).send(user)
      } catch (error) {
        await limits.recordFailure(request)
        throw isUniqueViolation(error) ? emailTaken() : error
      }
    },
  )
}

/** Routes of the signed-in user's own session. */
export async function sessionRoutes(app: FastifyInstance) {
  const meResponse = {
    ...userResponse,
    properties: { ...userResponse.properties, idleMinutes: { type: 'integer' } },
  } as const
  // The idle timeout tells the client when to warn before the session ends.
  app.get('/me', { schema: { response: { 200: meResponse } } }, async (request) => ({
    ...request.user,
    idleMinutes: app.config.sessionIdleMinutes,
  }))

  app.post('/logout', async (request, reply) => {
    await revokeSession(app.db, request.user.sessionId)
    app.sessions.forget(request.user.sessionId)
    await app.audit(request, { action: 'auth.logout', entity: 'session', entityId: request.user.sessionId })
    return reply.code(204).send()
  })
}
