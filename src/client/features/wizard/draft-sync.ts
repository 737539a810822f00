// Keeps the server's copy of the draft up to date: a second after typing pauses (at most two seconds after a change,
// however long the typing goes on), at once at every step change, 'Sair' and before the session ends. Without a
// connection the draft waits in this browser and goes as soon as the connection is back.
import { create } from 'zustand'
import { statusOf } from '../../lib/api'
import { toPatient } from '../../../shared/questionnaire/mapping'
import { patientMapping } from '../../components/schema-form/questionnaire'
import { saveDraft } from './api'
import { hasContent, useDraftStore, type Draft } from './draft-store'

export type SyncStatus = 'idle' | 'saving' | 'saved' | 'offline'

/** Where the draft is: on the server (since savedAt), being sent, or waiting here for the connection. */
export const useDraftSync = create<{ status: SyncStatus; savedAt: number | null }>()(() => ({
  status: 'idle',
  savedAt: null,
}))

const PAUSE_MS = 1000
const MAX_WAIT_MS = 2000
const RETRY_MS = 5000

/** What the server holds of a draft, as far as this tab knows: its id and content. */
let onServer: { id: string; json: string } | null = null
let timer: ReturnType<typeof setTimeout> | undefined
let firstChange: number | null = null
let running: Promise<boolean> | null = null

const contentOf = ({ id: _id, ...content }: Draft) => content

/** A draft is sent once it holds something (an empty one clutters nobody's list), and then on every change. */
function needsSave(draft: Draft): boolean {
  const json = JSON.stringify(contentOf(draft))
  if (onServer?.id === draft.id) return onServer.json !== json
  return hasContent(draft) || Boolean(draft.existingPatientId)
}

/** The draft as the server has it now (opened from it, or just saved). */
export function markSaved(draft: Draft) {
  onServer = { id: draft.id, json: JSON.stringify(contentOf(draft)) }
}

async function send(): Promise<boolean> {
  clearTimeout(timer)
  firstChange = null
  const { draft } = useDraftStore.getState()
  if (!draft || !needsSave(draft)) return true
  useDraftSync.setState({ status: 'saving' })
  try {
    const content = contentOf(draft)
    await saveDraft(draft.id, { label: toPatient(draft.sections, patientMapping).name, content })
    onServer = { id: draft.id, json: JSON.stringify(content) }
    useDraftSync.setState({ status: 'saved', savedAt: Date.now() })
    // Typed on while it was being sent: that goes too.
    if (needsSave(useDraftStore.getState().draft ?? draft)) schedule()
    return true
  } catch (error) {
    // A 401 ends the session (the guard asks for login); otherwise the connection is down: try again later.
    if (statusOf(error) !== 401) {
      useDraftSync.setState({ status: 'offline' })
      timer = setTimeout(() => void saveDraftNow(), RETRY_MS)
    }
    return false
  }
}

/** Sends the draft now (one save at a time); resolves true when the server holds what this tab holds. */
export function saveDraftNow(): Promise<boolean> {
  running ??= send().finally(() => (running = null))
  return running
}

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
    useDraftSync.setState({ status: 'idle', savedAt: null })
  } else if (!state.loaded && needsSave(state.draft)) {
    if (useDraftSync.getState().status !== 'offline') schedule()
  }
})

window.addEventListener('online', () => void saveDraftNow())
