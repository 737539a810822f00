// What goes out of an account or an invitation: never a password hash, a token hash or who used an invitation.
import type { Account } from '../../shared/contract/auth'
import type {
  NewInvitation,
  PendingInvitation,
  PendingReset,
  UserListItem,
} from '../../shared/contract/accounts'
import type { UserRow } from '../repositories/users'
import type { InvitationRow } from '../repositories/invitations'
import { iso, isoOrNull } from './time'

export const presentAccount = (user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): Account => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
})

export const presentUserListItem = (
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'disabledAt' | 'createdAt'> & {
    mfaEnabled: boolean
  },
): UserListItem => ({
  ...presentAccount(user),
  disabledAt: isoOrNull(user.disabledAt),
  createdAt: iso(user.createdAt),
  mfaEnabled: user.mfaEnabled,
})

export const presentPendingInvitation = (
  invitation: Pick<InvitationRow, 'id' | 'role' | 'createdAt' | 'expiresAt'> & {
    createdByName: string | null
  },
): PendingInvitation => ({
  id: invitation.id,
  role: invitation.role,
  createdAt: iso(invitation.createdAt),
  expiresAt: iso(invitation.expiresAt),
  createdByName: invitation.createdByName,
})

export const presentNewInvitation = (invitation: {
  token: string
  expiresAt: Date
  role: InvitationRow['role']
}): NewInvitation => ({
  token: invitation.token,
  expiresAt: iso(invitation.expiresAt),
  role: invitation.role,
})

export const presentPendingReset = (reset: {
  id: string
  userId: string
  userName: string
  createdAt: Date
  expiresAt: Date
}): PendingReset => ({
  id: reset.id,
  userId: reset.userId,
  userName: reset.userName,
  createdAt: iso(reset.createdAt),
  expiresAt: iso(reset.expiresAt),
})
