import { create } from 'zustand'
import type { DraftContent } from '../../../shared/contract/drafts'
import { todayIso } from '../../../shared/dates'
import { startingSections, todayFields } from '../../../shared/questionnaire/mapping'
import { patientMapping } from '../../components/schema-form/questionnaire'
import { OLD_DRAFT_KEY, onLocalDraftWiped, setLocalDraftOwner } from '../../lib/local-draft'

export type SectionData = Record<string, unknown>

/** The registration in progress: its id on the server and its content (the contract's shape). */
export type Draft = DraftContent & { id: string }

/** A draft a previous release kept in this browser (with its id since version 2). */
type OldDraft = Omit<Draft, 'id'> & { id?: string }

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
  /** Drafts the previous releases kept in clear in this browser (one per e-mail), until they reach the server. */
  legacy: Record<string, OldDraft>
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

/**
 * The previous releases kept the draft in clear in localStorage ('multi-step-form', versions 1 and 2): taken into
 * memory once, to reach the server as its owner's next new draft, and removed from the browser at once.
 */
function takeOldDrafts(): DraftState['legacy'] {
  try {
    const raw = localStorage.getItem(OLD_DRAFT_KEY)
    localStorage.removeItem(OLD_DRAFT_KEY)
    const { state } = (JSON.parse(raw ?? 'null') ?? {}) as {
      state?: {
        owner?: unknown
        draft?: OldDraft | null
        legacy?: DraftState['legacy']
        drafts?: DraftState['legacy']
      }
    }
    const taken = { ...state?.drafts, ...state?.legacy }
    if (typeof state?.owner === 'string' && state.draft) taken[state.owner] = state.draft
    return taken
  } catch {
    return {}
  }
}

/** The draft lives in memory only: the server's copy is the durable one (draft-sync), sealed copies aside. */
export const useDraftStore = create<DraftState>()((set) => ({
  owner: null,
  draft: null,
  legacy: takeOldDrafts(),
  generation: 0,
  loaded: false,
  sent: null,
  open: (owner, draft) => set((state) => ({ owner, draft, generation: state.generation + 1, loaded: true })),
  update: (change) => set((state) => (state.draft ? { draft: change(state.draft), loaded: false } : {})),
  clear: () => set((state) => ({ owner: null, draft: null, loaded: false, sent: state.draft?.id ?? null })),
}))

setLocalDraftOwner(() => useDraftStore.getState().owner)

// 'Sair', the end of the session or another user's login wiped the browser's copy: the memory forgets it too.
onLocalDraftWiped(() => useDraftStore.setState({ owner: null, draft: null, legacy: {}, loaded: false }))

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
 * A new draft for `owner`: the one a previous release kept in this browser, when there is one with answers (under
 * its id, when it had one: the server may hold it already), or an empty one.
 */
export function newDraftFor(owner: string): Draft {
  const { legacy } = useDraftStore.getState()
  const kept = legacy[owner]
  if (kept) {
    const { [owner]: _taken, ...others } = legacy
    useDraftStore.setState({ legacy: others })
    if (hasContent(kept)) return { ...emptyDraft(), ...kept, id: kept.id ?? crypto.randomUUID() }
  }
  return emptyDraft()
}
