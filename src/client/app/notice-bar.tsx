import { lazy, Suspense } from 'react'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { useNotice } from '../lib/notify'
import { useLatched } from '../lib/use-latched'

// Most visits show no notice: the snackbar is fetched with the first one, and stays (its closing slides it away).
const NoticeSnackbar = lazy(() => import('./notice-snackbar'))

export function NoticeBar() {
  const notice = useNotice((s) => s.notice)
  if (!useLatched(Boolean(notice))) return null
  return (
    <ChunkErrorBoundary>
      <Suspense>
        <NoticeSnackbar notice={notice} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
