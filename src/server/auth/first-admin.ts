import type { Db } from '../db/client'
import { inTransaction, repositories } from '../repositories'

/**
 * With no users at all, makes a fresh ADMIN invitation (revoking earlier unused ones of this kind, so that
 * only the newest printed link works) and returns its token; otherwise returns null.
 */
export async function firstAdminInvitation(db: Db): Promise<string | null> {
  if (await repositories(db).users.any()) return null
  return inTransaction(db, async ({ invitations }) => {
    await invitations.revokeFirstAdminLinks()
    return (await invitations.create('ADMIN', null)).token
  })
}
