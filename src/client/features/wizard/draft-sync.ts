// Keeps the server's copy of the draft up to date: a second after typing pauses (at most two seconds after a change,
// however long the typing goes on), at once at every step change, 'Sair' and before the session ends. What the server
// does not have yet is also sealed in this tab (offline-copy) when the session's key is held, for a reload. Without a
// connection the draft waits there and in memory, and goes as soon as the connection is back: at the browser's 'online' event, and by itself after 2, 4, 8… s (30 s at
// most). Content the server refuses (a 4xx) is said so and not sent again until it changes: retrying cannot change
// the answer.
import { create } from 'zustand'
import { errorMessage, statusOf } from '../../lib/api'
import { toPatient } from '../../../shared/questionnaire/mapping'
import { patientMapping } from '../../components/schema-form/questionnaire'
import { saveDraft } from './api'
import { hasContent, useDraftStore, type Draft } from './draft-store'
import { deviceKey, dropOfflineCopy, hasDeviceKey, keepSealed } from './offline-copy'

/** 'offline': waiting for the connection, sealed in this tab; 'unsealed': waiting in this page's memory only. */
export type SyncStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'unsealed' | 'refused'

/**
 * Where the draft is: on the server (since savedAt), being sent, waiting here for the connection, or refused by the
 * server (its Portuguese message in `refusal`).
 */
export const useDraftSync = create<{ status: SyncStatus; savedAt: number | null; refusal: string | null }>()(
  () => ({ status: 'idle', savedAt: null, refusal: null }),
)

const PAUSE_MS = 1000
const MAX_WAIT_MS = 2000
const FIRST_RETRY_MS = 2000
const LAST_RETRY_MS = 30_000
let retryMs = FIRST_RETRY_MS
/**
 * 'Salvando…' is said only of a save that takes this long: a quick one goes from one 'salvo às' to the next (the same
 * text within the minute), where saying it on every save made the status flicker every two seconds of typing and
 * changed the page under the clinician's keystrokes twice each time.
 */
const SLOW_SAVE_MS = 300

/** What the server holds of a draft, as far as this tab knows: its id and content. */
let onServer: { id: string; json: string } | null = null
/** The content the server last refused: not sent again until it changes. */
let refused: { id: string; json: string } | null = null
let timer: ReturnType<typeof setTimeout> | undefined
let firstChange: number | null = null
let running: Promise<boolean> | null = null

const contentOf = ({ id: _id, ...content }: Draft) => content

const wasRefused = (draft: Draft) =>
  refused?.id === draft.id && refused.json === JSON.stringify(contentOf(draft))

/** A draft is sent once it holds something (an empty one clutters nobody's list), and then on every change. */
function needsSave(draft: Draft): boolean {
  const json = JSON.stringify(contentOf(draft))
  if (wasRefused(draft)) return false
  if (onServer?.id === draft.id) return onServer.json !== json
  return hasContent(draft) || Boolean(draft.existingPatientId)
}

/** The draft as the server has it now (opened from it, or just saved). */
export function markSaved(draft: Draft) {
  onServer = { id: draft.id, json: JSON.stringify(contentOf(draft)) }
}

/**
 * A 4xx other than 401 (the session ended), 408 and 429 (try later) is the server refusing this content: the same
 * content would be refused again, so it is not retried, and the connection is not blamed.
 */
const isRefusal = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && ![401, 408, 429].includes(status)

async function send(): Promise<boolean> {
  clearTimeout(timer)
  firstChange = null
  const { draft } = useDraftStore.getState()
  // Refused content is not on the server: callers (the session's end) must not take it as saved.
  if (draft && wasRefused(draft)) return false
  if (!draft || !needsSave(draft)) return true
  try {
    const content = contentOf(draft)
    const label = toPatient(draft.sections, patientMapping).name
    // Said from SLOW_SAVE_MS on, and no longer once the server has answered, whatever the answer.
    const slow = setTimeout(() => useDraftSync.setState({ status: 'saving' }), SLOW_SAVE_MS)
    await saveDraft(draft.id, { label, content }).finally(() => clearTimeout(slow))
    onServer = { id: draft.id, json: JSON.stringify(content) }
    refused = null
    retryMs = FIRST_RETRY_MS
    useDraftSync.setState({ status: 'saved', savedAt: Date.now(), refusal: null })
    // While the connection is there, the key the next loss of it needs.
    if (!hasDeviceKey()) deviceKey().catch(() => undefined)
    // Typed on while it was being sent: that goes too (its sealed copy stays until then); else the server has it all.
    if (needsSave(useDraftStore.getState().draft ?? draft)) schedule()
    else dropOfflineCopy()
    return true
  } catch (error) {
    // A 401 ends the session (the guard asks for login); a refusal waits for a change; otherwise the connection is
    // down: try again later.
    const status = statusOf(error)
    if (isRefusal(status)) {
      refused = { id: draft.id, json: JSON.stringify(contentOf(draft)) }
      const refusal = await errorMessage(error, 'O servidor recusou o conteúdo do rascunho.')
      useDraftSync.setState({ status: 'refused', refusal })
    } else if (status !== 401) {
      useDraftSync.setState({ status: hasDeviceKey() ? 'offline' : 'unsealed', refusal: null })
      timer = setTimeout(() => void saveDraftNow(), retryMs)
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
    }
    return false
  }
}

/** Sends the draft now (one save at a time); resolves true when the server holds what this tab holds. */
export function saveDraftNow(): Promise<boolean> {
  running ??= send().finally(() => (running = null))
  return running
}

const isOffline = () => ['offline', 'unsealed'].includes(useDraftSync.getState().status)

function schedule() {
  clearTimeout(timer)
  firstChange ??= Date.now()
  const wait = Math.max(0, Math.min(PAUSE_MS, firstChange + MAX_WAIT_MS - Date.now()))
  timer = setTimeout(() => void saveDraftNow(), wait)
}

useDraftStore.subscribe((state, previous) => {
  if (state.draft === previous.draft) return
  if (!state.draft) {
    clearTimeout(timer)
    refused = null
    dropOfflineCopy()
    useDraftSync.setState({ status: 'idle', savedAt: null, refusal: null })
  } else if (state.loaded) {
    // A draft opened while the connection is there: the key its loss would need is fetched now.
    if (!hasDeviceKey()) deviceKey().catch(() => undefined)
  } else if (needsSave(state.draft)) {
    keepSealed(state.draft)
    // Offline, the retry already waits.
    if (!isOffline()) schedule()
  }
})

window.addEventListener('online', () => {
  retryMs = FIRST_RETRY_MS
  void saveDraftNow()
})
