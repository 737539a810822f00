import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { routes, type ApiRoutes, type RouteKey } from '../../shared/contract/routes'

type Split<K extends string> = K extends `${infer M} ${infer U}` ? { method: M; url: U } : never

/**
 * A contract route's method, path and schemas, to spread into `app.route({ ...endpoint(key), handler })` on a
 * typed instance: the handler's request and answer get the contract's types.
 */
export function endpoint<K extends RouteKey>(key: K): Split<K> & { schema: ApiRoutes[K] } {
  const [method, url] = key.split(' ')
  return { method, url, schema: routes[key] } as unknown as Split<K> & { schema: ApiRoutes[K] }
}

/** The instance with the contract's TypeBox types on its routes. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>()

/** The typed instance with every route of the plugin closed to all but ADMINs. */
export function adminOnly(instance: FastifyInstance) {
  const app = typed(instance)
  app.addHook('onRequest', app.requireRole('ADMIN'))
  return app
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route with an `:id` answers (404) when the id is not a UUID, as when it names nothing. */
    notFound?: string
    /** Open to a session that must enrol a second factor first (MFA_REQUIRED): the enrolment and little else. */
    duringEnrolment?: boolean
  }
}
