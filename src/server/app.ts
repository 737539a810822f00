import crypto from 'node:crypto'
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Config } from './config'
import { TLS_SETTINGS, type TlsFiles } from './config/tls'
import type { Database } from './db/client'
import { auditPlugin } from './plugins/audit'
import { authPlugin } from './plugins/auth'
import { clientPlugin } from './plugins/client'
import { dbPlugin } from './plugins/db'
import { housekeepingPlugin } from './plugins/housekeeping'
import { jsonDepthPlugin } from './plugins/json-depth'
import { errorsPlugin, sendError } from './plugins/errors'
import { responseCheckPlugin } from './plugins/response-check'
import { responseHeaders, securityPlugin } from './plugins/security'
import { validationPlugin } from './plugins/validation'
import { logDestination, loggerOptions } from './logging'
import { loadQuestionnaire } from './questionnaire'
import { recordQuestionnaire } from './questionnaire/record'
import { apiRoutes } from './routes'
import { totpKeyFrom, type TotpKey } from './auth/totp-seal'
import { FamilySessions } from './auth/family-session'
import { sealTotpSeeds } from './auth/totp-seeds'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    /** The key sealing the TOTP seeds at rest (auth/totp-seal.ts). */
    totpKey: TotpKey
  }
}

export interface AppOptions {
  config: Config
  database: Database
  jwtSecret: string
  /** The audit trail's HMAC key (resolveAuditKey). */
  auditKey: string
  /** The TOTP seeds' key (resolveTotpKey). */
  totpKey: string
  /** false in tests; otherwise pino options. */
  logger?: boolean | object
  /** Tests: check every successful answer against its route's response schema (plugins/response-check). */
  checkResponses?: boolean
  /** HTTPS: the certificate and key (loadTls); absent, plain HTTP. */
  tls?: TlsFiles
}

/**
 * One log line per request, when it is answered, naming the request as Fastify's line on its arrival did: that line
 * held nothing else.
 */
class AnsweredRequestsLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return
    const line = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}

export async function buildApp({
  config,
  database,
  jwtSecret,
  auditKey,
  totpKey,
  logger = true,
  checkResponses = false,
  tls,
}: AppOptions): Promise<FastifyInstance> {
  const setResponseHeaders = responseHeaders({ https: Boolean(tls) })
  const app = Fastify({
    ...(tls ? { https: { cert: tls.cert, key: tls.key, ...TLS_SETTINGS } } : {}),
    logger: logger === true ? { ...loggerOptions(config.logLevel), stream: logDestination() } : logger,
    bodyLimit: config.bodyLimit,
    // A malformed URL ('/api/patients/%') never reaches the error handler: without this it gets English text.
    frameworkErrors: (error, request, reply) => {
      setResponseHeaders(request, reply)
      return sendError(error, request, reply)
    },
    trustProxy: config.trustProxy,
    // The server's own id, never a client's x-request-id: the audit trail must not hold an id a client chose.
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    logController: new AnsweredRequestsLog(),
  })
  app.decorate('config', config)
  app.decorate('totpKey', totpKeyFrom(totpKey))
  const questionnaire = loadQuestionnaire()
  await app.register(errorsPlugin)
  await app.register(jsonDepthPlugin)
  await app.register(validationPlugin, { sharedSchemas: questionnaire.schemas })
  await app.register(securityPlugin, { setHeaders: setResponseHeaders })
  if (checkResponses) await app.register(responseCheckPlugin)
  await app.register(dbPlugin, { database })
  await app.register(auditPlugin, { key: auditKey, pglite: database.pglite })
  await app.register(authPlugin, {
    secret: jwtSecret,
    policy: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    recheckMs: config.sessionRecheckSeconds * 1000,
  })
  await app.register(housekeepingPlugin)
  await app.after()
  await sealTotpSeeds(app, app.totpKey)
  await recordQuestionnaire(app, questionnaire)
  await app.register(apiRoutes, {
    prefix: '/api',
    questionnaire,
    deviceKeySecret: jwtSecret,
    familySessions: new FamilySessions(jwtSecret),
  })
  await app.register(clientPlugin, { dir: config.clientDir })
  return app
}
