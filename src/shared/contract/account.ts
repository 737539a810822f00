// 'Minha conta': the signed-in user's own password, sessions and second factor.
import Type, { type Static } from 'typebox'
import { Ask, NullableText, Reply, Texts } from './schema'

/** `code`: the app's code or a recovery code, required when the account has a second factor. */
export const PasswordChange = Ask({
  currentPassword: Type.String({ minLength: 1, maxLength: 1024, title: 'Senha atual' }),
  newPassword: Type.String({ maxLength: 1024, title: 'Nova senha' }),
  code: Type.Optional(Type.String({ maxLength: 40, title: 'Código de verificação' })),
})
export type PasswordChange = Static<typeof PasswordChange>

/** A live session: the browser it runs in ("Chrome no Windows"), where it started, when, and whether it is this one. */
export const SessionItem = Reply({
  ...Texts('id', 'device', 'ip', 'createdAt', 'lastUsedAt'),
  current: Type.Boolean(),
})
export type SessionItem = Static<typeof SessionItem>

export const MfaStatus = Reply({
  enabled: Type.Boolean(),
  /** An enrolment was started and its key waits for a code (or for 'Cancelar'). */
  pending: Type.Boolean(),
  enabledAt: NullableText(),
  recoveryCodesLeft: Type.Integer(),
})
export type MfaStatus = Static<typeof MfaStatus>

/** Enrolment: the key to type into the authenticator app, its otpauth:// link and that link as a QR code (SVG). */
export const MfaSetup = Reply({ secret: Type.String(), otpauthUrl: Type.String(), qrSvg: Type.String() })
export type MfaSetup = Static<typeof MfaSetup>

export const MfaCode = Ask({ code: Type.String({ minLength: 1, maxLength: 20, title: 'Código' }) })

/** The ten recovery codes, shown once. */
export const RecoveryCodes = Reply({ recoveryCodes: Type.Array(Type.String()) })
export type RecoveryCodes = Static<typeof RecoveryCodes>
