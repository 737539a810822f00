import Type, { type Static } from 'typebox'
import { AuthenticationCredential } from './passkeys'
import { Ask, Reply } from './schema'

export const ROLES = ['ADMIN', 'CLINICIAN'] as const
export type Role = (typeof ROLES)[number]
// A plain string enum, not a union of literals: the serializer writes it as a string without trying each branch.
export const Role = Type.Unsafe<Role>({ type: 'string', enum: [...ROLES], title: 'Perfil' })

/** A password as typed: never trimmed, at most 1024 characters (the hash's input). */
const Password = (options: { minLength?: number } = {}) =>
  Type.String({ maxLength: 1024, title: 'Senha', ...options })
const Email = Type.String({ format: 'email', maxLength: 254, title: 'E-mail' })

export const LoginBody = Ask({ email: Email, password: Password({ minLength: 1 }) })
export type LoginBody = Static<typeof LoginBody>

/** `bearer`: a program's login, answered with the token itself instead of a cookie (see Token); else ignored. */
export const SessionTransportHeaders = Type.Object({
  'x-session-transport': Type.Optional(Type.String()),
})

export const RegisterBody = Ask({
  name: Type.String({ minLength: 1, maxLength: 200, title: 'Nome' }),
  email: Email,
  // The password rules (length, common passwords) are checked by hand for clearer messages.
  password: Password(),
  inviteToken: Type.String({ minLength: 1, maxLength: 200 }),
})
export type RegisterBody = Static<typeof RegisterBody>

/**
 * A new session. Browsers get it in an HttpOnly cookie; `token` is there only for a program that asked for it
 * (header `x-session-transport: bearer`) to send as `Authorization: Bearer`. `csrfToken`: what a page sends as
 * `x-csrf-token` with every change it asks of the cookie's session. `mfaEnrolmentRequired`: the account must enrol a
 * second factor before anything else (the session may do nothing but that).
 */
export const Token = Reply({
  token: Type.Optional(Type.String()),
  expiresAt: Type.String({ format: 'date-time' }),
  mfaEnrolmentRequired: Type.Boolean(),
  csrfToken: Type.String(),
})
export type Token = Static<typeof Token>

/**
 * The first step of a login: the session itself (as Token), or, for an account with a second factor, a challenge
 * that the second step (POST /auth/login/mfa) exchanges for it with a code. The challenge alone opens nothing.
 */
export const LoginStep = Reply({
  mfaRequired: Type.Boolean(),
  token: Type.Optional(Type.String()),
  challenge: Type.Optional(Type.String()),
  expiresAt: Type.String({ format: 'date-time' }),
  mfaEnrolmentRequired: Type.Boolean(),
  /** With a challenge: which second factors the account has (a code of the app, a passkey). */
  totp: Type.Optional(Type.Boolean()),
  passkey: Type.Optional(Type.Boolean()),
  csrfToken: Type.Optional(Type.String()),
})
export type LoginStep = Static<typeof LoginStep>

/**
 * The second step: the challenge and a code of the authenticator app, one of the recovery codes, or a passkey's
 * answer to the options of POST /auth/login/passkey-options.
 */
export const SecondFactorBody = Ask({
  challenge: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.Optional(Type.String({ maxLength: 20, title: 'Código' })),
  recoveryCode: Type.Optional(Type.String({ maxLength: 40, title: 'Código de recuperação' })),
  passkey: Type.Optional(AuthenticationCredential),
})
export type SecondFactorBody = Static<typeof SecondFactorBody>

/**
 * A signed-in session proving again who holds it (POST /auth/reauthenticate): the password and, when the account has
 * a second factor, a code of the app or a recovery code.
 */
export const ReauthBody = Ask({
  password: Password({ minLength: 1 }),
  code: Type.Optional(Type.String({ maxLength: 40, title: 'Código de verificação' })),
})
export type ReauthBody = Static<typeof ReauthBody>

/** A reset link's token and the new password. */
export const ResetBody = Ask({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Password(),
})
export type ResetBody = Static<typeof ResetBody>

export const Account = Reply({ id: Type.String(), name: Type.String(), email: Type.String(), role: Role })
export type Account = Static<typeof Account>

/**
 * The signed-in user, the idle timeout the client warns before, where the second factor stands, when the session
 * ends at the latest, and the session's CSRF token (see Token): how a page learns who is signed in.
 */
export const Me = Reply({
  ...Account.properties,
  idleMinutes: Type.Integer(),
  mfaEnabled: Type.Boolean(),
  mfaEnrolmentRequired: Type.Boolean(),
  expiresAt: Type.String({ format: 'date-time' }),
  csrfToken: Type.String(),
})
export type Me = Static<typeof Me>
