import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/** What `build` makes, made once per database (and per transaction) instead of on every call. */
function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>()
  return (db) => {
    let made = built.get(db)
    if (!made) {
      made = build(db)
      built.set(db, made)
    }
    return made
  }
}

/**
 * A query built once per database instead of on every request: Drizzle's query building (walking the columns,
 * checking every chunk's kind) cost about as much as PGlite running the query itself. Its text is a named
 * statement (namedTexts).
 */
export function preparedPerDb<T extends { getQuery(): { sql: string } }>(
  build: (db: Db) => T,
): (db: Db) => T {
  return perDb((db) => {
    const query = build(db)
    namedTexts.add(query.getQuery().sql)
    return query
  })
}

/**
 * The texts of the statements prepared here: named statements on PostgreSQL (the driver's), and on PGlite too
 * (db/pglite-named.ts), parsed and described once per connection instead of on every call.
 */
export const namedTexts = new Set<string>()

/**
 * The names of the prepared statements that PostgreSQL runs over its pipelined connection (db/pipelined-pool.ts):
 * short point reads of hot routes. A statement that may take long must not be named here.
 */
export const pipelinedNames = new Set<string>()

/**
 * The texts of the unnamed statements that PostgreSQL runs over its search lanes (db/pipelined-pool.ts): the name
 * search's, about a millisecond each, too long to hold up the point reads on their pipelined connection.
 */
export const lanedTexts = new Set<string>()

/**
 * The texts of the unnamed statements written here (unnamedSql): on PGlite they run as the unnamed statement, their
 * rows read as db/pglite-named.ts reads them, rather than through PGlite's query().
 */
export const unnamedTexts = new Set<string>()

/** A prepared statement's name, listed to run over PostgreSQL's pipelined connection (pipelinedNames). */
export function pipelined(name: string): string {
  pipelinedNames.add(name)
  return name
}

const dialect = new PgDialect()

/** A statement prepared by preparedSql: its values by placeholder name, its rows as the driver gives them. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>
}

/**
 * `statement` turned into text once; prepared under `name` on each database, or unnamed without one (and then run
 * over PostgreSQL's search lanes if `laned`).
 */
function textOnce<Row>(statement: SQL, name?: string, laned = false): (db: Db) => PreparedSql<Row> {
  const query = dialect.sqlToQuery(statement)
  if (name) namedTexts.add(query.sql)
  else unnamedTexts.add(query.sql)
  if (laned) lanedTexts.add(query.sql)
  return perDb(
    (db) => db._.session.prepareQuery(query, undefined, name, false) as unknown as PreparedSql<Row>,
  )
}

/**
 * A statement written in SQL (its values as `sql.placeholder(name)`), turned into text once rather than on every
 * call, and a named prepared statement (parsed and planned once per connection, on PostgreSQL and on PGlite). What `db.execute`
 * does with a `sql` template, less the per-call building: for a statement such as the evaluation insert, whose
 * snapshot lists every column of the patient, that building cost more than the rest of the call.
 */
export function preparedSql<Row>(name: string, statement: SQL): (db: Db) => PreparedSql<Row> {
  return textOnce<Row>(statement, name)
}

/**
 * A statement written in SQL, turned into text once rather than on every call, but unnamed: planned again with each
 * call's values (on PostgreSQL and on PGlite), for a statement whose best plan depends on them (the name search).
 * On PostgreSQL it runs on the pool, or over the search lanes (lanedTexts) with `over` 'lanes'.
 */
export function unnamedSql<Row>(
  statement: SQL,
  over: 'pool' | 'lanes' = 'pool',
): (db: Db) => PreparedSql<Row> {
  return textOnce<Row>(statement, undefined, over === 'lanes')
}
