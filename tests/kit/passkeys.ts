// Enrolling a passkey through the API, as 'Minha conta' does: the options, then the software authenticator's answer.
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server'
import type { SoftAuthenticator } from './soft-authenticator'
import { bearer, type TestApp } from './test-app'

/** Adds a passkey made by `device` to the session `token`'s account (`origin`: a page other than the device's). */
export async function addPasskey(
  t: Pick<TestApp, 'app'>,
  token: string,
  device: SoftAuthenticator,
  name = 'Celular',
  origin?: string,
) {
  const headers = bearer(token)
  const options = await t.app.inject({ method: 'POST', url: '/api/account/passkeys/options', headers })
  return t.app.inject({
    method: 'POST',
    url: '/api/account/passkeys',
    headers,
    payload: {
      name,
      credential: device.register(options.json<PublicKeyCredentialCreationOptionsJSON>(), { origin }),
    },
  })
}
