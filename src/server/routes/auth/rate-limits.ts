import type { FastifyInstance, FastifyRequest } from 'fastify'
import { tooManyRequests } from '../../http-error'

const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()

/**
 * Every attempt counts against the caller's IP; only failures count against the e-mail, so a clinician
 * who types the password right is never locked out by someone else's guessing from elsewhere.
 */
export function authRateLimits(app: FastifyInstance) {
  const perIp = app.createRateLimit({
    max: app.config.authAttemptsPerIp,
    timeWindow: 60_000,
    keyGenerator: (request) => `ip:${request.ip}`,
  })
  const perEmail = app.createRateLimit({
    max: app.config.authFailuresPerEmail,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => `email:${emailOf(request)}`,
  })
  return {
    async check(request: FastifyRequest) {
      const ip = await perIp(request)
      const mail = await perEmail(request, { increment: false })
      if ((!ip.isAllowed && ip.isExceeded) || (!mail.isAllowed && mail.remaining <= 0))
        throw tooManyRequests()
    },
    async recordFailure(request: FastifyRequest) {
      await perEmail(request)
    },
  }
}
