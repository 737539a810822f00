import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../lib/session-store'
import { OLD_DRAFT_KEY, SEALED_DRAFT_KEY, wipeLocalDraft } from '../../lib/local-draft'
import { draftOf, emptyDraft, hasContent, useDraftStore, type Draft } from './draft-store'

const ANA = 'ana@clinica.com.br'
const BIA = 'bia@clinica.com.br'
const TODAY = '2024-06-15'

/** Every entry the browser's storages hold, as text. */
const browserStorage = () =>
  JSON.stringify([localStorage, sessionStorage].map((storage) => Object.entries({ ...storage })))

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

describe('the browser', () => {
  it('keeps nothing of the draft: it lives in memory', async () => {
    useDraftStore.getState().open(ANA, emptyDraft())
    useDraftStore.getState().update(withName('Ana Luíza'))
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(draftOf(ANA)?.sections.personalData?.patientName).toBe('Ana Luíza')
    expect(localStorage.length + sessionStorage.length).toBe(0)
  })

  it("forgets it at 'Sair', at the session's end and when another user logs in, with any sealed copy", () => {
    const keep = () => {
      useDraftStore.getState().open(ANA, withName('Ana')(emptyDraft()))
      sessionStorage.setItem(SEALED_DRAFT_KEY, '{"id":"x","sealed":"…"}')
    }
    keep()
    useSession.getState().signedIn(meOf(ANA))
    expect(draftOf(ANA)).not.toBeNull()
    useSession.getState().logout()
    expect(useDraftStore.getState().draft).toBeNull()
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()

    keep()
    useSession.getState().expire()
    expect(useDraftStore.getState().draft).toBeNull()
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()

    keep()
    useSession.getState().signedIn(meOf(BIA))
    expect(useDraftStore.getState().draft).toBeNull()
    expect(browserStorage()).not.toContain('sealed')
  })
})

describe("a previous release's draft, kept in clear in localStorage", () => {
  /** The store as a page loading with `entry` in localStorage builds it. */
  async function loadWith(entry: object) {
    localStorage.setItem(OLD_DRAFT_KEY, JSON.stringify(entry))
    vi.resetModules()
    return import('./draft-store')
  }

  it("is taken into memory as its owner's next new draft, under its id, and removed from the browser", async () => {
    const draft = withName('Carla')(emptyDraft())
    const store = await loadWith({ state: { owner: ANA, draft, legacy: {} }, version: 2 })
    expect(localStorage.getItem(OLD_DRAFT_KEY)).toBeNull()
    expect(store.newDraftFor(BIA).sections.personalData?.patientName).toBeUndefined()
    expect(store.newDraftFor(ANA)).toEqual(draft)
    expect(store.newDraftFor(ANA).sections.personalData?.patientName).toBeUndefined() // taken once
  })

  it('one per e-mail (version 1), each under a new id', async () => {
    const { id: _id, ...old } = withName('Dora')(emptyDraft())
    const store = await loadWith({ state: { drafts: { [ANA]: old } }, version: 1 })
    expect(localStorage.getItem(OLD_DRAFT_KEY)).toBeNull()
    const adopted = store.newDraftFor(ANA)
    expect(adopted.sections.personalData?.patientName).toBe('Dora')
    expect(adopted.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('is removed, unread, when it is not JSON', async () => {
    localStorage.setItem(OLD_DRAFT_KEY, '{not json')
    vi.resetModules()
    const store = await import('./draft-store')
    expect(localStorage.getItem(OLD_DRAFT_KEY)).toBeNull()
    expect(store.newDraftFor(ANA).sections.personalData?.patientName).toBeUndefined()
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
