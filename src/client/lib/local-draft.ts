// What the browser keeps of the wizard's draft, to survive a reload or a lost connection until the server has it:
// one localStorage entry, written once typing pauses. It is wiped at 'Sair', when the session ends, and when
// another user logs in (session-store), so that the next person at this browser finds none of a child's answers.
import type { StateStorage } from 'zustand/middleware'

export const DRAFT_KEY = 'multi-step-form'

const wiped = new Set<() => void>()

/** Calls `listener` whenever the local draft is wiped (the wizard then forgets its copy in memory too). */
export function onLocalDraftWiped(listener: () => void): () => void {
  wiped.add(listener)
  return () => wiped.delete(listener)
}

/** The e-mail of the user whose draft the browser holds, or null. */
export function localDraftOwner(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as {
      state?: { owner?: unknown }
    } | null
    return typeof stored?.state?.owner === 'string' ? stored.state.owner : null
  } catch {
    return null
  }
}

export interface DebouncedStorage extends StateStorage {
  /** Writes what is pending now (page hide, before leaving the wizard). */
  flush(): void
}

let pending: { name: string; value: string } | null = null
let timer: ReturnType<typeof setTimeout> | undefined

/** Removes every trace of the draft from this browser, a write still pending included. */
export function wipeLocalDraft() {
  clearTimeout(timer)
  pending = null
  localStorage.removeItem(DRAFT_KEY)
  for (const listener of wiped) listener()
}

/**
 * localStorage behind a debounce: typing does not serialise the whole draft on every keystroke, and a pending write
 * is flushed when the page is hidden or closed, so a reload or a crash of the tab loses at most the last `delayMs`
 * of typing.
 */
export function debouncedLocalStorage(delayMs: number): DebouncedStorage {
  const flush = () => {
    clearTimeout(timer)
    if (!pending) return
    try {
      localStorage.setItem(pending.name, pending.value)
      pending = null
    } catch (error) {
      console.error('Não foi possível guardar o rascunho neste computador:', error)
    }
  }
  window.addEventListener('pagehide', flush)
  window.addEventListener('beforeunload', flush)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  return {
    getItem: (name) => (pending?.name === name ? pending.value : localStorage.getItem(name)),
    setItem(name, value) {
      if (pending?.name !== name && localStorage.getItem(name) === value) return
      pending = { name, value }
      clearTimeout(timer)
      timer = setTimeout(flush, delayMs)
    },
    removeItem(name) {
      if (pending?.name === name) pending = null
      localStorage.removeItem(name)
    },
    flush,
  }
}
