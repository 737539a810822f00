// Throw-away PostgreSQL databases for the load test and the benchmark, on a server where we may create and drop
// databases (TEST_DATABASE_URL, as the tests use it).
import pg from 'pg'

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base })
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

/** Creates database `name` (empty, or a copy of `template`) and returns its URL. */
export async function createDatabase(base: string, name: string, template?: string): Promise<string> {
  await withAdmin(base, (client) =>
    client.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`),
  )
  return databaseUrl(base, name)
}

export async function dropDatabase(base: string, name: string): Promise<void> {
  await withAdmin(base, (client) => client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`))
}

export async function databaseExists(base: string, name: string): Promise<boolean> {
  return withAdmin(base, async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    return result.rowCount === 1
  })
}
