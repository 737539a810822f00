// The one-time secrets of accounts, each stored hashed only: recovery codes of a second factor (argon2id, see
// auth/recovery-codes.ts), password reset links and the challenges of a login's second step (SHA-256 of 32 random
// bytes). Each is used once, by a single UPDATE, so that two
// requests racing for one cannot both win.
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { namedStatement, run } from '../db/fast-path'
import { loginChallenges, passwordResets, recoveryCodes, users } from '../db/schema'
import { markUsed } from './mark-used'
import { issuerStillAdmin, type UserRow } from './users'

export const RESET_LIFETIME_HOURS = 24
export const CHALLENGE_LIFETIME_MINUTES = 5
/** Wrong codes a login's second step takes before it must start again with the password. */
export const CHALLENGE_MAX_FAILURES = 5

export type UnusableReset = 'unknown' | 'used' | 'revoked' | 'expired'

/** What a login's second step needs of the account: who it is, its second factor, whether it is disabled. */
export type ChallengedUser = Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'totpSecret' | 'disabledAt'>

/** Whether the code's time step was accepted, and whether the challenge was then used up by this request. */
export interface TotpOutcome {
  accepted: boolean
  used: boolean
}

// The open challenge of a token (not used, not expired, not failed too often) with its account, in one statement.
const openChallenge = namedStatement<Omit<ChallengedUser, 'id' | 'disabledAt'> & OpenChallengeKeys>(
  'login_challenge_open',
  sql`SELECT ${loginChallenges.id} AS id, ${users.id} AS "userId", ${users.email} AS email, ${users.name} AS name,
             ${users.role} AS role, ${users.totpSecret} AS "totpSecret", ${users.disabledAt} AS "disabledAt"
        FROM ${loginChallenges} JOIN ${users} ON ${users.id} = ${loginChallenges.userId}
       WHERE ${loginChallenges.tokenHash} = ${sql.placeholder('tokenHash')} AND ${loginChallenges.usedAt} IS NULL
         AND ${loginChallenges.expiresAt} > now() AND ${loginChallenges.failures} < ${CHALLENGE_MAX_FAILURES}`,
)
interface OpenChallengeKeys {
  id: string
  userId: string
  disabledAt: string | null
}

// A code's time step taken once (none of that step or a later one accepted before: a code is accepted once, even by
// two requests at the same moment) and, only if it was, the challenge used up (unless another request did first).
const acceptTotpStepAndUse = namedStatement<TotpOutcome>(
  'login_challenge_accept_totp_step',
  sql`
    WITH accepted AS (
      UPDATE users SET totp_last_step = ${sql.placeholder('step')}
       WHERE id = ${sql.placeholder('userId')}
         AND (totp_last_step IS NULL OR totp_last_step < ${sql.placeholder('step')})
      RETURNING id
    ), used AS (
      UPDATE login_challenges SET used_at = now()
       WHERE id = ${sql.placeholder('challengeId')} AND used_at IS NULL AND EXISTS (SELECT 1 FROM accepted)
      RETURNING id
    )
    SELECT EXISTS (SELECT 1 FROM accepted) AS accepted, EXISTS (SELECT 1 FROM used) AS used`,
)

