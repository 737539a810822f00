import { call } from '../../lib/api'
import type { PasswordChange } from '../../../shared/contract/account'

export const changePassword = (body: PasswordChange) => call('POST /account/password', { body })
export const listSessions = () => call('GET /account/sessions')
export const endSession = (id: string) => call('DELETE /account/sessions/:id', { params: { id } })
export const mfaStatus = () => call('GET /account/mfa')
export const startMfaSetup = () => call('POST /account/mfa/setup')
export const confirmMfa = (code: string) => call('POST /account/mfa/confirm', { body: { code } })
