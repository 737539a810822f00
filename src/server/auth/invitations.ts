import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { invitations } from '../db/schema'
import { HttpError } from '../http-error'
import { hashToken, newOpaqueToken } from './tokens'

export type Role = 'ADMIN' | 'CLINICIAN'
export const INVITE_LIFETIME_HOURS = 72

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export async function createInvitation(db: Db | Tx, role: Role, createdBy: string | null) {
  const token = newOpaqueToken()
  const expiresAt = new Date(Date.now() + INVITE_LIFETIME_HOURS * 3600_000)
  const [row] = await db
    .insert(invitations)
    .values({ tokenHash: hashToken(token), role, createdBy, expiresAt })
    .returning({ id: invitations.id })
  return { id: row!.id, token, expiresAt, role }
}

/**
 * Marks the invitation used, in the caller's transaction, and returns it; a single UPDATE so that two
 * registrations racing for one invitation cannot both win. Throws a Portuguese 4xx when it cannot be used.
 */
export async function consumeInvitation(tx: Tx, token: string) {
  const tokenHash = hashToken(token)
  const [used] = await tx
    .update(invitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .returning()
  if (used) return used
  const [found] = await tx.select().from(invitations).where(eq(invitations.tokenHash, tokenHash))
  if (!found) throw new HttpError(400, 'Convite inválido. Confira o token recebido.', ['inviteToken'])
  if (found.usedAt) throw new HttpError(409, 'Este convite já foi usado.', ['inviteToken'])
  if (found.revokedAt) throw new HttpError(410, 'Este convite foi revogado.', ['inviteToken'])
  throw new HttpError(410, 'Este convite expirou. Peça um novo ao administrador.', ['inviteToken'])
}

export type { Tx }
