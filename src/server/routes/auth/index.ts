import type { FastifyInstance } from 'fastify'
import { refuseIfDisabled } from '../../auth/disabled-login'
import { issueSession } from '../../auth/issue-session'
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords'
import { throttleFor } from '../../auth/throttling'
import { hashToken, newOpaqueToken } from '../../auth/tokens'
import { findRecoveryCode } from '../../auth/recovery-codes'
import { sealedTotpStep } from '../../auth/totp-seal'
import { verifiedPasskey } from '../../auth/webauthn'
import { isUniqueViolation } from '../../db/errors'
import { badRequest, conflict, HttpError } from '../../http-error'
import { presentAccount } from '../../presenters/accounts'
import type { UnusableInvitation } from '../../repositories/invitations'
import type { ChallengedUser, TotpOutcome, UnusableReset } from '../../repositories/credentials'
import type { SecondFactorBody } from '../../../shared/contract/auth'
import { endpoint, typed } from '../endpoint'
import { accountEvent } from '../record-event'
import { passkeyRefused } from './passkeys'

const invalidLogin = () => new HttpError(401, 'Usuário ou senha inválidos.')
const invalidCode = () =>
  new HttpError(401, 'Código inválido. Confira o código do aplicativo e tente novamente.')
const emailTaken = () => conflict('Este e-mail já está cadastrado.')
const challengeExpired = () => new HttpError(401, 'O código expirou. Entre com o e-mail e a senha novamente.')

const unusableInvitation: Record<UnusableInvitation, () => HttpError> = {
  unknown: () => new HttpError(400, 'Convite inválido. Confira o token recebido.', ['inviteToken']),
  used: () => new HttpError(409, 'Este convite já foi usado.', ['inviteToken']),
  revoked: () => new HttpError(410, 'Este convite foi revogado.', ['inviteToken']),
  expired: () => new HttpError(410, 'Este convite expirou. Peça um novo ao administrador.', ['inviteToken']),
}

const unusableReset: Record<UnusableReset, () => HttpError> = {
  unknown: () => new HttpError(400, 'Link de redefinição inválido. Confira o link recebido.', ['token']),
  used: () => new HttpError(409, 'Este link de redefinição já foi usado.', ['token']),
  revoked: () => new HttpError(410, 'Este link de redefinição foi revogado.', ['token']),
  expired: () =>
    new HttpError(410, 'Este link de redefinição expirou. Peça um novo ao administrador.', ['token']),
}

