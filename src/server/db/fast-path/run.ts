import { fillPlaceholders } from 'drizzle-orm'
import type { Db } from '../database'
import { withParams, type Statement } from './statement'

/** Runs a statement's text with its parameters' values on one database's driver. */
export interface Driver {
  run<Row>(statement: Statement<Row>, params: unknown[]): Promise<Row[]>
}

// Each database's driver, given when it is opened (openDatabase); a transaction has none.
const drivers = new WeakMap<Db, Driver>()

/** Runs the statements of `db` (and of no transaction of it) on `driver`. */
export function attachDriver(db: Db, driver: Driver): void {
  drivers.set(db, driver)
}

/**
 * Runs `statement` with `values` for its placeholders and answers its rows as the driver gives them. Outside a
 * transaction it goes straight to the database's driver (named statements prepared once per connection); in a
 * transaction, through Drizzle on the transaction's connection.
 */
export async function run<Row>(
  db: Db,
  statement: Statement<Row>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const params = fillPlaceholders(statement.params as unknown[], values)
  const driver = drivers.get(db)
  if (driver) return driver.run(statement, params)
  const result = (await db.execute(withParams(statement, params))) as unknown as { rows: Row[] }
  return result.rows
}
