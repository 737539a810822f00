// Clinician accounts for the load test and the benchmark: created directly in the database before the server
// starts (one argon2 hash shared by all, so making 50 costs one hash), then signed in through the API.
import { inArray } from 'drizzle-orm'
import { hashPassword } from '../../src/server/auth/passwords'
import type { Db } from '../../src/server/db/client'
import { users } from '../../src/server/db/schema'
import { apiClient } from '../../tests/kit/api-client'

export const LOAD_PASSWORD = 'Carga-Fono-2026!'

export interface Account {
  id: string
  email: string
}

export async function createClinicians(db: Db, count: number, prefix = 'clinica'): Promise<Account[]> {
  const passwordHash = await hashPassword(LOAD_PASSWORD)
  const wanted = Array.from({ length: count }, (_, i) => ({
    name: `Fonoaudióloga ${i + 1}`,
    email: `${prefix}${i + 1}@carga.fono`,
    role: 'CLINICIAN' as const,
    passwordHash,
  }))
  await db.insert(users).values(wanted).onConflictDoNothing()
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        wanted.map((u) => u.email),
      ),
    )
  return wanted.map((u) => rows.find((r) => r.email === u.email)!)
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(baseUrl: string, email: string, password = LOAD_PASSWORD): Promise<string> {
  return (await apiClient(baseUrl).login(email, password)).token!
}

/** Runs `work` over `items` with at most `limit` at a time, in order of the items. */
export async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const runner = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner))
  return results
}
