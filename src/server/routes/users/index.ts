import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, found, NOT_FOUND } from '../../http-error'
import { presentUserListItem } from '../../presenters/accounts'
import { endpoint, typed } from '../endpoint'

/** ADMIN: the accounts, disabled and enabled again. */
export async function userRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  app.addHook('onRequest', app.requireRole('ADMIN'))
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
  const config = { notFound: NOT_FOUND.user }
  app.route({ ...endpoint('POST /users/:id/disable'), config, handler: setDisabled(true) })
  app.route({ ...endpoint('POST /users/:id/enable'), config, handler: setDisabled(false) })
}
