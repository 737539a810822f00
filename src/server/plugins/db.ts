import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    dbKind: Database['kind']
  }
}

/** Exposes the database to the routes; whoever opened it closes it. */
export const dbPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  app.decorate('db', database.db)
  app.decorate('dbKind', database.kind)
})
