// What goes out of the audit trail: an entry without its hashes (audit:verify reads those from the database).
import type { AuditEntry } from '../../shared/contract/audit'
import type { AuditListRow } from '../repositories/audit'
import { iso } from './time'

export const presentAuditEntry = ({
  entry: row,
  userName,
  patientName,
  entityName,
}: AuditListRow): AuditEntry => ({
  id: row.id,
  at: iso(row.at),
  userId: row.userId,
  userEmail: row.userEmail,
  userName,
  patientName,
  entityName,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  patientId: row.patientId,
  ip: row.ip,
  requestId: row.requestId,
  details: row.details,
})
