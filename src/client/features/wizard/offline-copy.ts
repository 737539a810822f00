// The draft's copy for a reload before the server has it (the last seconds of typing, or all of it while the server
// cannot be reached): sealed (AES-GCM) with the key the server derives for this session (GET /drafts/device-key),
// fetched while online and held in memory only. Once the session ends no one can get that key again, so whatever is
// left in sessionStorage is unreadable; 'Sair' and a 401 delete it anyway.
import { call } from '../../lib/api'
import { onLocalDraftWiped, SEALED_DRAFT_KEY } from '../../lib/local-draft'
import { importSealingKey, seal, unseal } from '../../lib/sealing'
import type { Draft } from './draft-store'

/**
 * The copy is sealed in the task after a change (changes of one task sealed once): WebCrypto is asynchronous, and a
 * reload does not wait for a seal begun on its own page-hide, so the copy must be ready before.
 */
const SEAL_DELAY_MS = 0

let asking: Promise<CryptoKey> | null = null
let held: CryptoKey | null = null
/** Counts wipes: a key asked for before one belongs to the session that ended. */
let wipes = 0
/** Bumped whenever the copy is dropped: a seal under way from before must not write it back. */
let epoch = 0
let timer: ReturnType<typeof setTimeout> | undefined

/** The session's key, asked of the server once (again after a failure); rejects while the server cannot be reached. */
export function deviceKey(): Promise<CryptoKey> {
  if (held) return Promise.resolve(held)
  const started = wipes
  const ask = (asking ??= call('GET /drafts/device-key').then(({ key }) => importSealingKey(key)))
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
  const key = held
  if (!key) return
  const at = epoch
  timer = setTimeout(() => {
    void seal(key, draft.id, draft).then((sealed) => {
      if (at === epoch) sessionStorage.setItem(SEALED_DRAFT_KEY, JSON.stringify({ id: draft.id, sealed }))
    })
  }, SEAL_DELAY_MS)
}

/** The server holds everything the copy held: it goes. */
export function dropOfflineCopy() {
  clearTimeout(timer)
  epoch++
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
    return { ...(await unseal<Draft>(key, id, copy.sealed)), id }
  } catch {
    dropOfflineCopy()
    return null
  }
}

onLocalDraftWiped(() => {
  clearTimeout(timer)
  epoch++
  wipes++
  held = null
  asking = null
})
