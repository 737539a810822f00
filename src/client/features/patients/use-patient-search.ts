import { useCallback, useEffect, useState } from 'react'
import { api } from '../../lib/api'
import type { PatientSummary } from '../../lib/types'

const PAGE_SIZE = 50

interface Page {
  items: PatientSummary[]
  nextCursor: string | null
}

interface Results {
  query: string
  items: PatientSummary[]
  cursor: string | null
  failed: boolean
}

function fetchPage(query: string, cursor: string | null) {
  const searchParams = new URLSearchParams({ limit: String(PAGE_SIZE) })
  if (query) searchParams.set('q', query)
  if (cursor) searchParams.set('cursor', cursor)
  return api.get('patients', { searchParams }).json<Page>()
}

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
