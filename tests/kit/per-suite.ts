// One resource (a test app, a database) for the enclosing describe: opened before its first test, closed after its
// last, in place of the same let/beforeAll/afterAll lines in every suite.
import { afterAll, beforeAll } from 'vitest'
import { uniqueEmail } from './fixtures'
import { createTestApp } from './test-app'
import type { DbKind } from './test-db'

/**
 * Returns a stand-in for what `open()` resolves to, usable in the suite's hooks and tests: each property is read from
 * the one opened for this describe (so a TestApp's restart() is followed), and it is closed after the suite.
 */
export function perSuite<T extends object & { close(): unknown }>(open: () => Promise<T>): T {
  let current: T | undefined
  beforeAll(async () => {
    current = await open()
  })
  afterAll(async () => {
    await current?.close()
  })
  const opened = () => {
    if (!current) throw new Error('perSuite: used outside the tests and hooks of its describe')
    return current
  }
  return new Proxy({} as T, {
    get(_, key) {
      const target = opened()
      const value: unknown = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
    set(_, key, value) {
      return Reflect.set(opened(), key, value)
    },
    has: (_, key) => Reflect.has(opened(), key),
  })
}

/**
 * A test app for the enclosing describe with a clinician signed in before its own hooks run: `clinician.token` is
 * her bearer token, set by then.
 */
export function clinicianApp(kind: DbKind) {
  const t = perSuite(() => createTestApp(kind))
  const clinician = { email: uniqueEmail('clinician'), token: '' }
  beforeAll(async () => {
    clinician.token = await t.signIn({ email: clinician.email })
  })
  return { t, clinician }
}
