import { call } from '../../lib/api'
import type { AuditQuery } from '../../../shared/contract/audit'

export const listUsers = () => call('GET /users')
export const disableUser = (id: string) => call('POST /users/:id/disable', { params: { id } })
export const enableUser = (id: string) => call('POST /users/:id/enable', { params: { id } })
export const listInvitations = () => call('GET /invitations')
export const revokeInvitation = (id: string) => call('POST /invitations/:id/revoke', { params: { id } })
export const auditPage = (query: AuditQuery) => call('GET /audit', { query })
