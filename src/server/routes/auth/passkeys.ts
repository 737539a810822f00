import type { FastifyInstance } from 'fastify'
import { issueSession } from '../../auth/issue-session'
import { throttleFor } from '../../auth/throttling'
import { hashToken } from '../../auth/tokens'
import { authenticationOptions, verifiedPasskey } from '../../auth/webauthn'
import { badRequest, HttpError } from '../../http-error'
import { endpoint, typed } from '../endpoint'
import { refuseIfDisabled } from '../../auth/disabled-login'

export const PASSKEY_REFUSED = 'A chave de acesso não foi aceita. Tente de novo ou entre com e-mail e senha.'
export const passkeyRefused = () => new HttpError(401, PASSKEY_REFUSED)

/** A login with a passkey: as the second step after the password, or alone (a sign-in without a password). */
export async function passkeyAuthRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  const { users, credentials, passkeys } = app.repos
  const limits = throttleFor(app)

  app.route({
    ...endpoint('POST /auth/login/passkey-options'),
    handler: async (request) => {
      await limits.attempt(request)
      const login = await credentials.loginChallenges.findOpen(hashToken(request.body.challenge))
      if (!login) throw new HttpError(401, 'O login expirou. Entre com o e-mail e a senha novamente.')
      const allowed = await passkeys.listOf(login.user.id)
      if (!allowed.length)
        throw badRequest('Esta conta não tem chave de acesso. Use o código do aplicativo autenticador.')
      // Bound to this login attempt: its answer is good for this attempt's second step only.
      return authenticationOptions(
        app,
        'second_factor',
        { userId: login.user.id, loginChallengeId: login.id },
        allowed,
      )
    },
  })

  app.route({
    ...endpoint('POST /auth/passkey/options'),
    handler: async (request) => {
      await limits.attempt(request)
      return authenticationOptions(app, 'sign_in', {})
    },
  })

  app.route({
    ...endpoint('POST /auth/passkey'),
    handler: async (request, reply) => {
      await limits.attempt(request)
      const passkey = await verifiedPasskey(app, request.body.credential, 'sign_in', {})
      if (!passkey) {
        await app.audit(request, { action: 'auth.passkey_failed' })
        throw passkeyRefused()
      }
      const user = (await users.find(passkey.userId))!
      await refuseIfDisabled(app, limits, request, user, {
        kind: 'passkey',
        subject: user.id,
        failure: passkeyRefused,
      })
      await app.audit(request, {
        action: 'auth.passkey_sign_in',
        actor: user,
        entity: 'passkey',
        entityId: passkey.id,
      })
      return issueSession(app, request, reply, user)
    },
  })
}
