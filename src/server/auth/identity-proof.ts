// A signed-in user proving again who she is: the account's password and, where it has a second factor, a code of the
// app or one of its recovery codes. A stolen session alone then cannot enrol a factor, change the password or act on
// another ADMIN. Throttled like a login (per account and network, never a lockout) and audited when it fails.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, HttpError } from '../http-error'
import type { UserRow } from '../repositories/users'
import { verifyPassword } from './passwords'
import { findRecoveryCode } from './recovery-codes'
import { throttleFor } from './throttling'
import { sealedTotpStep } from './totp-seal'

export interface ProofInput {
  password: string
  /** A code of the authenticator app, or a recovery code. */
  code?: string
}

export interface ProofOptions {
  /** The throttle's kind of attempt ('reauth', 'password'). */
  kind: string
  /** The audit entry of a wrong password or code (written as `action: '…'`, which the labels' lint reads). */
  onFailure: { action: string }
  /** The request's field that holds the password, named by the 400. */
  passwordField: string
}

export const codeMissing = () =>
  badRequest('Informe o código do aplicativo ou um código de recuperação.', ['code'])

/** `prove(request, user, input, options)`: resolves when the password (and code) are right, else a 4xx. */
export function identityProof(app: FastifyInstance) {
  const limits = throttleFor(app)
  const { users, credentials } = app.repos

  /** Whether `code` is the app's code of now (each time step taken once) or an unused recovery code (then used). */
  const secondFactorAccepts = async (request: FastifyRequest, user: UserRow, code: string) => {
    const typed = code.replace(/\s/g, '')
    if (/^\d{6}$/.test(typed)) {
      const step = sealedTotpStep(app.totpKey, user.totpSecret!, typed)
      return step !== null && (await users.acceptTotpStep(user.id, step))
    }
    const id = await findRecoveryCode(await credentials.recoveryCodes.unused(user.id), code)
    if (id === undefined || !(await credentials.recoveryCodes.use(id))) return false
    await app.audit(request, {
      action: 'auth.recovery_code_used',
      entity: 'user',
      entityId: user.id,
      details: { left: await credentials.recoveryCodes.left(user.id) },
    })
    return true
  }

  return async (request: FastifyRequest, user: UserRow, input: ProofInput, options: ProofOptions) => {
    if (user.totpSecret && !input.code?.trim()) throw codeMissing()
    await limits.attemptAndBegin(options.kind, user.id, request, user.id)
    const passwordRight = await verifyPassword(user.passwordHash, input.password)
    // A recovery code is tried (and used up) only behind the right password.
    const right =
      passwordRight && (!user.totpSecret || (await secondFactorAccepts(request, user, input.code!)))
    if (!right) {
      await limits.failed(options.kind, user.id, request)
      await app.audit(request, {
        ...options.onFailure,
        entity: 'user',
        entityId: user.id,
        details: { wrong: passwordRight ? 'code' : 'password' },
      })
      // 400, not 401: a 401 ends the session in the client, and this session is still good.
      throw passwordRight
        ? new HttpError(400, 'Código inválido. Confira o código do aplicativo e tente novamente.', ['code'])
        : new HttpError(400, 'A senha atual não confere.', [options.passwordField])
    }
    await limits.succeeded(options.kind, user.id, request)
  }
}
