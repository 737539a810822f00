import Type, { type Static } from 'typebox'
import { Ask, Reply } from './schema'

export const ROLES = ['ADMIN', 'CLINICIAN'] as const
export type Role = (typeof ROLES)[number]
// A plain string enum, not a union of literals: the serializer writes it as a string without trying each branch.
export const Role = Type.Unsafe<Role>({ type: 'string', enum: [...ROLES] })

const Email = Type.String({ format: 'email', maxLength: 254 })

export const LoginBody = Ask({ email: Email, password: Type.String({ minLength: 1, maxLength: 1024 }) })
export type LoginBody = Static<typeof LoginBody>

export const RegisterBody = Ask({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  email: Email,
  // The password rules (length, common passwords) are checked by hand for clearer messages.
  password: Type.String({ maxLength: 1024 }),
  inviteToken: Type.String({ minLength: 1, maxLength: 200 }),
})
export type RegisterBody = Static<typeof RegisterBody>

export const Token = Reply({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) })
export type Token = Static<typeof Token>

export const Account = Reply({ id: Type.String(), name: Type.String(), email: Type.String(), role: Role })
export type Account = Static<typeof Account>

/** The signed-in user, and the idle timeout the client warns before. */
export const Me = Reply({ ...Account.properties, idleMinutes: Type.Integer() })
export type Me = Static<typeof Me>
