import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { badRequest, found, NOT_FOUND } from '../../http-error'
import { hashToken, newOpaqueToken } from '../../auth/tokens'
import { presentUserListItem } from '../../presenters/accounts'
import { adminOnly, endpoint } from '../endpoint'

/** ADMIN: the accounts, disabled and enabled again. */
export async function userRoutes(instance: FastifyInstance) {
  const app = adminOnly(instance)
  const { users } = app.repos

  app.route({
    ...endpoint('GET /users'),
    handler: async () => (await users.list()).map(presentUserListItem),
  })

  const setDisabled = (disabled: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { id } = request.params
    if (disabled && id === request.user.id) throw badRequest('Você não pode desativar a sua própria conta.')
    found(await users.setDisabled(id, disabled), 'user')
    // Disabling ends every session of the account at once, not at the token's expiry.
    if (disabled) app.sessions.forgetUser(id)
    await app.audit(request, {
      action: disabled ? 'user.disable' : 'user.enable',
      entity: 'user',
      entityId: id,
    })
    return { ok: true }
  }
  // Acting on another ADMIN's account asks for a recent proof: one stolen ADMIN session must not take over the rest.
  const preHandler = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    if (request.params.id === request.user.id) return
    if ((await users.find(request.params.id))?.role === 'ADMIN') await app.requireRecentAuth(request, reply)
  }
  const config = { notFound: NOT_FOUND.user }
  app.route({ ...endpoint('POST /users/:id/disable'), config, preHandler, handler: setDisabled(true) })
  app.route({ ...endpoint('POST /users/:id/enable'), config, preHandler, handler: setDisabled(false) })

  // A one-time link (24 h) to set a new password, shown to the ADMIN to hand over: no e-mail server needed.
  app.route({
    ...endpoint('POST /users/:id/reset-link'),
    config,
    preHandler,
    handler: async (request, reply) => {
      const user = found(await users.find(request.params.id), 'user')
      const token = newOpaqueToken()
      const reset = await app.repos.credentials.passwordResets.create(
        user.id,
        hashToken(token),
        request.user.id,
      )
      await app.audit(request, {
        action: 'password_reset.issued',
        entity: 'user',
        entityId: user.id,
        details: { resetId: reset.id },
      })
      return reply.code(201).send({ token, expiresAt: reset.expiresAt.toISOString() })
    },
  })

  // A lost phone: the ADMIN removes the user's second factor (and recovery codes); the user enrols again.
  app.route({
    ...endpoint('DELETE /users/:id/mfa'),
    config,
    preHandler,
    handler: async (request) => {
      const { id } = request.params
      // Not one's own: a stolen ADMIN session must not be able to strip the factor that guards the account.
      if (id === request.user.id)
        throw badRequest(
          'Você não pode remover a sua própria verificação em duas etapas. Peça a outro administrador.',
        )
      const ended = await app.transaction(async ({ users, credentials, passkeys, sessions }) => {
        found(await users.removeTotp(id), 'user')
        await credentials.recoveryCodes.removeAll(id)
        // Every factor: a lost phone may have held the account's passkey too.
        await passkeys.removeAllOf(id)
        // Whoever holds a session of the account (perhaps the phone's thief) signs in again, and an account that
        // must have a factor is then sent to enrol one: a session's enrolment duty is decided at login.
        return sessions.revokeAllOf(id)
      })
      app.sessions.forgetUser(id)
      await app.audit(request, {
        action: 'mfa.removed',
        entity: 'user',
        entityId: id,
        details: { sessionsEnded: ended.length },
      })
      return { ok: true }
    },
  })
}
