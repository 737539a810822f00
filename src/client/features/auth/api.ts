import { call } from '../../lib/api'
import type { LoginBody, RegisterBody, ResetBody, SecondFactorBody } from '../../../shared/contract/auth'

export const login = (body: LoginBody) => call('POST /auth/login', { body })
export const loginSecondFactor = (body: SecondFactorBody) => call('POST /auth/login/mfa', { body })
export const resetPassword = (body: ResetBody) => call('POST /auth/reset', { body })
export const register = (body: RegisterBody) => call('POST /auth/register', { body })
/** Also what keeps an idle session alive ('Continuar conectado'). */
export const me = () => call('GET /auth/me')
export const logout = () => call('POST /auth/logout')
