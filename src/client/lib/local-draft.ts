// What the browser keeps of the wizard's draft outside memory: nothing readable. While the server cannot be reached, a
// copy sealed with the live session's key (features/wizard/offline-copy) waits in sessionStorage to survive a reload.
// Everything is wiped at 'Sair', when the session ends, and when another user logs in (session-store).

/** Where the previous releases kept the draft in clear (localStorage): removed wherever it is found. */
export const OLD_DRAFT_KEY = 'multi-step-form'

/**
 * The sealed copy. sessionStorage rather than localStorage: it belongs to this tab only (another tab or window, and
 * the next person's, never sees it) and goes when the tab closes, as the session it is sealed for ends; a reload
 * keeps it.
 */
export const SEALED_DRAFT_KEY = 'rascunho-cifrado'

const wiped = new Set<() => void>()

/** Calls `listener` whenever the draft is wiped (the wizard then forgets its copy in memory and its key too). */
export function onLocalDraftWiped(listener: () => void): () => void {
  wiped.add(listener)
  return () => wiped.delete(listener)
}

let ownerSource: () => string | null = () => null

/** Tells whose draft the wizard holds in memory (the draft store registers itself). */
export function setLocalDraftOwner(source: () => string | null) {
  ownerSource = source
}

/** The e-mail of the user whose draft this page holds, or null. */
export const localDraftOwner = (): string | null => ownerSource()

/** Removes every trace of the draft from this page and browser: memory, the sealed copy, a previous release's entry. */
export function wipeLocalDraft() {
  sessionStorage.removeItem(SEALED_DRAFT_KEY)
  localStorage.removeItem(OLD_DRAFT_KEY)
  for (const listener of wiped) listener()
}
