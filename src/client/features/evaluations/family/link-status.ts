import type { FamilyLinkItem, FamilyLinkStatus } from '../../../../shared/contract/family'
import { formatDateTimeBr } from '../../../../shared/dates'

const LABELS: Record<FamilyLinkStatus, string> = {
  ativo: 'Aguardando a família',
  aberto: 'Aberto pela família',
  enviado: 'Respostas enviadas',
  revisado: 'Revisado',
  revogado: 'Revogado',
  expirado: 'Expirado',
}

/** Where a link stands, in words, with the moment that says it ('Respostas enviadas em 28/11/2026 às 14:10'). */
export function linkStatus(link: FamilyLinkItem): string {
  const at =
    link.status === 'enviado'
      ? link.submittedAt
      : link.status === 'revisado'
        ? link.reviewedAt
        : link.status === 'revogado'
          ? link.revokedAt
          : link.status === 'aberto'
            ? link.openedAt
            : null
  if (at) return `${LABELS[link.status]} em ${formatDateTimeBr(at)}`
  if (link.status === 'ativo') return `${LABELS.ativo} (vale até ${formatDateTimeBr(link.expiresAt)})`
  return LABELS[link.status]
}

/** A link the family can still open: the clinician may revoke it. */
export const isLive = (link: FamilyLinkItem) => link.status === 'ativo' || link.status === 'aberto'
