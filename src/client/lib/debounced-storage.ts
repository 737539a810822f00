import type { StateStorage } from 'zustand/middleware'

export interface DebouncedStorage extends StateStorage {
  /** Writes what is pending now (page hide, before leaving the wizard). */
  flush(): void
}

/**
 * localStorage behind a debounce: typing does not serialise the whole draft on every keystroke, and a
 * pending write is flushed when the page is hidden or closed, so a reload or a crash of the tab loses
 * at most the last `delayMs` of typing. `onSaved` reports each completed write.
 */
export function debouncedLocalStorage(delayMs: number, onSaved: () => void): DebouncedStorage {
  let pending: { name: string; value: string } | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    clearTimeout(timer)
    if (!pending) return
    try {
      localStorage.setItem(pending.name, pending.value)
      pending = null
      onSaved()
    } catch (error) {
      console.error('Não foi possível salvar o rascunho:', error)
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
      // Nothing new to write: without this, onSaved's own state change would be saved again, forever.
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
