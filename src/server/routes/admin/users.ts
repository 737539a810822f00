import type { FastifyInstance } from 'fastify'
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { invitations, sessions, users } from '../../db/schema'
import { badRequest, notFound } from '../../http-error'
import { idParams, isUuid } from '../common-schemas'

const text = { type: 'string' } as const
const nullableText = { type: ['string', 'null'] } as const
const userList = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: text, name: text, email: text, role: text, disabledAt: nullableText, createdAt: text },
  },
} as const
const invitationList = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: text, role: text, createdAt: text, expiresAt: text, createdByName: nullableText },
  },
} as const

/** ADMIN: the accounts and the invitations not used yet. */
export async function userAdminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireRole('ADMIN'))

  app.get('/users', { schema: { response: { 200: userList } } }, async () =>
    app.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        disabledAt: users.disabledAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(asc(users.name)),
  )

  const setDisabled =
    (disabled: boolean) => async (request: { params: { id: string } } & Parameters<typeof app.audit>[0]) => {
      const { id } = request.params
      if (!isUuid(id)) throw notFound('Usuário não encontrado.')
      if (disabled && id === request.user.id) throw badRequest('Você não pode desativar a sua própria conta.')
      const changed = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ disabledAt: disabled ? sql`now()` : null })
          .where(eq(users.id, id))
          .returning({ id: users.id })
        // Disabling ends every session of the account at once, not at the token's expiry.
        if (row && disabled) {
          await tx
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)))
        }
        return row
      })
      if (!changed) throw notFound('Usuário não encontrado.')
      if (disabled) app.sessions.forgetUser(id)
      await app.audit(request, {
        action: disabled ? 'user.disable' : 'user.enable',
        entity: 'user',
        entityId: id,
      })
      return { ok: true }
    }
  const okResponse = { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } }
  app.post<{ Params: { id: string } }>(
    '/users/:id/disable',
    { schema: { params: idParams, ...okResponse } },
    setDisabled(true),
  )
  app.post<{ Params: { id: string } }>(
    '/users/:id/enable',
    { schema: { params: idParams, ...okResponse } },
    setDisabled(false),
  )

  app.get('/invitations', { schema: { response: { 200: invitationList } } }, async () =>
    app.db
      .select({
        id: invitations.id,
        role: invitations.role,
        createdAt: invitations.createdAt,
        expiresAt: invitations.expiresAt,
        createdByName: users.name,
      })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.createdBy))
      .where(
        and(isNull(invitations.usedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`)),
      )
      .orderBy(desc(invitations.createdAt)),
  )

  app.post<{ Params: { id: string } }>(
    '/invitations/:id/revoke',
    { schema: { params: idParams, ...okResponse } },
    async (request) => {
      const { id } = request.params
      const [row] = isUuid(id)
        ? await app.db
            .update(invitations)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(invitations.id, id), isNull(invitations.usedAt), isNull(invitations.revokedAt)))
            .returning({ id: invitations.id })
        : []
      if (!row) throw notFound('Convite não encontrado ou já usado.')
      await app.audit(request, { action: 'invitation.revoke', entity: 'invitation', entityId: id })
      return { ok: true }
    },
  )
}
