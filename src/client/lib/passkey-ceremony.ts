// The browser's side of passkeys (@simplewebauthn/browser), with its refusals in Portuguese. Loaded only when a
// passkey is used or added: the library is not part of the login page's first download.
import {
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'

export const PASSKEY_NOT_USED = 'A chave de acesso não foi usada. Tente de novo quando quiser.'
const UNSUPPORTED = 'Este navegador não oferece chaves de acesso. Entre com e-mail e senha.'

/** Why the browser made no passkey answer, in words for people (never the browser's English). */
export class PasskeyNotUsed extends Error {}

function explain(error: unknown): never {
  const code = error instanceof WebAuthnError ? error.code : undefined
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    throw new PasskeyNotUsed('Esta chave de acesso já está cadastrada nesta conta.')
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID')
    throw new PasskeyNotUsed(
      'Chaves de acesso só funcionam no endereço oficial do sistema, com HTTPS. Fale com o administrador.',
    )
  if (typeof window !== 'undefined' && !window.PublicKeyCredential) throw new PasskeyNotUsed(UNSUPPORTED)
  // Cancelled, timed out, refused by the device: the person chose not to, or could not, use it.
  throw new PasskeyNotUsed(PASSKEY_NOT_USED)
}

export const answerWithPasskey = (optionsJSON: PublicKeyCredentialRequestOptionsJSON) =>
  startAuthentication({ optionsJSON }).catch(explain)

export const createPasskey = (optionsJSON: PublicKeyCredentialCreationOptionsJSON) =>
  startRegistration({ optionsJSON }).catch(explain)
