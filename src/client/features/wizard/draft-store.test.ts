import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../lib/session-store'
import { wipeLocalDraft } from '../../lib/local-draft'
import {
  DRAFT_KEY,
  draftOf,
  draftStorage,
  emptyDraft,
  hasContent,
  newDraftFor,
  useDraftStore,
  type Draft,
} from './draft-store'

const ANA = 'ana@clinica.com.br'
const BIA = 'bia@clinica.com.br'
const TODAY = '2024-06-15'

const stored = () =>
  JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as {
    state: { owner: string | null; draft: Draft | null }
    version: number
  } | null

const withName =
  (name: string) =>
  (draft: Draft): Draft => ({
    ...draft,
    sections: { ...draft.sections, personalData: { ...draft.sections.personalData, patientName: name } },
  })

/** The server's GET /auth/me for `email`. */
const meOf = (email: string) => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'X',
  email,
  role: 'CLINICIAN' as const,
  idleMinutes: 60,
  mfaEnabled: false,
  mfaEnrolmentRequired: false,
  expiresAt: '2100-01-01T00:00:00.000Z',
  csrfToken: 'csrf',
})

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date(2024, 5, 15, 10))
  wipeLocalDraft()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('emptyDraft', () => {
  it('starts with an id, one sibling, one address, today as the evaluation date, on the first step', () => {
    const draft = emptyDraft()
    expect(draft.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(draft.sections).toEqual({
      personalData: { evaluationData: TODAY, siblings: [{}] },
      address: { address: [{}] },
    })
    expect(draft.step).toBe(0)
    expect(draft.patientId).toBeUndefined()
    expect(draft.evaluationRequestKey).not.toBe(draft.patientRequestKey)
    expect(emptyDraft().id).not.toBe(draft.id)
  })

  it('takes another evaluation date when given one', () => {
    expect(emptyDraft('2024-01-02').sections.personalData?.evaluationData).toBe('2024-01-02')
  })
})

describe('open, update, clear', () => {
  it("holds one user's draft: another user never sees it", () => {
    const draft = emptyDraft()
    useDraftStore.getState().open(ANA, draft)
    useDraftStore.getState().update(withName('Paciente da Ana'))
    useDraftStore.getState().update((d) => ({ ...d, step: 4 }))
    expect(draftOf(ANA)?.sections.personalData?.patientName).toBe('Paciente da Ana')
    expect(draftOf(ANA)?.step).toBe(4)
    expect(draftOf(ANA)?.id).toBe(draft.id)
    expect(draftOf(BIA)).toBeNull()
    useDraftStore.getState().clear()
    expect(draftOf(ANA)).toBeNull()
  })

  it('a change without a draft changes nothing', () => {
    useDraftStore.getState().update(withName('X'))
    expect(useDraftStore.getState().draft).toBeNull()
  })
})

describe('the browser copy', () => {
  it(`is written to localStorage "${DRAFT_KEY}" once typing pauses for 400 ms`, () => {
    useDraftStore.getState().open(ANA, emptyDraft())
    vi.advanceTimersByTime(400)
    useDraftStore.getState().update(withName('Ana'))
    vi.advanceTimersByTime(200)
    useDraftStore.getState().update(withName('Ana Luíza'))
    vi.advanceTimersByTime(399)
    expect(stored()?.state.draft?.sections.personalData?.patientName).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(stored()?.version).toBe(2)
    expect(stored()?.state.owner).toBe(ANA)
    expect(stored()?.state.draft?.sections.personalData?.patientName).toBe('Ana Luíza')
  })

  it('is written at once on flush() and when the page is hidden', () => {
    useDraftStore.getState().open(ANA, withName('Ana')(emptyDraft()))
    draftStorage.flush()
    expect(stored()?.state.draft?.sections.personalData?.patientName).toBe('Ana')
    useDraftStore.getState().update(withName('Bruna'))
    window.dispatchEvent(new Event('pagehide'))
    expect(stored()?.state.draft?.sections.personalData?.patientName).toBe('Bruna')
  })

  it('is wiped with a write still pending, and the memory forgets the draft too', () => {
    useDraftStore.getState().open(ANA, withName('Ana')(emptyDraft()))
    draftStorage.flush()
    useDraftStore.getState().update(withName('Ana Clara'))
    wipeLocalDraft()
    vi.advanceTimersByTime(10_000)
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(useDraftStore.getState().draft).toBeNull()
  })

  it("is wiped at 'Sair', at the session's end and when another user logs in, kept for the same user", () => {
    const keep = () => {
      useDraftStore.getState().open(ANA, withName('Ana')(emptyDraft()))
      draftStorage.flush()
    }
    keep()
    useSession.getState().signedIn(meOf(ANA))
    expect(stored()?.state.owner).toBe(ANA)
    useSession.getState().logout()
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()

    keep()
    useSession.getState().expire()
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()

    keep()
    useSession.getState().signedIn(meOf(BIA))
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(useDraftStore.getState().draft).toBeNull()
  })

  it('is read back after a reload', async () => {
    const draft = withName('Carla')(emptyDraft())
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ state: { owner: ANA, draft, legacy: {} }, version: 2 }))
    await useDraftStore.persist.rehydrate()
    expect(draftOf(ANA)).toEqual(draft)
  })

  it("keeps the previous release's draft (one per e-mail) as its owner's next new draft", async () => {
    const { id: _id, ...old } = withName('Dora')(emptyDraft())
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ state: { drafts: { [ANA]: old } }, version: 1 }))
    await useDraftStore.persist.rehydrate()
    expect(newDraftFor(BIA).sections.personalData?.patientName).toBeUndefined()
    const adopted = newDraftFor(ANA)
    expect(adopted.sections.personalData?.patientName).toBe('Dora')
    expect(adopted.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(newDraftFor(ANA).sections.personalData?.patientName).toBeUndefined() // taken once
  })
})

describe('hasContent', () => {
  it('is false for a fresh draft, whatever its evaluation date or step', () => {
    expect(hasContent(emptyDraft())).toBe(false)
    expect(hasContent(emptyDraft('2020-01-01'))).toBe(false)
    expect(hasContent({ sections: { ...emptyDraft().sections } })).toBe(false)
  })

  it('is true once anything was typed, in any section', () => {
    expect(hasContent(withName('Ana')(emptyDraft()))).toBe(true)
    const sibling = emptyDraft()
    sibling.sections.personalData = {
      ...sibling.sections.personalData,
      siblings: [{ siblingsName: 'Pedro' }],
    }
    expect(hasContent(sibling)).toBe(true)
    expect(
      hasContent({ ...emptyDraft(), sections: { ...emptyDraft().sections, sleep: { drools: false } } }),
    ).toBe(true)
  })
})
