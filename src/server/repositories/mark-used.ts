import { and, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { loginChallenges, passwordResets, recoveryCodes, webauthnChallenges } from '../db/schema'

type SingleUse =
  typeof recoveryCodes | typeof passwordResets | typeof loginChallenges | typeof webauthnChallenges

/**
 * Marks used the row of `table` that `where` names, if it is not used yet: one UPDATE, so that of two requests
 * racing for it one gets true and the other false.
 */
export async function markUsed(db: Db, table: SingleUse, where: SQL | undefined): Promise<boolean> {
  const used = await db
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(where, isNull(table.usedAt)))
    .returning({ id: table.id })
  return used.length > 0
}
