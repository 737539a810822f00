// Passkeys (WebAuthn credentials) and the challenges of their ceremonies. A challenge is taken by a single UPDATE
// that only an open one (unused, unexpired, of the right purpose and owner) matches: two requests racing for it
// cannot both win, and a used one never works again.
import { and, asc, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { passkeys, users, webauthnChallenges } from '../db/schema'
import { markUsed } from './mark-used'

export const WEBAUTHN_CHALLENGE_MINUTES = 5

export type PasskeyRow = typeof passkeys.$inferSelect
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose']

/** Who a challenge is bound to: the account adding a passkey or logging in, and the login attempt's challenge. */
export interface ChallengeOwner {
  userId?: string
  loginChallengeId?: string
}

export function passkeyRepository(db: Db) {
  return {
    listOf(userId: string): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt))
    },

    async anyOf(userId: string): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId))
      return (row?.n ?? 0) > 0
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))
      return row
    },

    async add(
      values: Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'>,
    ) {
      const [row] = await db.insert(passkeys).values(values).returning()
      return row!
    },

    async rename(id: string, userId: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning()
      return row
    },

    /**
     * Removes the user's passkey unless `keepOne` and it is the account's last second factor (no TOTP, no other
     * passkey): 'removed', 'last' or 'unknown'. The account's row is locked first, so that two removals at once
     * cannot each leave the other as the last one.
     */
    async remove(id: string, userId: string, keepOne: boolean): Promise<'removed' | 'last' | 'unknown'> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ totpSecret: users.totpSecret })
          .from(users)
          .where(eq(users.id, userId))
          .for('update')
        const [others] = await tx
          .select({ n: count() })
          .from(passkeys)
          .where(and(eq(passkeys.userId, userId), ne(passkeys.id, id)))
        const [mine] = await tx
          .select({ id: passkeys.id })
          .from(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        if (!mine) return 'unknown'
        if (keepOne && !user?.totpSecret && (others?.n ?? 0) === 0) return 'last'
        await tx.delete(passkeys).where(eq(passkeys.id, id))
        return 'removed'
      })
    },

    async removeAllOf(userId: string): Promise<number> {
      const removed = await db
        .delete(passkeys)
        .where(eq(passkeys.userId, userId))
        .returning({ id: passkeys.id })
      return removed.length
    },

    /**
     * Records a use: the authenticator's new counter, unless another use stored a higher one meanwhile (a cloned
     * authenticator racing the original). False when it did.
     */
    async used(id: string, counter: number): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter, lastUsedAt: sql`now()` })
        .where(and(eq(passkeys.id, id), or(eq(passkeys.counter, 0), lt(passkeys.counter, counter))))
        .returning({ id: passkeys.id })
      return rows.length > 0
    },

    challenges: {
      async create(challenge: string, purpose: ChallengePurpose, owner: ChallengeOwner = {}) {
        const expiresAt = new Date(Date.now() + WEBAUTHN_CHALLENGE_MINUTES * 60_000)
        await db.insert(webauthnChallenges).values({ challenge, purpose, expiresAt, ...owner })
      },
      /** Takes the open challenge `challenge` of this purpose and owner: true once, false ever after (or never). */
      take: (challenge: string, purpose: ChallengePurpose, owner: ChallengeOwner = {}) =>
        markUsed(
          db,
          webauthnChallenges,
          and(
            eq(webauthnChallenges.challenge, challenge),
            eq(webauthnChallenges.purpose, purpose),
            owner.userId ? eq(webauthnChallenges.userId, owner.userId) : isNull(webauthnChallenges.userId),
            owner.loginChallengeId
              ? eq(webauthnChallenges.loginChallengeId, owner.loginChallengeId)
              : isNull(webauthnChallenges.loginChallengeId),
            gt(webauthnChallenges.expiresAt, sql`now()`),
          ),
        ),
      /** Challenges expired more than a day ago are of no more use. */
      async purgeStale() {
        await db
          .delete(webauthnChallenges)
          .where(lt(webauthnChallenges.expiresAt, sql`now() - interval '1 day'`))
      },
    },
  }
}
export type PasskeyRepository = ReturnType<typeof passkeyRepository>
