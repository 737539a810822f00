import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { DraftContent } from '../../../shared/contract/drafts'
import { todayIso } from '../../../shared/dates'
import { startingSections, todayFields } from '../../../shared/questionnaire/mapping'
import { patientMapping } from '../../components/schema-form/questionnaire'
import { debouncedLocalStorage, DRAFT_KEY, onLocalDraftWiped } from '../../lib/local-draft'

export { DRAFT_KEY }

export type SectionData = Record<string, unknown>

/** The registration in progress: its id on the server and its content (the contract's shape). */
export type Draft = DraftContent & { id: string }

/** A new draft: the patient steps hold what patient-mapping.json starts them with (`today`: the dates it fills in). */
export function emptyDraft(today = todayIso()): Draft {
  return {
    id: crypto.randomUUID(),
    sections: startingSections(patientMapping, today) as Draft['sections'],
    step: 0,
    patientRequestKey: crypto.randomUUID(),
    evaluationRequestKey: crypto.randomUUID(),
  }
}

interface DraftState {
  /** Whose draft this is (their e-mail): one user's draft is never shown to another. */
  owner: string | null
  draft: Draft | null
  /** Drafts kept by the previous release (one per e-mail, in this browser only), until they reach the server. */
  legacy: Record<string, Omit<Draft, 'id'>>
  /** Counts the drafts opened in this tab: the wizard starts every step afresh on another one. */
  generation: number
  /** Set by open(): the change came from the server (or a new draft), not from typing. */
  loaded: boolean
  /** The draft just sent as an evaluation (the server deleted it): not to be fetched again. */
  sent: string | null
  open(owner: string, draft: Draft): void
  update(change: (draft: Draft) => Draft): void
  clear(): void
}

export const draftStorage = debouncedLocalStorage(400)

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      owner: null,
      draft: null,
      legacy: {},
      generation: 0,
      loaded: false,
      sent: null,
      open: (owner, draft) =>
        set((state) => ({ owner, draft, generation: state.generation + 1, loaded: true })),
      update: (change) => set((state) => (state.draft ? { draft: change(state.draft), loaded: false } : {})),
      clear: () =>
        set((state) => ({ owner: null, draft: null, loaded: false, sent: state.draft?.id ?? null })),
    }),
    {
      name: DRAFT_KEY,
      version: 2,
      storage: createJSONStorage(() => draftStorage),
      partialize: (state) => ({ owner: state.owner, draft: state.draft, legacy: state.legacy }),
      // Version 1 kept a draft per e-mail in this browser only: each becomes its owner's next new draft.
      migrate: (persisted, version) =>
        version < 2
          ? {
              owner: null,
              draft: null,
              legacy: (persisted as { drafts?: DraftState['legacy'] }).drafts ?? {},
            }
          : (persisted as DraftState),
    },
  ),
)

// 'Sair', the end of the session or another user's login wiped the browser's copy: the memory forgets it too.
onLocalDraftWiped(() => {
  useDraftStore.setState({ owner: null, draft: null, legacy: {}, loaded: false })
  // Not even the emptied state is written back: the browser keeps no entry at all.
  draftStorage.removeItem(DRAFT_KEY)
})

/** The draft `owner` is working on, when it is theirs. */
export const draftOf = (owner: string): Draft | null => {
  const state = useDraftStore.getState()
  return state.owner === owner ? state.draft : null
}

/** True when the clinician typed anything beyond the defaults a fresh draft starts with. */
export function hasContent(draft: Pick<Draft, 'sections'>): boolean {
  const blank = emptyDraft().sections
  // A date a new draft filled in is no answer, whatever day the draft was started (or the date was changed to).
  for (const [section, field] of todayFields(patientMapping)) {
    const kept = draft.sections[section]?.[field]
    if (kept !== undefined) blank[section] = { ...blank[section], [field]: kept }
  }
  return JSON.stringify(draft.sections) !== JSON.stringify(blank)
}

/**
 * A new draft for `owner`: the one the previous release kept in this browser, when there is one with answers (it
 * then leaves the browser for the server), or an empty one.
 */
export function newDraftFor(owner: string): Draft {
  const { legacy } = useDraftStore.getState()
  const kept = legacy[owner]
  if (kept) {
    const { [owner]: _taken, ...others } = legacy
    useDraftStore.setState({ legacy: others })
    if (hasContent(kept)) return { ...emptyDraft(), ...kept, id: crypto.randomUUID() }
  }
  return emptyDraft()
}
