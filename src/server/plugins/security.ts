import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import rateLimit from '@fastify/rate-limit'

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Emotion (MUI) injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The app is often served over plain HTTP on a clinic's own network.
  strictTransportSecurity: false,
}

/**
 * Helmet's headers, worked out once. They are the same for every response, and helmet itself (as the Fastify
 * plugin runs it) parses the whole policy again on every request.
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers = new Map<string, string>()
  const response = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error as Error
  })
  return Object.fromEntries(headers)
}

const PAGE_HEADERS = securityHeaders()
const API_HEADERS = { ...PAGE_HEADERS, 'cache-control': 'no-store' }

/** Helmet's headers (and no-store under /api), with the request id the client can quote. */
export function setResponseHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(request.url.startsWith('/api') ? API_HEADERS : PAGE_HEADERS)
  reply.header('x-request-id', request.id)
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  // onSend: every reply, errors included, in one synchronous hook. (The framework's own errors, such as a
  // malformed URL, skip the hooks: app.ts sets the headers on those itself.)
  app.addHook('onSend', (request, reply, payload, done) => {
    setResponseHeaders(request, reply)
    done(null, payload)
  })
  // Limits are applied by hand where they matter (login, register): see routes/auth.
  await app.register(rateLimit, { global: false })
})
