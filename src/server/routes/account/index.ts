import type { FastifyInstance } from 'fastify'
import { describeUserAgent } from '../../auth/user-agent'
import { identityProof } from '../../auth/identity-proof'
import { hashPassword, passwordProblem } from '../../auth/passwords'
import { throttleFor } from '../../auth/throttling'
import { hashRecoveryCode, newRecoveryCodes } from '../../auth/recovery-codes'
import { enrolment, newTotpSecret } from '../../auth/totp'
import { openSeed, sealedTotpStep, sealSeed } from '../../auth/totp-seal'
import { badRequest, found, HttpError, NOT_FOUND } from '../../http-error'
import { iso } from '../../presenters/time'
import { endpoint, typed } from '../endpoint'

/** 'Minha conta': the signed-in user's own password, sessions and second factor. */
export async function accountRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  const { users, sessions, credentials } = app.repos
  const policy = { idleMinutes: app.config.sessionIdleMinutes, maxHours: app.config.sessionMaxHours }
  const limits = throttleFor(app)
  const prove = identityProof(app)
  const duringEnrolment = { duringEnrolment: true }
  // Enrolling a factor asks for a recent proof: a stolen session alone must not bind the thief's authenticator.
  const recentProof = { preHandler: app.requireRecentAuth }

  app.route({
    ...endpoint('POST /account/password'),
    handler: async (request, reply) => {
      const user = (await users.find(request.user.id))!
      // The current password (and code) prove who asks, like a re-authentication: the form asks for them itself,
      // since an app code is accepted once and could not serve a re-authentication and this request both.
      await prove(
        request,
        user,
        { password: request.body.currentPassword, code: request.body.code },
        {
          kind: 'password',
          onFailure: { action: 'account.password_change_failed' },
          passwordField: 'currentPassword',
        },
      )
      const problem = await passwordProblem(request.body.newPassword, user)
      if (problem) throw badRequest(problem, ['newPassword'])
      const passwordHash = await hashPassword(request.body.newPassword)
      const ended = await app.transaction(async ({ users, sessions }) => {
        await users.setPassword(user.id, passwordHash)
        await sessions.markAuthenticated(request.user.sessionId)
        // Every other session ends: a password someone else knew opens nothing any more.
        return sessions.revokeAllOf(user.id, request.user.sessionId)
      })
      for (const id of ended) app.sessions.forget(id)
      await app.audit(request, {
        action: 'account.password_changed',
        entity: 'user',
        entityId: user.id,
        details: { sessionsEnded: ended.length },
      })
      return reply.code(204).send(null)
    },
  })

  app.route({
    ...endpoint('GET /account/sessions'),
    handler: async (request) =>
      (await sessions.listLiveOf(request.user.id, policy)).map((session) => ({
        id: session.id,
        device: describeUserAgent(session.userAgent),
        ip: session.ip,
        createdAt: iso(session.createdAt),
        lastUsedAt: iso(session.lastSeenAt),
        current: session.id === request.user.sessionId,
      })),
  })

  app.route({
    ...endpoint('DELETE /account/sessions/:id'),
    config: { notFound: NOT_FOUND.session },
    handler: async (request, reply) => {
      const { id } = request.params
      found(await sessions.revokeOwn(id, request.user.id), 'session')
      app.sessions.forget(id)
      await app.audit(request, { action: 'session.ended', entity: 'session', entityId: id })
      return reply.code(204).send(null)
    },
  })

  /** The signed-in account, refused when it already has a second factor (setting up or confirming another). */
  const notYetEnrolled = async (id: string) => {
    const user = (await users.find(id))!
    if (user.totpSecret) throw new HttpError(409, 'A verificação em duas etapas já está ativa nesta conta.')
    return user
  }

  app.route({
    ...endpoint('GET /account/mfa'),
    config: duringEnrolment,
    handler: async (request) => {
      const user = (await users.find(request.user.id))!
      return {
        enabled: Boolean(user.totpSecret),
        pending: !user.totpSecret && Boolean(user.totpPendingSecret),
        enabledAt: user.totpEnabledAt ? iso(user.totpEnabledAt) : null,
        recoveryCodesLeft: user.totpSecret ? await credentials.recoveryCodes.left(user.id) : 0,
      }
    },
  })

  app.route({
    ...endpoint('POST /account/mfa/setup'),
    config: duringEnrolment,
    ...recentProof,
    handler: async (request) => {
      const user = await notYetEnrolled(request.user.id)
      // A key already waiting is shown again: the app may have read its QR code before the page was left.
      let secret = user.totpPendingSecret && openSeed(app.totpKey, user.totpPendingSecret)
      if (!secret) {
        secret = newTotpSecret()
        await users.setPendingTotp(user.id, sealSeed(app.totpKey, secret))
        await app.audit(request, { action: 'mfa.enrolment_started', entity: 'user', entityId: user.id })
      }
      const { url, qrSvg } = await enrolment(secret, user.email)
      return { secret, otpauthUrl: url, qrSvg }
    },
  })

  app.route({
    ...endpoint('DELETE /account/mfa/setup'),
    config: duringEnrolment,
    handler: async (request, reply) => {
      const user = (await users.find(request.user.id))!
      if (!user.totpSecret && user.totpPendingSecret) {
        await users.setPendingTotp(user.id, null)
        await app.audit(request, { action: 'mfa.enrolment_cancelled', entity: 'user', entityId: user.id })
      }
      return reply.code(204).send(null)
    },
  })

  app.route({
    ...endpoint('POST /account/mfa/confirm'),
    config: duringEnrolment,
    ...recentProof,
    handler: async (request) => {
      const user = await notYetEnrolled(request.user.id)
      if (!user.totpPendingSecret)
        throw new HttpError(409, 'Comece a ativação de novo: nenhuma chave está à espera de confirmação.')
      await limits.begin('mfa', user.id, request, user.id)
      const step = sealedTotpStep(app.totpKey, user.totpPendingSecret, request.body.code)
      if (step === null) {
        await limits.failed('mfa', user.id, request)
        throw new HttpError(400, 'Código inválido. Confira o código do aplicativo e tente novamente.', [
          'code',
        ])
      }
      await limits.succeeded('mfa', user.id, request)
      const codes = newRecoveryCodes()
      // Hashed before the transaction: argon2 takes a while, and the transaction should not wait on it.
      const hashes = await Promise.all(codes.map(hashRecoveryCode))
      const ended = await app.transaction(async ({ users, credentials, sessions }) => {
        await users.enableTotp(user.id, user.totpPendingSecret!, step)
        await credentials.recoveryCodes.replace(user.id, hashes)
        // The code proves this session only: every other one (perhaps opened with a stolen password) ends.
        return sessions.confirmEnrolment(user.id, request.user.sessionId)
      })
      app.sessions.forgetUser(user.id)
      await app.audit(request, {
        action: 'mfa.enrolled',
        entity: 'user',
        entityId: user.id,
        details: { sessionsEnded: ended.length },
      })
      return { recoveryCodes: codes }
    },
  })
}
