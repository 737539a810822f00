// Clinician accounts for the load test and the benchmark: created through the users repository before the server
// starts (one argon2 hash shared by all, so making 50 costs one hash), then signed in through the API.
import { hashPassword } from '../../src/server/auth/passwords'
import type { Db } from '../../src/server/db/client'
import { userRepository } from '../../src/server/repositories/users'
import { apiClient } from '../../tests/kit/api-client'

export const LOAD_PASSWORD = 'Carga-Fono-2026!'

export interface Account {
  id: string
  email: string
}

export async function createClinicians(db: Db, count: number, prefix = 'clinica'): Promise<Account[]> {
  const passwordHash = await hashPassword(LOAD_PASSWORD)
  const repository = userRepository(db)
  const accounts: Account[] = []
  for (let i = 1; i <= count; i++) {
    const email = `${prefix}${i}@carga.fono`
    // An account left by an earlier run on the same database is used as it is.
    const user =
      (await repository.findByEmail(email)) ??
      (await repository.create({ name: `Fonoaudióloga ${i}`, email, role: 'CLINICIAN', passwordHash }))
    accounts.push({ id: user.id, email: user.email })
  }
  return accounts
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
