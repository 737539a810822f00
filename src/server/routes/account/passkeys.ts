import type { FastifyInstance } from 'fastify'
import { mustHaveSecondFactor } from '../../auth/issue-session'
import { registrationOptions, verifiedRegistration } from '../../auth/webauthn'
import { isUniqueViolation } from '../../db/errors'
import { badRequest, conflict, found, NOT_FOUND } from '../../http-error'
import { iso } from '../../presenters/time'
import type { PasskeyRow } from '../../repositories/passkeys'
import { endpoint, typed } from '../endpoint'

const present = (passkey: PasskeyRow) => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: iso(passkey.createdAt),
  lastUsedAt: passkey.lastUsedAt ? iso(passkey.lastUsedAt) : null,
})

const nameOf = (raw: string) => {
  const name = raw.trim()
  if (!name) throw badRequest('Dê um nome à chave de acesso, como “Celular” ou “Notebook”.', ['name'])
  return name
}

/** 'Minha conta': the signed-in user's own passkeys. Adding one is also a way to enrol a second factor. */
export async function passkeyAccountRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  const { users, passkeys, sessions } = app.repos
  const duringEnrolment = { duringEnrolment: true }

  app.route({
    ...endpoint('GET /account/passkeys'),
    config: duringEnrolment,
    handler: async (request) => (await passkeys.listOf(request.user.id)).map(present),
  })

  app.route({
    ...endpoint('POST /account/passkeys/options'),
    preHandler: app.requireRecentAuth,
    config: duringEnrolment,
    handler: async (request) => {
      const user = (await users.find(request.user.id))!
      return registrationOptions(app, user, await passkeys.listOf(user.id))
    },
  })

  app.route({
    ...endpoint('POST /account/passkeys'),
    preHandler: app.requireRecentAuth,
    config: duringEnrolment,
    handler: async (request, reply) => {
      const name = nameOf(request.body.name)
      const credential = await verifiedRegistration(app, request.user.id, request.body.credential)
      if (!credential)
        throw badRequest('A chave de acesso não foi aceita. Tente adicioná-la de novo.', ['credential'])
      let added
      try {
        added = await passkeys.add({
          userId: request.user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name,
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('Esta chave de acesso já está cadastrada.')
        throw error
      }
      // A new factor proves this session only: every other one (perhaps opened with a stolen password) ends.
      const ended = await sessions.confirmEnrolment(request.user.id, request.user.sessionId)
      app.sessions.forgetUser(request.user.id)
      await app.audit(request, {
        action: 'passkey.added',
        entity: 'passkey',
        entityId: added.id,
        details: { name, sessionsEnded: ended.length },
      })
      return reply.code(201).send(present(added))
    },
  })

  app.route({
    ...endpoint('PATCH /account/passkeys/:id'),
    config: { notFound: NOT_FOUND.passkey },
    handler: async (request) => {
      const name = nameOf(request.body.name)
      const renamed = found(await passkeys.rename(request.params.id, request.user.id, name), 'passkey')
      await app.audit(request, {
        action: 'passkey.renamed',
        entity: 'passkey',
        entityId: renamed.id,
        details: { name },
      })
      return present(renamed)
    },
  })

  app.route({
    ...endpoint('DELETE /account/passkeys/:id'),
    preHandler: app.requireRecentAuth,
    config: { notFound: NOT_FOUND.passkey },
    handler: async (request, reply) => {
      const { id } = request.params
      const outcome = await passkeys.remove(id, request.user.id, mustHaveSecondFactor(app, request.user))
      if (outcome === 'last')
        throw conflict(
          'Esta é a única verificação em duas etapas da conta, que é obrigatória: adicione outra chave de acesso ' +
            'ou ative o aplicativo autenticador antes de remover esta.',
        )
      found(outcome === 'removed', 'passkey')
      await app.audit(request, { action: 'passkey.removed', entity: 'passkey', entityId: id })
      return reply.code(204).send(null)
    },
  })
}
