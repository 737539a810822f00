import crypto from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../../src/server/db/client'

export type DbKind = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server where we may create databases. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

function withDatabase(url: string, name: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A fresh, migrated database of the given kind; closing it drops it (PostgreSQL) or discards it (PGlite). */
export async function createTestDatabase(kind: DbKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openDatabase({})
  const name = `test_${crypto.randomBytes(6).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name}`)
  const url = withDatabase(process.env.TEST_DATABASE_URL!, name)
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 })
  return {
    ...database,
    url,
    async close() {
      await database.close()
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
