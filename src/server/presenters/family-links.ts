// What goes out of a family link: never its token (not kept) nor its hash; the family's answers only to a clinician
// reviewing them, or to the family's own session.
import type {
  FamilyLinkAnswers,
  FamilyLinkItem,
  FamilyLinkStatus,
  PendingFamilyAnswers,
} from '../../shared/contract/family'
import type { FamilyLinkRow } from '../repositories/family-links'
import { iso, isoOrNull } from './time'

/** Where a link stands, the latest of its events first. */
export function familyLinkStatus(
  link: Pick<FamilyLinkRow, 'revokedAt' | 'reviewedAt' | 'submittedAt' | 'expiresAt' | 'openedAt'>,
  now = Date.now(),
): FamilyLinkStatus {
  if (link.reviewedAt) return 'revisado'
  if (link.revokedAt) return 'revogado'
  if (link.submittedAt) return 'enviado'
  if (link.expiresAt.getTime() <= now) return 'expirado'
  return link.openedAt ? 'aberto' : 'ativo'
}

export const presentFamilyLink = (link: FamilyLinkRow, createdByName: string | null): FamilyLinkItem => ({
  id: link.id,
  status: familyLinkStatus(link),
  steps: link.steps,
  questionnaireVersion: link.questionnaireVersion,
  createdAt: iso(link.createdAt),
  expiresAt: iso(link.expiresAt),
  openedAt: isoOrNull(link.openedAt),
  submittedAt: isoOrNull(link.submittedAt),
  reviewedAt: isoOrNull(link.reviewedAt),
  revokedAt: isoOrNull(link.revokedAt),
  evaluationId: link.evaluationId,
  createdByName,
})

export const presentPendingFamilyAnswers = (row: {
  id: string
  patientId: string
  patientName: string
  sentAt: Date | null
}): PendingFamilyAnswers => ({
  id: row.id,
  patientId: row.patientId,
  patientName: row.patientName,
  sentAt: isoOrNull(row.sentAt) ?? '',
})

export const presentFamilyLinkAnswers = (link: FamilyLinkRow): FamilyLinkAnswers => ({
  id: link.id,
  patientId: link.patientId,
  questionnaireVersion: link.questionnaireVersion,
  steps: link.steps,
  sentAt: isoOrNull(link.submittedAt) ?? '',
  answers: link.answers,
})

/** The child as the family's form names him: the first name only. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? ''
