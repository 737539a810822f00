import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { SectionKey } from '../../../shared/questionnaire/types'
import { todayIso } from '../../../shared/dates'
import { debouncedLocalStorage } from '../../lib/debounced-storage'

export const DRAFT_KEY = 'multi-step-form'

export type SectionData = Record<string, unknown>

export interface Draft {
  sections: Partial<Record<SectionKey, SectionData>>
  /** Index of the step the clinician was on, to come back to it after a reload. */
  step: number
  /** Set once the patient exists on the server, so that a retried submit never creates a second one. */
  patientId?: string
  /** Starting a new evaluation for an existing patient: only the evaluation is sent. */
  existingPatientId?: string
  /** Idempotency keys of the two creates, kept across retries and reloads. */
  patientRequestKey: string
  evaluationRequestKey: string
}

export function emptyDraft(evaluationData = todayIso()): Draft {
  return {
    sections: { personalData: { evaluationData, siblings: [{}] }, address: { address: [{}] } },
    step: 0,
    patientRequestKey: crypto.randomUUID(),
    evaluationRequestKey: crypto.randomUUID(),
  }
}

interface DraftState {
  /** Drafts by the e-mail of the user who wrote them: a draft is never shown to someone else. */
  drafts: Record<string, Draft>
  savedAt: number | null
  /** Counts the drafts replaced by reset (in this tab): the wizard starts every step afresh on a new one. */
  generation: number
  update(owner: string, change: (draft: Draft) => Draft): void
  reset(owner: string, draft?: Draft): void
}

export const draftStorage = debouncedLocalStorage(400, () => useDraftStore.setState({ savedAt: Date.now() }))

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      savedAt: null,
      generation: 0,
      update: (owner, change) =>
        set((state) => ({
          drafts: { ...state.drafts, [owner]: change(state.drafts[owner] ?? emptyDraft()) },
        })),
      reset: (owner, draft = emptyDraft()) =>
        set((state) => ({ drafts: { ...state.drafts, [owner]: draft }, generation: state.generation + 1 })),
    }),
    {
      name: DRAFT_KEY,
      version: 1,
      storage: createJSONStorage(() => draftStorage),
      partialize: (state) => ({ drafts: state.drafts }),
    },
  ),
)

export const draftOf = (owner: string) => useDraftStore.getState().drafts[owner] ?? emptyDraft()

/** True when the clinician typed anything beyond the defaults a fresh draft starts with. */
export function hasContent(draft: Draft): boolean {
  const blank = emptyDraft(draft.sections.personalData?.evaluationData as string | undefined)
  return JSON.stringify(draft.sections) !== JSON.stringify(blank.sections)
}

/**
 * 'Cadastrar Paciente': clears the draft (keeping the evaluation date), after confirmation when there is
 * something to lose. Returns false when the clinician chose to keep it.
 */
export function startNewPatient(owner: string): boolean {
  const draft = draftOf(owner)
  if (hasContent(draft) && !window.confirm('Descartar o rascunho atual e começar um novo cadastro?'))
    return false
  const evaluationData = draft.sections.personalData?.evaluationData
  useDraftStore
    .getState()
    .reset(owner, emptyDraft(typeof evaluationData === 'string' ? evaluationData : undefined))
  draftStorage.flush()
  return true
}
