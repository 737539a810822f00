import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

/**
 * A statement written in SQL, its values as `sql.placeholder(name)`, turned into text once where it is defined
 * instead of on every call (fast-path/run.ts runs it).
 */
export interface Statement<Row> {
  /**
   * A named statement is parsed and planned once per connection; an unnamed one (undefined) is planned again with
   * each call's values, for a statement whose best plan depends on them (the name search).
   */
  readonly name: string | undefined
  readonly text: string
  /** The text's parameters in order: placeholders, or constants written into the statement. */
  readonly params: readonly unknown[]
  /** The text cut at its parameters, to run the statement through Drizzle inside a transaction (run.ts). */
  readonly pieces: readonly string[]
  /** Only carries the row type. */
  readonly row?: Row
}

// The parameters marked with a character SQL text never holds, to cut the text at them.
const MARK = '\u0000'
class MarkingDialect extends PgDialect {
  override escapeParam(): string {
    return MARK
  }
}
const dialect = new PgDialect()
const marking = new MarkingDialect()

function statementOf<Row>(name: string | undefined, statement: SQL): Statement<Row> {
  const { sql: text, params } = dialect.sqlToQuery(statement)
  const pieces = marking.sqlToQuery(statement).sql.split(MARK)
  if (pieces.length !== params.length + 1)
    throw new Error(`Statement ${name ?? text}: text holds a NUL character`)
  return { name, text, params, pieces }
}

/** A named statement: parsed and planned once per connection (on PostgreSQL and on PGlite). */
export const namedStatement = <Row>(name: string, statement: SQL): Statement<Row> =>
  statementOf<Row>(name, statement)

/** An unnamed statement: planned again with every call's values. */
export const unnamedStatement = <Row>(statement: SQL): Statement<Row> =>
  statementOf<Row>(undefined, statement)

/** The statement with `params` in place of its parameters, as Drizzle runs it (a transaction's statements). */
export function withParams(statement: Statement<unknown>, params: readonly unknown[]): SQL {
  const chunks: SQL[] = [sql.raw(statement.pieces[0]!)]
  params.forEach((param, i) => chunks.push(sql`${sql.param(param)}${sql.raw(statement.pieces[i + 1]!)}`))
  return sql.join(chunks)
}
