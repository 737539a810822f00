// When the draft goes to the server: not while it is empty, a second after typing pauses, at most two seconds after a
// change however long the typing lasts, at once when asked (a step change, 'Sair'); without a connection it waits,
// sealed in this tab, says so, and goes when the connection is back. (The server is the API module, replaced here by
// a recorder.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Api from '../../lib/api'
import { HTTPError } from '../../lib/api'
import { SEALED_DRAFT_KEY, wipeLocalDraft } from '../../lib/local-draft'
import { emptyDraft, useDraftStore, type Draft } from './draft-store'

const saves: { id: string; label: string; name: unknown }[] = []
let offline = false
/** The server's 400 message for the next saves, or null to accept them. */
let refusing: string | null = null
const attempts: unknown[] = []
/** How long the server takes to answer a save (ms). */
let answerAfter = 0
/** A 400 as ky throws it: the server's JSON error already read into `data`. */
const badRequest = (message: string) =>
  Object.assign(
    new HTTPError(
      new Response(null, { status: 400 }),
      new Request('http://localhost/api/drafts/x', { method: 'PUT' }),
      {} as ConstructorParameters<typeof HTTPError>[2],
    ),
    { data: { message } },
  )
vi.mock('./api', () => ({
  saveDraft: vi.fn(async (id: string, body: { label: string; content: Draft }) => {
    attempts.push(body.content.sections.personalData?.patientName)
    if (answerAfter) await new Promise((resolve) => setTimeout(resolve, answerAfter))
    if (offline) throw new TypeError('Failed to fetch')
    if (refusing) throw badRequest(refusing)
    saves.push({ id, label: body.label, name: body.content.sections.personalData?.patientName })
    return { id, updatedAt: new Date().toISOString() }
  }),
}))

/** Whether the session's key route answers (it is asked when a draft is opened). */
let keyGiven = true
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof Api>()),
  call: vi.fn(async (route: string) => {
    if (route !== 'GET /drafts/device-key' || !keyGiven) throw new TypeError('Failed to fetch')
    return { key: btoa(String.fromCharCode(...new Uint8Array(32).fill(3))).replaceAll('=', '') }
  }),
}))

const { markSaved, saveDraftNow, useDraftSync } = await import('./draft-sync')
const { hasDeviceKey } = await import('./offline-copy')

const type = (name: string) =>
  useDraftStore.getState().update((draft) => ({
    ...draft,
    sections: { ...draft.sections, personalData: { ...draft.sections.personalData, patientName: name } },
  }))

beforeEach(() => {
  vi.useFakeTimers()
  saves.length = 0
  attempts.length = 0
  offline = false
  refusing = null
  answerAfter = 0
  keyGiven = true
  wipeLocalDraft()
  useDraftStore.getState().open('ana@clinica.com.br', emptyDraft())
})
afterEach(() => vi.useRealTimers())

