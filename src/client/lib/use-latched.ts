import { useState } from 'react'

/**
 * False until `on` is first true, then true for good: a part fetched when first needed (a dialog, a snackbar, a
 * drawer) is not fetched before that and stays drawn after it, so that closing it can animate.
 */
export function useLatched(on: boolean): boolean {
  const [latched, setLatched] = useState(on)
  if (on && !latched) setLatched(true)
  return latched || on
}