export function credentialRepository(db: Db) {
  return {
    /** Challenges and reset links finished (used, revoked or expired) more than a day ago are of no more use. */
    async purgeStale() {
      const dayAgo = sql`now() - interval '1 day'`
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, dayAgo))
      await db
        .delete(passwordResets)
        .where(
          or(
            lt(passwordResets.expiresAt, dayAgo),
            lt(passwordResets.usedAt, dayAgo),
            lt(passwordResets.revokedAt, dayAgo),
          ),
        )
    },

    recoveryCodes: {
      /** The user's codes are these (hashes) from now on; the old ones stop working. */
      async replace(userId: string, hashes: string[]) {
        await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
        await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })))
      },
      /** The user's codes not used yet: their ids and hashes (salted, so the code is found by trying each). */
      unused(userId: string) {
        return db
          .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      },
      /** Uses the code; false when another request used it first. */
      use: (id: string) => markUsed(db, recoveryCodes, eq(recoveryCodes.id, id)),
      async left(userId: string): Promise<number> {
        const [row] = await db
          .select({ n: count() })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
        return row?.n ?? 0
      },
      async removeAll(userId: string) {
        await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
      },
    },

    passwordResets: {
      async create(userId: string, tokenHash: string, createdBy: string | null) {
        const expiresAt = new Date(Date.now() + RESET_LIFETIME_HOURS * 3600_000)
        const [row] = await db
          .insert(passwordResets)
          .values({ userId, tokenHash, createdBy, expiresAt })
          .returning({ id: passwordResets.id })
        return { id: row!.id, expiresAt }
      },
      /** The reset of this token if it can be used, else why not (nothing is changed either way). */
      async check(tokenHash: string): Promise<{ id: string; userId: string } | UnusableReset> {
        const [found] = await db
          .select({
            id: passwordResets.id,
            userId: passwordResets.userId,
            usedAt: passwordResets.usedAt,
            revokedAt: passwordResets.revokedAt,
            expiresAt: passwordResets.expiresAt,
            issuerActive: issuerStillAdmin(passwordResets.createdBy),
          })
          .from(passwordResets)
          .where(eq(passwordResets.tokenHash, tokenHash))
        if (!found) return 'unknown'
        if (found.usedAt) return 'used'
        // A link dies with its issuer's rights: answered as revoked.
        if (found.revokedAt || !found.issuerActive) return 'revoked'
        if (found.expiresAt.getTime() <= Date.now()) return 'expired'
        return { id: found.id, userId: found.userId }
      },
      /** Marks it used, if it still can be: false when another request got there first. */
      consume: (id: string) =>
        markUsed(
          db,
          passwordResets,
          and(
            eq(passwordResets.id, id),
            isNull(passwordResets.revokedAt),
            gt(passwordResets.expiresAt, sql`now()`),
            issuerStillAdmin(passwordResets.createdBy),
          ),
        ),
      /** Links not used, revoked or expired yet, newest first, with whose password and who issued them. */
      listPending() {
        return db
          .select({
            id: passwordResets.id,
            userId: passwordResets.userId,
            userName: users.name,
            createdAt: passwordResets.createdAt,
            expiresAt: passwordResets.expiresAt,
          })
          .from(passwordResets)
          .innerJoin(users, eq(users.id, passwordResets.userId))
          .where(
            and(
              isNull(passwordResets.usedAt),
              isNull(passwordResets.revokedAt),
              gt(passwordResets.expiresAt, sql`now()`),
              issuerStillAdmin(passwordResets.createdBy),
            ),
          )
          .orderBy(desc(passwordResets.createdAt))
      },
      /** Revokes it if it is still open: whose password it was for, or undefined. */
      async revoke(id: string): Promise<{ userId: string } | undefined> {
        const [revoked] = await db
          .update(passwordResets)
          .set({ revokedAt: sql`now()` })
          .where(
            and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt)),
          )
          .returning({ userId: passwordResets.userId })
        return revoked
      },
    },

    loginChallenges: {
      async create(userId: string, tokenHash: string) {
        const expiresAt = new Date(Date.now() + CHALLENGE_LIFETIME_MINUTES * 60_000)
        await db.insert(loginChallenges).values({ userId, tokenHash, expiresAt })
        return expiresAt
      },
      /** The open challenge of this token (not used, not expired, not failed too often) and its user, or undefined. */
      async findOpen(tokenHash: string): Promise<{ id: string; user: ChallengedUser } | undefined> {
        const [row] = await run(db, openChallenge, { tokenHash })
        if (!row) return undefined
        const { id, userId, disabledAt, ...user } = row
        return {
          id,
          user: { id: userId, ...user, disabledAt: disabledAt === null ? null : new Date(disabledAt) },
        }
      },
      async fail(id: string) {
        await db
          .update(loginChallenges)
          .set({ failures: sql`${loginChallenges.failures} + 1` })
          .where(eq(loginChallenges.id, id))
      },
      /** Uses it up; false when another request did first. */
      use: (id: string) => markUsed(db, loginChallenges, eq(loginChallenges.id, id)),
      /**
       * Accepts the user's code of time step `step` and, only then, uses the challenge up: one statement. `used` is
       * false when the step was refused or another request used the challenge first.
       */
      async acceptTotpStepAndUse(id: string, userId: string, step: number): Promise<TotpOutcome> {
        const rows = await run(db, acceptTotpStepAndUse, { challengeId: id, userId, step })
        return rows[0]!
      },
    },
  }
}
export type CredentialRepository = ReturnType<typeof credentialRepository>
