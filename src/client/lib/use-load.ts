import { useEffect, useState, type DependencyList } from 'react'

export interface Loaded<T> {
  data: T | undefined
  error: unknown
  loading: boolean
}

interface Settled<T> {
  key: string
  data?: T
  error?: unknown
}

/**
 * Runs `load` when `deps` (ids, query strings) change. An answer belongs to the deps it was asked for, so a
 * stale one is never shown and `loading` is simply "no answer yet for the current deps".
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const key = JSON.stringify(deps)
  const [settled, setSettled] = useState<Settled<T> | null>(null)
  useEffect(() => {
    let current = true
    load().then(
      (data) => current && setSettled({ key, data }),
      (error: unknown) => current && setSettled({ key, error: error ?? new Error('failed') }),
    )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the caller's deps
  }, [key])
  if (settled?.key !== key) return { data: undefined, error: undefined, loading: true }
  return { data: settled.data, error: settled.error, loading: false }
}
