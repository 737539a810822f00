import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import rateLimit from '@fastify/rate-limit'

export const helmetOptions = (https: boolean): HelmetOptions => ({
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
  // Served over HTTPS (TLS_CERT_FILE), browsers are told to use nothing else for a year. Over plain HTTP the
  // header means nothing (behind a proxy, the proxy that terminates HTTPS sends it).
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
})

/**
 * Helmet's headers, worked out once. They are the same for every response, and helmet itself (as the Fastify
 * plugin runs it) parses the whole policy again on every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
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

export type SetResponseHeaders = (request: FastifyRequest, reply: FastifyReply) => void

/** Helmet's headers (and no-store under /api), with the request id the client can quote. */
export function responseHeaders({ https }: { https: boolean }): SetResponseHeaders {
  const page = securityHeaders(helmetOptions(https))
  const api = { ...page, 'cache-control': 'no-store' }
  return (request, reply) => {
    reply.headers(request.url.startsWith('/api') ? api : page)
    reply.header('x-request-id', request.id)
  }
}

export const securityPlugin = fp(
  async (app: FastifyInstance, { setHeaders }: { setHeaders: SetResponseHeaders }) => {
    // onSend: every reply, errors included, in one synchronous hook. (The framework's own errors, such as a
    // malformed URL, skip the hooks: app.ts sets the headers on those itself.)
    app.addHook('onSend', (request, reply, payload, done) => {
      setHeaders(request, reply)
      done(null, payload)
    })
    // Limits are applied by hand where they matter (login, register): see routes/auth.
    await app.register(rateLimit, { global: false })
  },
)
