import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DRAFT_KEY,
  draftOf,
  draftStorage,
  emptyDraft,
  hasContent,
  startNewPatient,
  useDraftStore,
  type Draft,
} from './draft-store'

const ANA = 'ana@clinica.com.br'
const BIA = 'bia@clinica.com.br'
const TODAY = '2024-06-15'

const stored = () =>
  JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as {
    state: { drafts: Record<string, Draft> }
    version: number
  } | null

const withName =
  (name: string) =>
  (draft: Draft): Draft => ({
    ...draft,
    sections: { ...draft.sections, personalData: { ...draft.sections.personalData, patientName: name } },
  })

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date(2024, 5, 15, 10))
  useDraftStore.setState({ drafts: {} })
  draftStorage.flush()
  useDraftStore.setState({ savedAt: null })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('emptyDraft', () => {
  it('starts with one sibling, one address, today as the evaluation date, on the first step', () => {
    const draft = emptyDraft()
    expect(draft.sections).toEqual({
      personalData: { evaluationData: TODAY, siblings: [{}] },
      address: { address: [{}] },
    })
    expect(draft.step).toBe(0)
    expect(draft.patientId).toBeUndefined()
    expect(draft.patientRequestKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(draft.evaluationRequestKey).not.toBe(draft.patientRequestKey)
    expect(emptyDraft().patientRequestKey).not.toBe(draft.patientRequestKey)
  })

  it('takes another evaluation date when given one', () => {
    expect(emptyDraft('2024-01-02').sections.personalData?.evaluationData).toBe('2024-01-02')
  })
})

describe('update and reset', () => {
  it('keeps one draft per owner: two owners never see each other', () => {
    const { update } = useDraftStore.getState()
    update(ANA, withName('Paciente da Ana'))
    update(ANA, (draft) => ({ ...draft, step: 4 }))
    expect(draftOf(ANA).sections.personalData?.patientName).toBe('Paciente da Ana')
    expect(draftOf(ANA).step).toBe(4)
    expect(draftOf(BIA).sections.personalData?.patientName).toBeUndefined()
    expect(draftOf(BIA).step).toBe(0)

    update(BIA, withName('Paciente da Bia'))
    expect(draftOf(ANA).sections.personalData?.patientName).toBe('Paciente da Ana')
    expect(draftOf(BIA).sections.personalData?.patientName).toBe('Paciente da Bia')
  })

  it('starts an owner without a draft from an empty one', () => {
    useDraftStore.getState().update(ANA, (draft) => {
      expect(draft.sections).toEqual(emptyDraft().sections)
      return draft
    })
    expect(draftOf(BIA).sections).toEqual(emptyDraft().sections)
    expect(useDraftStore.getState().drafts).not.toHaveProperty(BIA)
  })

  it('resets one owner only', () => {
    const { update, reset } = useDraftStore.getState()
    update(ANA, withName('Paciente da Ana'))
    update(BIA, withName('Paciente da Bia'))
    reset(ANA)
    expect(draftOf(ANA).sections).toEqual(emptyDraft().sections)
    expect(draftOf(BIA).sections.personalData?.patientName).toBe('Paciente da Bia')
    const given = emptyDraft('2023-12-01')
    reset(BIA, given)
    expect(draftOf(BIA)).toBe(given)
  })
})

describe('persistence', () => {
  it(`writes to localStorage "${DRAFT_KEY}" once typing pauses for 400 ms`, () => {
    useDraftStore.getState().update(ANA, withName('Ana'))
    vi.advanceTimersByTime(200)
    useDraftStore.getState().update(ANA, withName('Ana Luíza'))
    vi.advanceTimersByTime(399)
    expect(stored()?.state.drafts).toEqual({})
    expect(useDraftStore.getState().savedAt).toBeNull()

    vi.advanceTimersByTime(1)
    expect(stored()?.version).toBe(1)
    expect(stored()?.state.drafts[ANA]?.sections.personalData?.patientName).toBe('Ana Luíza')
    expect(Object.keys(stored()?.state ?? {})).toEqual(['drafts'])
    expect(useDraftStore.getState().savedAt).toBe(new Date(2024, 5, 15, 10).getTime() + 600)
  })

  it('writes once per pause, and not again while nothing changes', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    for (const name of ['A', 'An', 'Ana']) useDraftStore.getState().update(ANA, withName(name))
    vi.advanceTimersByTime(400)
    expect(setItem).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('writes at once on flush() and when the page is hidden', () => {
    useDraftStore.getState().update(ANA, withName('Ana'))
    draftStorage.flush()
    expect(stored()?.state.drafts[ANA]?.sections.personalData?.patientName).toBe('Ana')

    useDraftStore.getState().update(ANA, withName('Bruna'))
    window.dispatchEvent(new Event('pagehide'))
    expect(stored()?.state.drafts[ANA]?.sections.personalData?.patientName).toBe('Bruna')
  })

  it('reads a saved draft back after a reload', async () => {
    const draft = withName('Carla')(emptyDraft())
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ state: { drafts: { [ANA]: draft } }, version: 1 }))
    await useDraftStore.persist.rehydrate()
    expect(draftOf(ANA)).toEqual(draft)
  })
})

describe('hasContent', () => {
  it('is false for a fresh draft, whatever its evaluation date', () => {
    expect(hasContent(emptyDraft())).toBe(false)
    expect(hasContent(emptyDraft('2020-01-01'))).toBe(false)
    expect(hasContent({ ...emptyDraft(), step: 5 })).toBe(false)
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
    expect(
      hasContent({
        ...emptyDraft(),
        sections: { ...emptyDraft().sections, address: { address: [{ city: 'X' }] } },
      }),
    ).toBe(true)
  })
})

describe('startNewPatient', () => {
  it('clears an untouched draft without asking', () => {
    const confirm = vi.spyOn(window, 'confirm')
    useDraftStore.getState().update(ANA, (draft) => ({ ...draft, step: 3 }))
    expect(startNewPatient(ANA)).toBe(true)
    expect(confirm).not.toHaveBeenCalled()
    expect(draftOf(ANA).step).toBe(0)
  })

  it('asks when there is content, then clears it but keeps the evaluation date, and saves at once', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    useDraftStore
      .getState()
      .reset(ANA, withName('Ana')({ ...emptyDraft('2024-06-01'), step: 7, patientId: 'p1' }))
    expect(startNewPatient(ANA)).toBe(true)
    expect(confirm).toHaveBeenCalledTimes(1)
    const draft = draftOf(ANA)
    expect(draft.sections).toEqual(emptyDraft('2024-06-01').sections)
    expect(draft.step).toBe(0)
    expect(draft.patientId).toBeUndefined()
    expect(stored()?.state.drafts[ANA]?.sections).toEqual(draft.sections)
  })

  it('keeps the draft and returns false when the clinician cancels', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    useDraftStore.getState().update(ANA, withName('Ana'))
    const before = draftOf(ANA)
    expect(startNewPatient(ANA)).toBe(false)
    expect(confirm).toHaveBeenCalledTimes(1)
    expect(draftOf(ANA)).toBe(before)
  })

  it("leaves other owners' drafts alone", () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    useDraftStore.getState().update(BIA, withName('Bia'))
    useDraftStore.getState().update(ANA, withName('Ana'))
    startNewPatient(ANA)
    expect(draftOf(BIA).sections.personalData?.patientName).toBe('Bia')
  })
})
