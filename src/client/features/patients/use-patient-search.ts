import { useCallback, useEffect, useState } from 'react'
import type { PatientSummary } from '../../../shared/contract/patients'
import { searchPatients } from './api'

const PAGE_SIZE = 50

interface Results {
  query: string
  items: PatientSummary[]
  cursor: string | null
  failed: boolean
}

const fetchPage = (query: string, cursor: string | null) =>
  searchPatients({ q: query || undefined, cursor: cursor ?? undefined, limit: PAGE_SIZE })

/**
 * The server's search for `query`, newest first, a page at a time; `loadMore` appends the next page.
 * Results belong to the query they answer, so a slow answer to an older query is never shown.
 */
export function usePatientSearch(query: string) {
  const [results, setResults] = useState<Results | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)

  useEffect(() => {
    let current = true
    fetchPage(query, null).then(
      (page) => current && setResults({ query, items: page.items, cursor: page.nextCursor, failed: false }),
      () => current && setResults({ query, items: [], cursor: null, failed: true }),
    )
    return () => {
      current = false
    }
  }, [query])

  const fresh = results?.query === query ? results : null
  const loadMore = useCallback(async () => {
    if (!fresh?.cursor || loadingMore) return
    setLoadingMore(true)
    const same = (r: Results | null): r is Results => r?.query === query
    try {
      const page = await fetchPage(query, fresh.cursor)
      setResults((r) => (same(r) ? { ...r, items: [...r.items, ...page.items], cursor: page.nextCursor } : r))
    } catch {
      setResults((r) => (same(r) ? { ...r, failed: true } : r))
    } finally {
      setLoadingMore(false)
    }
  }, [fresh, loadingMore, query])

  return {
    items: fresh?.items ?? [],
    loading: !fresh || loadingMore,
    failed: fresh?.failed ?? false,
    hasMore: Boolean(fresh?.cursor),
    loadMore,
  }
}
