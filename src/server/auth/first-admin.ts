import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { invitations, users } from '../db/schema'
import { createInvitation } from './invitations'

/**
 * With no users at all, makes a fresh ADMIN invitation (revoking earlier unused ones of this kind, so that
 * only the newest printed link works) and returns its token; otherwise returns null.
 */
export async function firstAdminInvitation(db: Db): Promise<string | null> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return null
  return db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(isNull(invitations.createdBy), isNull(invitations.usedAt), eq(invitations.role, 'ADMIN')))
    const { token } = await createInvitation(tx, 'ADMIN', null)
    return token
  })
}
