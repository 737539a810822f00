// The copy that survives a reload before the server has it: sealed with the session's key (held in memory,
// asked of the server once), never in clear in the browser, unreadable to another session, gone at a wipe. (The
// server's key route is replaced here by a stand-in giving one key per "session".)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Api from '../../lib/api'
import { SEALED_DRAFT_KEY, wipeLocalDraft } from '../../lib/local-draft'
import { emptyDraft, type Draft } from './draft-store'

let session = 1
let reachable = true
const keyCalls: number[] = []
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof Api>()),
  call: vi.fn(async (route: string) => {
    if (route !== 'GET /drafts/device-key') throw new Error(`unexpected ${route}`)
    keyCalls.push(session)
    if (!reachable) throw new TypeError('Failed to fetch')
    return { key: btoa(String.fromCharCode(...new Uint8Array(32).fill(session))).replaceAll('=', '') }
  }),
}))

const { deviceKey, dropOfflineCopy, hasDeviceKey, hasOfflineCopy, keepSealed, openOfflineCopy } =
  await import('./offline-copy')

const NAME = 'Heitor Quixabeira'
const named = (name: string): Draft => {
  const draft = emptyDraft()
  return { ...draft, sections: { ...draft.sections, personalData: { patientName: name } } }
}

beforeEach(() => {
  vi.useFakeTimers()
  session = 1
  reachable = true
  keyCalls.length = 0
  wipeLocalDraft()
  localStorage.clear()
})
afterEach(() => vi.useRealTimers())

/** Lets the seal, due once typing pauses, happen. */
const sealed = async () => {
  await vi.advanceTimersByTimeAsync(300)
  expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).not.toBeNull()
}

describe('the offline copy', () => {
  it('keeps nothing while the key was never fetched: the draft stays in memory only', async () => {
    keepSealed(named(NAME))
    await vi.advanceTimersByTimeAsync(1000)
    expect(hasDeviceKey()).toBe(false)
    expect(sessionStorage.length + localStorage.length).toBe(0)
  })

  it('is sealed in sessionStorage right after a change, never in clear, and opens with the same session', async () => {
    await deviceKey()
    expect(await deviceKey()).toBe(await deviceKey())
    expect(keyCalls).toEqual([1])
    const draft = named(NAME)
    keepSealed(named('Heitor'))
    keepSealed(draft)
    await sealed()
    const stored = sessionStorage.getItem(SEALED_DRAFT_KEY)!
    expect(stored).not.toContain('Heitor')
    expect(stored).toContain(draft.id)
    expect(localStorage.length).toBe(0)
    expect(hasOfflineCopy(draft.id)).toBe(true)
    expect(hasOfflineCopy(emptyDraft().id)).toBe(false)

    // A reload: the key is gone with the page's memory and asked of the server again.
    wipeKeyOnly()
    expect(await openOfflineCopy(draft.id)).toEqual(draft)
  })

  it('cannot be opened by another session: the copy is deleted instead', async () => {
    await deviceKey()
    const draft = named(NAME)
    keepSealed(draft)
    await sealed()
    session = 2
    wipeKeyOnly()
    expect(await openOfflineCopy(draft.id)).toBeNull()
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()
  })

  it('waits for the connection to open it: the key is asked again after a failure', async () => {
    await deviceKey()
    const draft = named(NAME)
    keepSealed(draft)
    await sealed()
    wipeKeyOnly()
    reachable = false
    await expect(openOfflineCopy(draft.id)).rejects.toThrow('Failed to fetch')
    expect(hasOfflineCopy(draft.id)).toBe(true)
    reachable = true
    expect(await openOfflineCopy(draft.id)).toEqual(draft)
  })

  it('seals the last change at once when the page goes (a reload right after a click) or is hidden', async () => {
    await deviceKey()
    keepSealed(named('Heitor'))
    await sealed()
    const draft = named(NAME)
    keepSealed(draft)
    window.dispatchEvent(new Event('pagehide'))
    wipeKeyOnly()
    expect(await openOfflineCopy(draft.id)).toEqual(draft)

    const hidden = named(`${NAME} Filho`)
    keepSealed(hidden)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    vi.restoreAllMocks()
    wipeKeyOnly()
    expect(await openOfflineCopy(hidden.id)).toEqual(hidden)
  })

  it('is dropped when the server has it, and a seal still under way does not write it back', async () => {
    await deviceKey()
    keepSealed(named(NAME))
    await sealed()
    dropOfflineCopy()
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()
    keepSealed(named(NAME))
    dropOfflineCopy()
    await vi.advanceTimersByTimeAsync(1000)
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()
  })

  it("goes at a wipe ('Sair', a 401), with the key: nothing is sealed afterwards", async () => {
    await deviceKey()
    keepSealed(named(NAME))
    await sealed()
    keepSealed(named(`${NAME} Filho`))
    wipeLocalDraft()
    await vi.advanceTimersByTimeAsync(1000)
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()
    expect(hasDeviceKey()).toBe(false)
  })
})

/** What a reload does to this module: the key held in memory is gone, the sessionStorage entry stays. */
function wipeKeyOnly() {
  const kept = sessionStorage.getItem(SEALED_DRAFT_KEY)
  wipeLocalDraft()
  if (kept) sessionStorage.setItem(SEALED_DRAFT_KEY, kept)
}
