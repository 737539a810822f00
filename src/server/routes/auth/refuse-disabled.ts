import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../../http-error'
import type { UserRow } from '../../repositories/users'

/**
 * Told only once every factor was right (password and code, or a passkey): before that, a disabled account answers
 * like a wrong password.
 */
export async function refuseIfDisabled(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'disabledAt'>,
) {
  if (!user.disabledAt) return
  await app.audit(request, {
    action: 'auth.login_refused_disabled',
    actor: user,
    entity: 'user',
    entityId: user.id,
  })
  throw new HttpError(403, 'Conta desativada. Fale com o administrador.')
}
