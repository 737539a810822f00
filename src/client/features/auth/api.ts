import { call } from '../../lib/api'
import { answerWithPasskey } from '../../lib/passkey-ceremony'
import type { LoginBody, RegisterBody, ResetBody, SecondFactorBody } from '../../../shared/contract/auth'

export const login = (body: LoginBody) => call('POST /auth/login', { body })
export const loginSecondFactor = (body: SecondFactorBody) => call('POST /auth/login/mfa', { body })
export const resetPassword = (body: ResetBody) => call('POST /auth/reset', { body })
export const register = (body: RegisterBody) => call('POST /auth/register', { body })
/** Also what keeps an idle session alive ('Continuar conectado'). */
export const me = () => call('GET /auth/me')
export const logout = () => call('POST /auth/logout')
/** A login's second step with a passkey of the account (the browser may refuse: PasskeyNotUsed). */
export async function loginWithPasskeyAsSecondStep(challenge: string) {
  const passkey = await answerWithPasskey(
    await call('POST /auth/login/passkey-options', { body: { challenge } }),
  )
  return call('POST /auth/login/mfa', { body: { challenge, passkey } })
}
/** A sign-in without a password: any passkey of this site the device holds, with its lock (PIN, fingerprint). */
export async function signInWithPasskey() {
  const credential = await answerWithPasskey(await call('POST /auth/passkey/options'))
  return call('POST /auth/passkey', { body: { credential } })
}