describe('draft sync', () => {
  it('sends nothing for an empty draft, then a second after typing pauses', async () => {
    await vi.advanceTimersByTimeAsync(5000)
    expect(saves).toEqual([])
    type('M')
    await vi.advanceTimersByTimeAsync(500)
    type('Ma')
    await vi.advanceTimersByTimeAsync(999)
    expect(saves).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(saves).toEqual([{ id: useDraftStore.getState().draft!.id, label: 'Ma', name: 'Ma' }])
    expect(useDraftSync.getState()).toMatchObject({ status: 'saved', savedAt: expect.any(Number) })
  })

  it('sends at most two seconds after the first change, however long the typing goes on', async () => {
    for (let i = 1; i <= 10; i++) {
      type('x'.repeat(i))
      await vi.advanceTimersByTimeAsync(300)
    }
    // 3 s of typing, a keystroke every 0.3 s: sent at 2 s, then again once it paused.
    expect(saves.map((s) => s.name)).toEqual(['xxxxxxx'])
    await vi.advanceTimersByTimeAsync(2000)
    expect(saves.map((s) => s.name)).toEqual(['xxxxxxx', 'xxxxxxxxxx'])
  })

  it("says 'saving' only of a save that takes a while: a quick one goes straight to saved", async () => {
    const seen: string[] = []
    const stop = useDraftSync.subscribe((state) => seen.push(state.status))
    answerAfter = 50
    type('Ana')
    const quick = saveDraftNow()
    await vi.advanceTimersByTimeAsync(50)
    expect(await quick).toBe(true)
    expect(seen).toEqual(['saved'])
    answerAfter = 2000
    type('Ana Clara')
    const saving = saveDraftNow()
    await vi.advanceTimersByTimeAsync(299)
    expect(useDraftSync.getState().status).toBe('saved')
    await vi.advanceTimersByTimeAsync(1)
    expect(useDraftSync.getState().status).toBe('saving')
    await vi.advanceTimersByTimeAsync(1700)
    expect(await saving).toBe(true)
    expect(seen).toEqual(['saved', 'saving', 'saved'])
    stop()
  })

  it('sends at once when asked, and not again while nothing changed', async () => {
    type('Ana')
    expect(await saveDraftNow()).toBe(true)
    expect(saves).toHaveLength(1)
    expect(await saveDraftNow()).toBe(true)
    await vi.advanceTimersByTimeAsync(5000)
    expect(saves).toHaveLength(1)
  })

  it('a draft opened from the server is not sent back until it changes', async () => {
    const draft = { ...emptyDraft(), sections: { personalData: { patientName: 'Do servidor' } } }
    markSaved(draft)
    useDraftStore.getState().open('ana@clinica.com.br', draft)
    await vi.advanceTimersByTimeAsync(5000)
    expect(await saveDraftNow()).toBe(true)
    expect(saves).toEqual([])
    type('Do servidor, mudado')
    await vi.advanceTimersByTimeAsync(1000)
    expect(saves.map((s) => s.name)).toEqual(['Do servidor, mudado'])
  })

  it('without a connection it says so, seals it here, retries by itself, and sends all of it once back', async () => {
    await vi.waitFor(() => expect(hasDeviceKey()).toBe(true))
    offline = true
    type('Sem rede')
    await vi.advanceTimersByTimeAsync(1000)
    expect(useDraftSync.getState().status).toBe('offline')
    expect(attempts).toHaveLength(1)
    // Tries again by itself, waiting twice as long each time: 2 s, 4 s, 8 s after each failure.
    await vi.advanceTimersByTimeAsync(1999)
    expect(attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(3999)
    expect(attempts).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(8000)
    expect(attempts).toHaveLength(4)
    // Typing goes on, sealed in this tab once it pauses.
    type('Sem rede, ainda digitando')
    await vi.advanceTimersByTimeAsync(300)
    await vi.waitFor(() => expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).not.toBeNull())
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).not.toContain('Sem rede')
    expect(useDraftSync.getState().status).toBe('offline')
    // The browser says the connection is back: sent at once, and the sealed copy goes.
    offline = false
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(saves.map((s) => s.name)).toEqual(['Sem rede, ainda digitando'])
    expect(useDraftSync.getState().status).toBe('saved')
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()
  })

  it('seals what the server does not have yet at once (a reload right after typing), and drops it once saved', async () => {
    await vi.waitFor(() => expect(hasDeviceKey()).toBe(true))
    type('Recarregada logo')
    await vi.advanceTimersByTimeAsync(0)
    await vi.waitFor(() => expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).not.toBeNull())
    expect(saves).toEqual([])
    await vi.advanceTimersByTimeAsync(1000)
    expect(saves.map((s) => s.name)).toEqual(['Recarregada logo'])
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()
  })

  it('without the session key (never online since the page loaded) it says the answers are in this page only', async () => {
    keyGiven = false
    wipeLocalDraft()
    useDraftStore.getState().open('ana@clinica.com.br', emptyDraft())
    offline = true
    type('Só na memória')
    await vi.advanceTimersByTimeAsync(2000)
    expect(useDraftSync.getState().status).toBe('unsealed')
    expect(sessionStorage.length + localStorage.length).toBe(0)
  })

  it('content the server refuses (400) is said so, not blamed on the connection, and not sent again until it changes', async () => {
    refusing = 'Nome do paciente: use no máximo 200 caracteres.'
    type('Nome comprido demais')
    await vi.advanceTimersByTimeAsync(1000)
    expect(useDraftSync.getState()).toMatchObject({ status: 'refused', refusal: refusing })
    // No retry loop: the same content would be refused again.
    await vi.advanceTimersByTimeAsync(60_000)
    window.dispatchEvent(new Event('online'))
    expect(await saveDraftNow()).toBe(false)
    expect(attempts).toEqual(['Nome comprido demais'])
    // Corrected, it goes at once after the pause, and the refusal is gone.
    refusing = null
    type('Nome certo')
    await vi.advanceTimersByTimeAsync(1000)
    expect(saves.map((s) => s.name)).toEqual(['Nome certo'])
    expect(useDraftSync.getState()).toMatchObject({ status: 'saved', refusal: null })
  })
})
