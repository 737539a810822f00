import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/**
 * A query built once per database instead of on every request: Drizzle's query building (walking the columns,
 * checking every chunk's kind) cost about as much as PGlite running the query itself.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>()
  return (db) => {
    let query = built.get(db)
    if (!query) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}

const dialect = new PgDialect()

/** A statement prepared by preparedSql: its values by placeholder name, its rows as the driver gives them. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>
}

/**
 * A statement written in SQL (its values as `sql.placeholder(name)`), turned into text once rather than on every
 * call, and a named prepared statement on PostgreSQL (parsed and planned once per connection). What `db.execute`
 * does with a `sql` template, less the per-call building: for a statement such as the evaluation insert, whose
 * snapshot lists every column of the patient, that building cost more than the rest of the call.
 */
export function preparedSql<Row>(name: string, statement: SQL): (db: Db) => PreparedSql<Row> {
  const query = dialect.sqlToQuery(statement)
  return preparedPerDb(
    (db) => db._.session.prepareQuery(query, undefined, name, false) as unknown as PreparedSql<Row>,
  )
}
