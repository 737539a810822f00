import { and, asc, eq, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { hasSecondFactor } from './second-factor'
import { invitations, passwordResets, sessions, users } from '../db/schema'

export type UserRow = typeof users.$inferSelect

/**
 * Whether the link (invitation, password reset) its `createdBy` column names the issuer of may still be used: one
 * issued by an ADMIN dies with her rights, when she is disabled or no longer ADMIN; one issued by nobody (the first
 * administrator's link, `npm run user:reset`) does not.
 */
export const issuerStillAdmin = (createdBy: AnyColumn): SQL<boolean> =>
  sql<boolean>`(${createdBy} IS NULL OR EXISTS (SELECT 1 FROM ${users} AS issuer
                 WHERE issuer.id = ${createdBy} AND issuer.role = 'ADMIN' AND issuer.disabled_at IS NULL))`

/** Accounts: who they are, their password, their second factor. */
export function userRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email))
      return row
    },

    /** Whether any account exists (without counting them all). */
    async any(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).limit(1)
      return rows.length > 0
    },

    async create(values: Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'role'>): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning()
      return row!
    },

    /** Every account, by name. */
    list() {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          disabledAt: users.disabledAt,
          createdAt: users.createdAt,
          mfaEnabled: hasSecondFactor,
        })
        .from(users)
        .orderBy(asc(users.name))
    },

    /**
     * Disables (ending every session of the account at once, and revoking the links it issued, so that enabling it
     * again does not bring them back) or enables; false when there is no such user.
     */
    setDisabled(id: string, disabled: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ disabledAt: disabled ? sql`now()` : null })
          .where(eq(users.id, id))
          .returning({ id: users.id })
        if (row && disabled) {
          await tx
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)))
          for (const links of [invitations, passwordResets])
            await tx
              .update(links)
              .set({ revokedAt: sql`now()` })
              .where(and(eq(links.createdBy, id), isNull(links.usedAt), isNull(links.revokedAt)))
        }
        return Boolean(row)
      })
    },

    async find(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row
    },

    async setPassword(id: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id))
    },

    /** Stores the account's TOTP seeds as given (sealed: auth/totp-seeds.ts). */
    async setSeeds(id: string, seeds: Pick<UserRow, 'totpSecret' | 'totpPendingSecret'>) {
      await db.update(users).set(seeds).where(eq(users.id, id))
    },

    /** Starts enrolling a second factor: the secret waits for a code to confirm it (null: enrolment cancelled). */
    async setPendingTotp(id: string, secret: string | null) {
      await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, id))
    },

    /** The confirmed secret becomes the account's second factor; `step` is the confirming code's time step. */
    async enableTotp(id: string, secret: string, step: number) {
      await db
        .update(users)
        .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: sql`now()`, totpLastStep: step })
        .where(eq(users.id, id))
    },

    /** Takes the code of time step `step` once: false when that step or a later one was already accepted. */
    async acceptTotpStep(id: string, step: number): Promise<boolean> {
      const taken = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(users.id, id),
            isNotNull(users.totpSecret),
            or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
          ),
        )
        .returning({ id: users.id })
      return taken.length > 0
    },

    /** Removes the second factor (and its recovery codes, through their repository). */
    async removeTotp(id: string): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(users.id, id))
        .returning({ id: users.id })
      return Boolean(row)
    },
  }
}
export type UserRepository = ReturnType<typeof userRepository>
