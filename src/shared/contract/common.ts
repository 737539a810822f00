import Type, { type Static } from 'typebox'
import { Reply } from './schema'

/** Ids are UUIDs; a path id that is not one names nothing (a 404, like an unknown one). */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

/** Creates accept a client-chosen key: a retried request returns the first result. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ format: 'uuid', title: 'Idempotency-Key' })),
})

/** An IANA time zone name (America/Sao_Paulo): the caller's, for days and times the server writes or filters by. */
export const TimeZoneName = () =>
  Type.String({ maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+/-]*$', title: 'Fuso horário' })

export const Done = Reply({ ok: Type.Boolean() })

/**
 * What an error asks the client to do, for programs: REAUTH_REQUIRED, the session must prove again who holds it
 * (POST /auth/reauthenticate) before the call is retried.
 */
export const ERROR_CODES = ['REAUTH_REQUIRED'] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
export const ErrorCode = Type.Unsafe<ErrorCode>({ type: 'string', enum: [...ERROR_CODES] })

/** Every error: `message` is Portuguese for people; `details` names the fields and `code` the remedy for programs. */
export const ErrorBody = Reply({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  details: Type.Optional(Type.Array(Type.String())),
  code: Type.Optional(ErrorCode),
})
export type ErrorBody = Static<typeof ErrorBody>
