import { useState } from 'react'
import { errorMessage } from './api'

/**
 * A list's row action that a dialog confirms first (discard a draft, revoke a link): the row asked about, the
 * failure to show, and a `version` that moves once the action settles, so that the list is loaded again either way.
 */
export function useConfirmedAction<T>(act: (item: T) => Promise<unknown>, failure: string) {
  const [version, setVersion] = useState(0)
  const [asked, setAsked] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = () => setVersion((v) => v + 1)

  const confirm = async (item: T) => {
    setAsked(null)
    setError(null)
    try {
      await act(item)
    } catch (caught) {
      setError(await errorMessage(caught, failure))
    }
    reload()
  }

  return { version, reload, asked, ask: setAsked, error, confirm }
}
