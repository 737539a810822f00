import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client'
import { inTransaction, repositories, type Repositories } from '../repositories'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    dbKind: Database['kind']
    /** The data, one repository per aggregate. */
    repos: Repositories
    /** The repositories bound to one transaction. */
    transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>
  }
}

/** Exposes the database to the routes; whoever opened it closes it. */
export const dbPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  app.decorate('db', database.db)
  app.decorate('dbKind', database.kind)
  app.decorate('repos', repositories(database.db))
  app.decorate('transaction', <T>(work: (repos: Repositories) => Promise<T>) =>
    inTransaction(database.db, work),
  )
})
