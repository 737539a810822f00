import { call } from '../../lib/api'
import type { AuditQuery } from '../../../shared/contract/audit'

export const listUsers = () => call('GET /users')
export const disableUser = (id: string) => call('POST /users/:id/disable', { params: { id } })
export const enableUser = (id: string) => call('POST /users/:id/enable', { params: { id } })
export const listInvitations = () => call('GET /invitations')
export const revokeInvitation = (id: string) => call('POST /invitations/:id/revoke', { params: { id } })
export const auditPage = (query: AuditQuery) => call('GET /audit', { query })
export const issueResetLink = (id: string) => call('POST /users/:id/reset-link', { params: { id } })
export const removeSecondFactor = (id: string) => call('DELETE /users/:id/mfa', { params: { id } })
export const listPendingResets = () => call('GET /password-resets')
export const revokeReset = (id: string) => call('POST /password-resets/:id/revoke', { params: { id } })
export const listQuestionnaireVersions = () => call('GET /questionnaire/versions')
export const questionnaireVersion = (version: string) =>
  call('GET /questionnaire/versions/:version', { params: { version } })
export const importFhir = (body: Record<string, unknown>) => call('POST /fhir/import', { body })
