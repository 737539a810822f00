// Signing in and enrolling through the API, as the account and second-factor tests do it again and again.
import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { users } from '../../src/server/db/schema'
import { BEARER_TRANSPORT, TEST_PASSWORD, type TestApp } from './test-app'

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
export const totpCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })

/** POST /api/auth/login asking for the session token in the answer rather than a cookie. */
export const bearerLogin = (
  t: Pick<TestApp, 'app'>,
  email: string,
  password = TEST_PASSWORD,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { ...BEARER_TRANSPORT, ...headers },
  })

/** The id of the account with `email` (which must exist). */
export const userIdOf = async (t: Pick<TestApp, 'database'>, email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
