import Type, { type Static } from 'typebox'
import { Reply } from './schema'

/** Ids are UUIDs; a path id that is not one names nothing (a 404, like an unknown one). */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

/** Creates accept a client-chosen key: a retried request returns the first result. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ format: 'uuid', title: 'Idempotency-Key' })),
})

export const Done = Reply({ ok: Type.Boolean() })

/** Every error: `message` is Portuguese for people; `details` names the fields for programs. */
export const ErrorBody = Reply({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  details: Type.Optional(Type.Array(Type.String())),
})
export type ErrorBody = Static<typeof ErrorBody>
