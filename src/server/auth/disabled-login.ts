// A disabled account learns nothing a wrong password would not tell: the same answer, reached by the same path (the
// attempt counted as a failure). Only the audit trail says that the right password of a disabled account was refused.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { HttpError } from '../http-error'
import type { UserRow } from '../repositories/users'
import type { Throttle } from './throttling'

/** What a sign-in step answers to a wrong secret: its throttle's kind and subject, and its error. */
export interface FailedStep {
  kind: string
  subject: string
  failure: () => HttpError
}

/** Throws the step's wrong-secret answer when the account is disabled, once its refusal is audited. */
export async function refuseIfDisabled(
  app: FastifyInstance,
  limits: Throttle,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'disabledAt'>,
  step: FailedStep,
): Promise<void> {
  if (!user.disabledAt) return
  await limits.failed(step.kind, step.subject, request)
  await app.audit(request, {
    action: 'auth.login_refused_disabled',
    actor: user,
    entity: 'user',
    entityId: user.id,
  })
  throw step.failure()
}
