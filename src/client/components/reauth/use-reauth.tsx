import { useCallback, useState } from 'react'
import { errorCode } from '../../lib/api'
import { ReauthDialog } from './reauth-dialog'

/** The person cancelled 'Confirme sua identidade': the action was not done, and nothing needs saying. */
export class ReauthCancelled extends Error {
  constructor() {
    super('Re-authentication cancelled')
    this.name = 'ReauthCancelled'
  }
}

/**
 * `guarded(run)`: runs the call and, when the server answers REAUTH_REQUIRED, asks for the password (and code) in
 * a dialog, then runs it once more; a cancel rejects with ReauthCancelled. Render `dialog` in the page.
 */
export function useReauth() {
  const [waiting, setWaiting] = useState<((confirmed: boolean) => void) | null>(null)
  const guarded = useCallback(async <T,>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      if ((await errorCode(error)) !== 'REAUTH_REQUIRED') throw error
      const confirmed = await new Promise<boolean>((resolve) => setWaiting(() => resolve))
      if (!confirmed) throw new ReauthCancelled()
      return run()
    }
  }, [])
  const dialog = (
    <ReauthDialog
      open={waiting !== null}
      onDone={(confirmed) => {
        waiting?.(confirmed)
        setWaiting(null)
      }}
    />
  )
  return { guarded, dialog }
}
