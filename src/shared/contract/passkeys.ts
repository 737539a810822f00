// Passkeys (WebAuthn): 'Minha conta' lists, adds, renames and removes the user's own; a login's second step and a
// sign-in without a password use them. The browser's WebAuthn objects travel as @simplewebauthn's JSON forms.
import Type, { type Static } from 'typebox'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { Ask, NullableText, Reply } from './schema'

const PasskeyName = Type.String({ minLength: 1, maxLength: 60, title: 'Nome da chave de acesso' })

export const PasskeyItem = Reply({
  id: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: NullableText(),
})
export type PasskeyItem = Static<typeof PasskeyItem>

// What the browser makes and checks is the WebAuthn library's business: passed through whole, checked there.
const FreeObject = <T>(title: string) =>
  Type.Unsafe<T>({ type: 'object', additionalProperties: true, maxProperties: 20, title })

/** The options for navigator.credentials.create() (a new passkey). */
export const RegistrationOptions = FreeObject<PublicKeyCredentialCreationOptionsJSON>('Opções da chave')
/** The options for navigator.credentials.get() (a passkey used). */
export const AuthenticationOptions = FreeObject<PublicKeyCredentialRequestOptionsJSON>('Opções da chave')
export const RegistrationCredential = FreeObject<RegistrationResponseJSON>('Chave de acesso')
export const AuthenticationCredential = FreeObject<AuthenticationResponseJSON>('Chave de acesso')

export const NewPasskey = Ask({ name: PasskeyName, credential: RegistrationCredential })
export type NewPasskey = Static<typeof NewPasskey>

export const PasskeyRename = Ask({ name: PasskeyName })
export type PasskeyRename = Static<typeof PasskeyRename>

/** A login's second step with a passkey: the challenge of the password step first. */
export const LoginChallengeBody = Ask({ challenge: Type.String({ minLength: 1, maxLength: 200 }) })

/** A sign-in without a password: the passkey's answer to the options' challenge. */
export const PasskeySignIn = Ask({ credential: AuthenticationCredential })
export type PasskeySignIn = Static<typeof PasskeySignIn>
