import type { FastifyRequest } from 'fastify'
import type { RateLimitOptions } from '@fastify/rate-limit'
import { HttpError } from '../http-error'

/**
 * A route's rate limit per signed-in user (not per network: clinicians share the clinic's address), counted in this
 * process over a minute, after the session is checked. Past it a 429 saying `what` and how long to wait.
 */
export function perUserLimit(perMinute: number, what: string): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => request.user.id,
      errorResponseBuilder: (_request, { ttl }) => {
        const seconds = Math.max(1, Math.ceil(ttl / 1000))
        return new HttpError(
          429,
          `${what} em pouco tempo. Aguarde ${seconds === 1 ? '1 segundo' : `${seconds} segundos`} e tente novamente.`,
        )
      },
    },
  }
}
