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
