// The draft's copy for a reload before the server has it (the last seconds of typing, or all of it while the server
// cannot be reached): sealed (AES-GCM) with the key the server derives for this session (GET /drafts/device-key),
// fetched while online and held in this page's memory only. Once the session ends no one can get that key again,
// so whatever is left in sessionStorage is unreadable; 'Sair' and a 401 delete it anyway.
import { call } from '../../lib/api'
import { onLocalDraftWiped, SEALED_DRAFT_KEY } from '../../lib/local-draft'
import { seal, sealingKey, unseal } from '../../lib/sealing'
import type { Draft } from './draft-store'

/** The copy is sealed once typing pauses, and at once when the page is hidden or left (a reload, a closed tab). */
const SEAL_PAUSE_MS = 300

let asking: Promise<Uint8Array> | null = null
let held: Uint8Array | null = null
/** Counts wipes: a key asked for before one belongs to the session that ended. */
let wipes = 0
let timer: ReturnType<typeof setTimeout> | undefined
/** The change waiting for its seal. */
let pending: Draft | null = null

/** The session's key, asked of the server once (again after a failure); rejects while the server cannot be reached. */
export function deviceKey(): Promise<Uint8Array> {
  if (held) return Promise.resolve(held)
  const started = wipes
  const ask = (asking ??= call('GET /drafts/device-key').then(({ key }) => sealingKey(key)))
  ask.then(
    (key) => {
      if (wipes === started) held = key
    },
    () => {
      if (asking === ask) asking = null
    },
  )
  return ask
}

/** True when a copy can be sealed now, without asking the server. */
export const hasDeviceKey = () => held !== null

interface Stored {
  id: string
  sealed: string
}

function stored(): Stored | null {
  try {
    return JSON.parse(sessionStorage.getItem(SEALED_DRAFT_KEY) ?? 'null') as Stored | null
  } catch {
    return null
  }
}

/** Seals `draft` into this tab, when the key is held; without it the draft stays in memory only. */
export function keepSealed(draft: Draft) {
  clearTimeout(timer)
  pending = held ? draft : null
  if (pending) timer = setTimeout(sealPending, SEAL_PAUSE_MS)
}

function sealPending() {
  clearTimeout(timer)
  const draft = pending
  pending = null
  // A wipe forgets the key with the pending change.
  if (!draft || !held) return
  sessionStorage.setItem(
    SEALED_DRAFT_KEY,
    JSON.stringify({ id: draft.id, sealed: seal(held, draft.id, draft) }),
  )
}

/** The server holds everything the copy held: it goes. */
export function dropOfflineCopy() {
  clearTimeout(timer)
  pending = null
  sessionStorage.removeItem(SEALED_DRAFT_KEY)
}

/** True when this tab holds a sealed copy of draft `id`. */
export const hasOfflineCopy = (id: string) => stored()?.id === id

/**
 * The sealed copy of draft `id`, opened with the session's key (asked of the server: rejects while it cannot be
 * reached), or null when there is none or it cannot be opened (sealed for an earlier session: it is deleted).
 */
export async function openOfflineCopy(id: string): Promise<Draft | null> {
  const copy = stored()
  if (copy?.id !== id) return null
  const key = await deviceKey()
  try {
    return { ...unseal<Draft>(key, id, copy.sealed), id }
  } catch {
    dropOfflineCopy()
    return null
  }
}

// When the page is left, and when its tab is hidden: a phone may end a hidden tab without a page-hide.
window.addEventListener('pagehide', sealPending)
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') sealPending()
})

onLocalDraftWiped(() => {
  clearTimeout(timer)
  pending = null
  wipes++
  held = null
  asking = null
})
