// What goes out of a draft: to its owner only, its content as the wizard saved it.
import type { Draft, DraftSaved, DraftSummary } from '../../shared/contract/drafts'
import type { DraftRow } from '../repositories/drafts'
import { iso } from './time'

export const presentDraftSummary = (
  row: Pick<DraftRow, 'id' | 'label' | 'step' | 'updatedAt'> & { newEvaluation: boolean },
): DraftSummary => ({
  id: row.id,
  label: row.label,
  step: row.step,
  updatedAt: iso(row.updatedAt),
  newEvaluation: row.newEvaluation,
})

export const presentDraft = (row: DraftRow): Draft => ({
  id: row.id,
  content: row.content,
  updatedAt: iso(row.updatedAt),
})

/** PUT /drafts/:id: which draft was saved, and when. */
export const presentDraftSaved = (id: string, saved: { updatedAt: Date }): DraftSaved => ({
  id,
  updatedAt: iso(saved.updatedAt),
})
