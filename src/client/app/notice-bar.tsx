import { lazy, Suspense, useState } from 'react'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { useNotice } from '../lib/notify'

// Most visits show no notice: the snackbar is fetched with the first one, and stays (its closing slides it away).
const NoticeSnackbar = lazy(() => import('./notice-snackbar'))

export function NoticeBar() {
  const notice = useNotice((s) => s.notice)
  const [shown, setShown] = useState(false)
  if (notice && !shown) setShown(true)
  if (!notice && !shown) return null
  return (
    <ChunkErrorBoundary>
      <Suspense>
        <NoticeSnackbar notice={notice} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
