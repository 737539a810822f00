// What the logs may hold: no patient data, no secrets. A request is logged by its method and path (a search's
// query string holds a child's name); an error by its kind, message and, for a failed query, the statement's text
// without its values (they are patients' fields, or a password hash during a registration).
import type { FastifyRequest } from 'fastify'
import pino from 'pino'

const pathOnly = (url: string) => url.split('?')[0]!

/** The request as a log line shows it: method, path, no query string, no headers. */
function request(req: FastifyRequest) {
  return {
    method: req.method,
    url: pathOnly(req.url),
    ...(req.url.includes('?') ? { query: '[redacted]' } : {}),
    remoteAddress: req.ip,
  }
}

interface ErrorLike {
  name?: string
  message?: string
  stack?: string
  code?: unknown
  query?: unknown
  cause?: unknown
  table?: unknown
  column?: unknown
  constraint?: unknown
  statusCode?: unknown
}

// PostgreSQL quotes the offending value at the end of some messages ('invalid input syntax for type uuid: "x"').
const quotedValue = /: ".*"$/s

/** An error without the values it carries: Drizzle's "Failed query: …\nparams: …" keeps only the statement. */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: String(error) }
  const e = error as ErrorLike
  const statement = typeof e.query === 'string' ? e.query : undefined
  const message = statement
    ? `Failed query: ${statement}`
    : String(e.message ?? '').replace(quotedValue, ': "[redacted]"')
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  return {
    type: e.name ?? 'Error',
    message,
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    // The names of what failed, never the values: the row itself ('Failing row contains …') is left out.
    ...Object.fromEntries(
      (['table', 'column', 'constraint'] as const)
        .filter((k) => typeof e[k] === 'string')
        .map((k) => [k, e[k]]),
    ),
    stack: [`${e.name ?? 'Error'}: ${message}`, ...frames].join('\n'),
    ...(e.cause && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  }
}

/** pino options for the server: the level, the safe serializers, and secrets redacted wherever they appear. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: { req: request, err: safeError, error: safeError },
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.inviteToken',
      '*.token',
      // A family's answers and the birth date that opens their link.
      '*.answers',
      '*.birthDate',
    ],
  }
}

const LOG_BUFFER_LIMIT = 16 * 1024 * 1024

/**
 * The server's log: standard output, written from libuv's threads instead of a write per request on the event loop.
 * Lines that come while a write is under way leave together; pino writes out what is left when the process exits. A
 * reader that stops reading (a paused pager) costs lines past the limit, not a server blocked on its log.
 */
export const logDestination = () => pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_LIMIT })