/** Login (its two steps), registration and password reset: the only API routes open without a session. */
export async function publicAuthRoutes(instance: FastifyInstance) {
  const app = typed(instance)
  const { users, invitations, credentials, passkeys } = app.repos
  const limits = throttleFor(app)
  /**
   * The second step's code (or recovery code) checked, taken once, and only then the challenge used up: whether the
   * code was accepted, and whether the challenge was still open for this request.
   */
  const acceptSecondFactor = async (
    challengeId: string,
    user: ChallengedUser,
    { code, recoveryCode, passkey }: SecondFactorBody,
  ): Promise<TotpOutcome> => {
    if (passkey) {
      const owner = { userId: user.id, loginChallengeId: challengeId }
      const used = await verifiedPasskey(app, passkey, 'second_factor', owner)
      return {
        accepted: Boolean(used),
        used: Boolean(used) && (await credentials.loginChallenges.use(challengeId)),
      }
    }
    if (code) {
      const step = user.totpSecret ? sealedTotpStep(app.totpKey, user.totpSecret, code) : null
      if (step === null) return { accepted: false, used: false }
      return credentials.loginChallenges.acceptTotpStepAndUse(challengeId, user.id, step)
    }
    const id = await findRecoveryCode(await credentials.recoveryCodes.unused(user.id), recoveryCode!)
    const accepted = id !== undefined && (await credentials.recoveryCodes.use(id))
    return { accepted, used: accepted && (await credentials.loginChallenges.use(challengeId)) }
  }

  app.route({
    ...endpoint('POST /auth/login'),
    handler: async (request, reply) => {
      const email = request.body.email.trim().toLowerCase()
      await limits.attempt(request)
      const user = await users.findByEmail(email)
      await limits.begin('login', email, request, user?.id)
      const ok = await verifyPassword(user?.passwordHash, request.body.password)
      if (!user || !ok) {
        await limits.failed('login', email, request)
        await app.audit(request, {
          action: 'auth.login_failed',
          actor: { id: user?.id ?? null, email },
          entity: 'user',
          entityId: user?.id,
        })
        throw invalidLogin()
      }
      await refuseIfDisabled(app, limits, request, user, {
        kind: 'login',
        subject: email,
        failure: invalidLogin,
      })
      await limits.succeeded('login', email, request)
      const hasPasskey = await passkeys.anyOf(user.id)
      if (user.totpSecret || hasPasskey) {
        // Right password: the second factor is asked for.
        const challenge = newOpaqueToken()
        const expiresAt = await credentials.loginChallenges.create(user.id, hashToken(challenge))
        await app.audit(request, accountEvent('auth.password_accepted', user))
        return {
          mfaRequired: true,
          challenge,
          expiresAt: expiresAt.toISOString(),
          mfaEnrolmentRequired: false,
          totp: Boolean(user.totpSecret),
          passkey: hasPasskey,
        }
      }
      return { mfaRequired: false, ...(await issueSession(app, request, reply, user)) }
    },
  })

  app.route({
    ...endpoint('POST /auth/login/mfa'),
    handler: async (request, reply) => {
      // Every attempt counts against its network: an open challenge's with its account's count, in one statement.
      const challenge = await credentials.loginChallenges.findOpen(hashToken(request.body.challenge))
      const { code, recoveryCode, passkey } = request.body
      if (!challenge || (!code && !recoveryCode && !passkey)) {
        await limits.attempt(request)
        if (!challenge) throw challengeExpired()
        throw badRequest('Informe o código do aplicativo ou um código de recuperação.', ['code'])
      }
      const { user } = challenge
      await limits.attemptAndBegin('mfa', user.id, request, user.id)
      const { accepted, used } = await acceptSecondFactor(challenge.id, user, request.body)
      if (!accepted) {
        await credentials.loginChallenges.fail(challenge.id)
        await limits.failed('mfa', user.id, request)
        await app.audit(
          request,
          accountEvent('auth.mfa_failed', user, passkey ? { passkey: true } : undefined),
        )
        throw passkey ? passkeyRefused() : invalidCode()
      }
      if (!used) throw challengeExpired()
      // Disabled since its password was accepted: answered like a wrong code (or a refused passkey).
      await refuseIfDisabled(app, limits, request, user, {
        kind: 'mfa',
        subject: user.id,
        failure: passkey ? passkeyRefused : invalidCode,
      })
      if (passkey) await app.audit(request, accountEvent('auth.passkey_second_factor', user))
      if (recoveryCode)
        await app.audit(
          request,
          accountEvent('auth.recovery_code_used', user, {
            left: await credentials.recoveryCodes.left(user.id),
          }),
        )
      // The success clears the code's counter with the session.
      return issueSession(app, request, reply, user, {
        clearThrottle: limits.successKey('mfa', user.id, request),
      })
    },
  })

  app.route({
    ...endpoint('POST /auth/register'),
    handler: async (request, reply) => {
      await limits.attempt(request)
      const email = request.body.email.trim().toLowerCase()
      const name = request.body.name.trim()
      if (!name) throw badRequest('Informe o nome.', ['name'])
      // The invitation first: without a valid one, nobody makes the server hash a password.
      const invitation = await invitations.check(request.body.inviteToken)
      if (invitation !== true) throw unusableInvitation[invitation]()
      const problem = await passwordProblem(request.body.password, { email, name })
      if (problem) throw badRequest(problem, ['password'])
      const passwordHash = await hashPassword(request.body.password)
      try {
        const user = await app.transaction(async ({ invitations, users }) => {
          const consumed = await invitations.consume(request.body.inviteToken)
          if (typeof consumed === 'string') throw unusableInvitation[consumed]()
          if (await users.findByEmail(email)) throw emailTaken()
          const created = await users.create({ name, email, passwordHash, role: consumed.role })
          await invitations.recordUser(consumed.id, created.id)
          return created
        })
        await app.audit(request, accountEvent('auth.register', user, { role: user.role }))
        return reply.code(201).send(presentAccount(user))
      } catch (error) {
        throw isUniqueViolation(error) ? emailTaken() : error
      }
    },
  })

  app.route({
    ...endpoint('POST /auth/reset'),
    handler: async (request, reply) => {
      await limits.attempt(request)
      // The link first: without a valid one, nobody makes the server hash a password.
      const tokenHash = hashToken(request.body.token)
      const reset = await credentials.passwordResets.check(tokenHash)
      if (typeof reset === 'string') throw unusableReset[reset]()
      const user = (await users.find(reset.userId))!
      const problem = await passwordProblem(request.body.password, user)
      if (problem) throw badRequest(problem, ['password'])
      const passwordHash = await hashPassword(request.body.password)
      const ended = await app.transaction(async ({ credentials, users, sessions }) => {
        if (!(await credentials.passwordResets.consume(reset.id))) throw unusableReset.used()
        await users.setPassword(user.id, passwordHash)
        return sessions.revokeAllOf(user.id)
      })
      app.sessions.forgetUser(user.id)
      await app.audit(
        request,
        accountEvent('password_reset.used', user, { resetId: reset.id, sessionsEnded: ended.length }),
      )
      return reply.code(204).send(null)
    },
  })
}
