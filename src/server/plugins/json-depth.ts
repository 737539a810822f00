import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../http-error'

/**
 * How deeply arrays and objects may nest in a request body. The questionnaire's deepest answer (a sibling's
 * fields inside a draft's sections) sits a few levels below the body; the rest is margin. Deeper bodies would
 * overflow the stack of the checks and writes that walk them recursively.
 */
export const MAX_BODY_DEPTH = 32

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 400's message for a body nested deeper than MAX_BODY_DEPTH, when this route has its own words for it. */
    tooDeep?: string
  }
}

/** Whether the JSON text nests arrays and objects more than `limit` deep: one pass, no recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash: the next character is escaped
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** Fastify's JSON parser (prototype poisoning refused), after the body's nesting is checked on its text. */
export const jsonDepthPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    if (nestsDeeperThan(text, MAX_BODY_DEPTH))
      return done(
        badRequest(request.routeOptions.config.tooDeep ?? 'O conteúdo enviado tem uma estrutura inválida.'),
        undefined,
      )
    void parse(request, text, done)
  })
})
