import { useCallback, useLayoutEffect, useRef } from 'react'
import { useNavigate, type NavigateOptions } from 'react-router-dom'

export type Navigate = (to: string, options?: NavigateOptions) => void

/**
 * React Router's navigate with one identity for the caller's whole life. The router's own function changes
 * with every location, so whatever it is handed to (a memoised menu, a wizard step) would re-render on every
 * navigation.
 */
export function useStableNavigate(): Navigate {
  const navigate = useNavigate()
  const latest = useRef(navigate)
  useLayoutEffect(() => {
    latest.current = navigate
  })
  return useCallback<Navigate>((to, options) => void latest.current(to, options), [])
}
