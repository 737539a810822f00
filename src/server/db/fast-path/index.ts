// The one door to the database's faster path, for the repositories: statements written in SQL, turned into text once
// and run on the driver as named statements (statement.ts, run.ts). The drivers' sides (pglite.ts, postgres.ts) are
// given to each database when it opens (db/client.ts, db/postgres-client.ts).
export { namedStatement, unnamedStatement, type Statement } from './statement'
export { run } from './run'
