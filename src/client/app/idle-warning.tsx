import { lazy, Suspense, useEffect, useState } from 'react'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { me } from '../features/auth/api'
import { saveDraftNow } from '../features/wizard/draft-sync'
import { useSession } from '../lib/session-store'
import { useLatched } from '../lib/use-latched'

const WARN_BEFORE_MS = 2 * 60_000
const CHECK_EVERY_MS = 15_000
const IdleDialog = lazy(() => import('./idle-dialog'))

/**
 * Warns two minutes before the server would end an idle session, and keeps it alive on request. Typing in
 * the wizard calls no API, so a long interview would otherwise end in a login screen (the draft survives
 * that too, but a warning is kinder).
 */
export function IdleWarning() {
  const lastActivity = useSession((s) => s.lastActivity)
  const [idleMinutes, setIdleMinutes] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    me()
      .then((user) => setIdleMinutes(user.idleMinutes))
      .catch(() => setIdleMinutes(null))
    const timer = setInterval(() => setNow(Date.now()), CHECK_EVERY_MS)
    return () => clearInterval(timer)
  }, [])

  const remaining = idleMinutes === null ? Infinity : lastActivity + idleMinutes * 60_000 - now
  useEffect(() => {
    // A last save of the draft while the session still works; then nothing of it stays in this browser.
    if (remaining <= 0) void saveDraftNow().finally(() => useSession.getState().expire())
  }, [remaining])

  const warn = remaining > 0 && remaining < WARN_BEFORE_MS
  // Fetched when first needed, then kept (closing fades it out).
  const fetched = useLatched(warn)
  if (remaining === Infinity || remaining <= 0 || !fetched) return null
  const minutes = Math.max(1, Math.ceil(remaining / 60_000))
  return (
    <ChunkErrorBoundary>
      <Suspense>
        <IdleDialog open={warn} minutes={minutes} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
