import { call } from '../../lib/api'
import type { PasswordChange } from '../../../shared/contract/account'
import { createPasskey } from '../../lib/passkey-ceremony'

export const changePassword = (body: PasswordChange) => call('POST /account/password', { body })
export const listSessions = () => call('GET /account/sessions')
export const endSession = (id: string) => call('DELETE /account/sessions/:id', { params: { id } })
export const mfaStatus = () => call('GET /account/mfa')
export const startMfaSetup = () => call('POST /account/mfa/setup')
export const cancelMfaSetup = () => call('DELETE /account/mfa/setup')
export const confirmMfa = (code: string) => call('POST /account/mfa/confirm', { body: { code } })
export const listPasskeys = () => call('GET /account/passkeys')
/** Asks the browser for a new passkey (it may refuse: PasskeyNotUsed) and stores it under `name`. */
export async function addPasskey(name: string) {
  const credential = await createPasskey(await call('POST /account/passkeys/options'))
  return call('POST /account/passkeys', { body: { name, credential } })
}
export const renamePasskey = (id: string, name: string) =>
  call('PATCH /account/passkeys/:id', { params: { id }, body: { name } })
export const removePasskey = (id: string) => call('DELETE /account/passkeys/:id', { params: { id } })
