import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { invitations, users } from '../db/schema'
import { hashToken, newOpaqueToken } from '../auth/tokens'
import type { Role } from '../../shared/contract/auth'
import { issuerStillAdmin } from './users'

export const INVITE_LIFETIME_HOURS = 72

export type InvitationRow = typeof invitations.$inferSelect
/** Why an invitation token cannot be used. */
export type UnusableInvitation = 'unknown' | 'used' | 'revoked' | 'expired'

const usable = () =>
  and(
    isNull(invitations.usedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
    issuerStillAdmin(invitations.createdBy),
  )

/** The invitation of a token and whether its issuer may still invite. */
const withIssuer = (db: Db, tokenHash: string) =>
  db
    .select({
      usedAt: invitations.usedAt,
      revokedAt: invitations.revokedAt,
      expiresAt: invitations.expiresAt,
      issuerActive: issuerStillAdmin(invitations.createdBy),
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash))

/** Why an invitation that exists cannot be used (a disabled or demoted issuer revoked it), or true. */
function unusable(found: {
  usedAt: Date | null
  revokedAt: Date | null
  expiresAt: Date
  issuerActive: boolean
}): true | UnusableInvitation {
  if (found.usedAt) return 'used'
  if (found.revokedAt || !found.issuerActive) return 'revoked'
  return found.expiresAt.getTime() <= Date.now() ? 'expired' : true
}

/** Single-use invitations to create an account; only the token's SHA-256 is stored. */
export function invitationRepository(db: Db) {
  return {
    /** A new invitation and its token (shown once). */
    async create(role: Role, createdBy: string | null) {
      const token = newOpaqueToken()
      const expiresAt = new Date(Date.now() + INVITE_LIFETIME_HOURS * 3600_000)
      const [row] = await db
        .insert(invitations)
        .values({ tokenHash: hashToken(token), role, createdBy, expiresAt })
        .returning({ id: invitations.id })
      return { id: row!.id, token, expiresAt, role }
    },

    /** Whether the invitation of this token can be used (nothing is changed). */
    async check(token: string): Promise<true | UnusableInvitation> {
      const [found] = await withIssuer(db, hashToken(token))
      return found ? unusable(found) : 'unknown'
    },

    /**
     * Marks the invitation used and returns it, or says why it cannot be used. A single UPDATE, so that two
     * registrations racing for one invitation cannot both win; run it in the registration's transaction.
     */
    async consume(token: string): Promise<InvitationRow | UnusableInvitation> {
      const tokenHash = hashToken(token)
      const [used] = await db
        .update(invitations)
        .set({ usedAt: sql`now()` })
        .where(and(eq(invitations.tokenHash, tokenHash), usable()))
        .returning()
      if (used) return used
      const [found] = await withIssuer(db, tokenHash)
      if (!found) return 'unknown'
      const why = unusable(found)
      return why === true ? 'expired' : why
    },

    async recordUser(id: string, userId: string) {
      await db.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, id))
    },

    /** The invitations not used, revoked or expired yet, newest first, with who made each. */
    listPending() {
      return db
        .select({
          id: invitations.id,
          role: invitations.role,
          createdAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
          createdByName: users.name,
        })
        .from(invitations)
        .leftJoin(users, eq(users.id, invitations.createdBy))
        .where(usable())
        .orderBy(desc(invitations.createdAt))
    },

    /** Revokes an invitation not used yet; false when there is none such. */
    async revoke(id: string): Promise<boolean> {
      const [row] = await db
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(invitations.id, id), isNull(invitations.usedAt), isNull(invitations.revokedAt)))
        .returning({ id: invitations.id })
      return Boolean(row)
    },

    /** Revokes the unused first-administrator links (made by nobody), so that only the newest printed one works. */
    async revokeFirstAdminLinks() {
      await db
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(and(isNull(invitations.createdBy), isNull(invitations.usedAt), eq(invitations.role, 'ADMIN')))
    },
  }
}
export type InvitationRepository = ReturnType<typeof invitationRepository>
