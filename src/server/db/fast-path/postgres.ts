import pg from 'pg'
import { TEXT_TYPES } from '../pglite-start'
import type { Driver } from './run'

const keepAsText = (value: string) => value
const textTypes = new Set<number>(TEXT_TYPES)
// Times as PostgreSQL writes them, as Drizzle reads them, so that a statement's rows are the same in a transaction.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    textTypes.has(oid)
      ? keepAsText
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
}

/** The statements on the pool, a named one as pg's named statement (prepared once on each connection). */
export function postgresDriver(pool: pg.Pool): Driver {
  return {
    async run<Row>(statement: { name: string | undefined; text: string }, values: unknown[]) {
      const { name, text } = statement
      const result = await pool.query<Row & pg.QueryResultRow>(
        name ? { name, text, values, types } : { text, values, types },
      )
      return result.rows
    },
  }
}
