import Type, { type Static } from 'typebox'
import { TimeZoneName } from './common'
import { Ask, NullableObject, NullableTexts, Reply } from './schema'

/**
 * Filters of the trail: user, patient, and days (`to` included) in `timeZone` (an IANA name; UTC when absent);
 * `before` pages back from an entry id.
 */
export const AuditQuery = Ask({
  userId: Type.Optional(Type.String({ format: 'uuid', title: 'Usuário' })),
  patientId: Type.Optional(Type.String({ format: 'uuid', title: 'Paciente (id)' })),
  from: Type.Optional(Type.String({ format: 'date', title: 'De' })),
  to: Type.Optional(Type.String({ format: 'date', title: 'Até' })),
  timeZone: Type.Optional(TimeZoneName()),
  // Larger numbers than this pass as integers but overflow the bigint comparison in PostgreSQL (a 500).
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, title: 'Página' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50, title: 'Itens por página' })),
})
export type AuditQuery = Static<typeof AuditQuery>

export const AuditEntry = Reply({
  id: Type.Integer(),
  at: Type.String(),
  // userName, patientName and entityName are the names as they are now: the person who acted, the patient, and the
  // user an entry about a user is about.
  ...NullableTexts('userId', 'userEmail', 'userName', 'patientName', 'entityName'),
  action: Type.String(),
  ...NullableTexts('entity', 'entityId', 'patientId', 'ip', 'requestId'),
  details: NullableObject(),
})
export type AuditEntry = Static<typeof AuditEntry>

/** Newest first; `nextBefore` is the `before` of the next page (null on the last one). */
export const AuditPage = Reply({
  items: Type.Array(AuditEntry),
  nextBefore: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
})
export type AuditPage = Static<typeof AuditPage>
