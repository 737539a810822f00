// Throw-away PostgreSQL databases, on a server where we may create and drop them (TEST_DATABASE_URL): for the API
// tests, the backup and fault tests, the load test and the benchmark.
import crypto from 'node:crypto'
import pg from 'pg'

/** `base` with its database name replaced by `name` (and its user by `user`, when given: no password). */
export function databaseUrl(base: string, name: string, user?: string): string {
  const url = new URL(base)
  url.pathname = `/${name}`
  if (user !== undefined) {
    url.username = user
    url.password = ''
  }
  return url.toString()
}

async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`)
  return `"${name}"`
}

export interface DatabaseOptions {
  /** A copy of this database instead of an empty one. */
  template?: string
  /** The role that owns it (an existing one), instead of `base`'s user: e.g. MIGRATION_DATABASE_URL's. */
  owner?: string
}

/** Creates database `name` and returns its URL (as `base`'s user). */
export async function createDatabase(
  base: string,
  name: string,
  { template, owner }: DatabaseOptions = {},
): Promise<string> {
  const clauses = [template && `TEMPLATE ${ident(template)}`, owner && `OWNER ${ident(owner)}`]
  await withAdmin(base, (client) =>
    client.query([`CREATE DATABASE ${ident(name)}`, ...clauses.filter(Boolean)].join(' ')),
  )
  return databaseUrl(base, name)
}

/** Drops database `name`, closing whatever connections it still has. */
export async function dropDatabase(base: string, name: string): Promise<void> {
  await withAdmin(base, (client) => client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`))
}

export async function databaseExists(base: string, name: string): Promise<boolean> {
  return withAdmin(base, async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    return result.rowCount === 1
  })
}

export interface ThrowawayDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

/** A new database with a random name (`prefix_…`) on `base`, dropped by `drop()`. */
export async function throwawayDatabase(
  base = process.env.TEST_DATABASE_URL,
  prefix = 'test',
  options: DatabaseOptions = {},
): Promise<ThrowawayDatabase> {
  if (!base)
    throw new Error('TEST_DATABASE_URL is not set: there is no PostgreSQL server to create databases on')
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
  const url = await createDatabase(base, name, options)
  return { name, url, drop: () => dropDatabase(base, name) }
}
