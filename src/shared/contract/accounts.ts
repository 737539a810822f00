// Administration of accounts and invitations (ADMIN only).
import Type, { type Static } from 'typebox'
import { Role } from './auth'
import { Ask, NullableText, Reply, Texts } from './schema'

export const UserListItem = Reply({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Role,
  disabledAt: NullableText(),
  createdAt: Type.String(),
  mfaEnabled: Type.Boolean(),
})
export type UserListItem = Static<typeof UserListItem>

/** An invitation not used, revoked or expired yet. */
export const PendingInvitation = Reply({
  id: Type.String(),
  role: Role,
  createdAt: Type.String(),
  expiresAt: Type.String(),
  createdByName: NullableText(),
})
export type PendingInvitation = Static<typeof PendingInvitation>

/** 'Gerar Convite': the role defaults to CLINICIAN (the body may be left out). */
export const InvitationRequest = Ask({ role: Type.Optional(Role) })
export type InvitationRequest = Static<typeof InvitationRequest>

/** The new invitation's token, shown once: only its hash is stored. */
export const NewInvitation = Reply({
  token: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  role: Role,
})
export type NewInvitation = Static<typeof NewInvitation>

/** A password reset link, shown once to the ADMIN who issued it: only its hash is stored. */
export const NewResetLink = Reply({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) })
export type NewResetLink = Static<typeof NewResetLink>

/** A reset link not used, revoked or expired yet. */
export const PendingReset = Reply(Texts('id', 'userId', 'userName', 'createdAt', 'expiresAt'))
export type PendingReset = Static<typeof PendingReset>
