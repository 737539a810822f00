// The second login step under load. Each request must bring an open login challenge and a code whose time step the
// account has not used yet, so every request is a different account: MFA_ACCOUNTS accounts with a second factor
// (one shared key), each given a fresh challenge before every server start (no server holds the data then), and
// the load takes each account once, in order. The app and the raw driver are prepared alike.
import { sql } from 'drizzle-orm'
import { TOTP, Secret } from 'otpauth'
import { hashToken, newOpaqueToken } from '../src/server/auth/tokens'
import { openDatabase } from '../src/server/db/client'
import type { Dataset } from './data'

/**
 * Accounts, and so requests, per pair (warm-ups included): on PostgreSQL the app and the raw driver share them, half
 * each, and each side's 5 s of load on this route (1 s after its start, 1 s of warm-up, 3 s measured) reached 10,000
 * at about 2,000 req/s. Once a side runs out its challenges are used again, and every answer is a refusal (counted as
 * errors: the figure says ERRORS). 40,000 leaves room up to 4,000 req/s a side.
 */
export const MFA_ACCOUNTS = 40_000
const EMAIL = (i: number) => `segundo-fator-${i}@carga.fono`
// Any base32 key: shared by every benchmark account (a step used by one does not count for another).
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(SECRET) })

/** The code of the current time step, as an authenticator app would show it now. */
/** The TOTP seeds' key of both servers (TOTP_KEY): the app seals the seeds at start, the baseline opens them too. */
export const BENCH_TOTP_KEY = 'bench-totp-key-'.padEnd(48, 'b')
export const currentCode = () => totp.generate()

/**
 * Makes sure the accounts exist (once) and gives each an open challenge and a step it has not used; answers the
 * challenges in account order. Password hashes are not needed: these accounts never do the first step here.
 */
export async function prepareMfaChallenges(data: Dataset): Promise<string[]> {
  const database = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.databaseUrl, poolSize: 1 })
  try {
    const emails = Array.from({ length: MFA_ACCOUNTS }, (_, i) => EMAIL(i + 1))
    const challenges = emails.map(() => newOpaqueToken())
    const list = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO users (name, email, role, password_hash, totp_secret, totp_enabled_at)
        SELECT 'Fonoaudióloga ' || n, e, 'CLINICIAN', 'not-used', ${SECRET}, now()
          FROM unnest(${list(emails)}) WITH ORDINALITY AS t(e, n)
        ON CONFLICT (email) DO NOTHING`)
      await tx.execute(sql`UPDATE users SET totp_last_step = NULL WHERE email = ANY(${list(emails)})`)
      await tx.execute(sql`
        DELETE FROM login_challenges WHERE user_id IN (SELECT id FROM users WHERE email = ANY(${list(emails)}))`)
      await tx.execute(sql`
        INSERT INTO login_challenges (user_id, token_hash, expires_at)
        SELECT u.id, t.h, now() + interval '1 hour'
          FROM unnest(${list(emails)}, ${list(challenges.map(hashToken))}) AS t(e, h)
          JOIN users u ON u.email = t.e`)
    })
    return challenges
  } finally {
    await database.close()
  }
}
