import type { AuditEvent } from '../plugins/audit'

type RecordEntity = 'patient' | 'evaluation' | 'family_link'

/**
 * The audit event of an act on one record of a patient (`'evaluation.read'`, `'family_link.save'`): the entity is
 * the action's prefix, so that the trail can be searched by record and by patient alike.
 */
export function recordEvent(
  action: `${RecordEntity}.${string}`,
  record: { id: string; patientId: string },
  details?: Record<string, unknown>,
): AuditEvent {
  const entity = action.slice(0, action.indexOf('.')) as RecordEntity
  return { action, entity, entityId: record.id, patientId: record.patientId, ...(details && { details }) }
}

/** The audit event of an act on a patient's own record. */
export const patientEvent = (action: `patient.${string}`, id: string, details?: Record<string, unknown>) =>
  recordEvent(action, { id, patientId: id }, details)

/** The audit event of a person acting on their own account before a session names them (a login, a reset). */
export const accountEvent = (
  action: string,
  user: { id: string; email: string },
  details?: Record<string, unknown>,
): AuditEvent => ({ action, actor: user, entity: 'user', entityId: user.id, ...(details && { details }) })
