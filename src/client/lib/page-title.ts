import { useEffect } from 'react'
import { create } from 'zustand'

export const FALLBACK_TITLE = 'Fonoaudiologia App'

export const usePageTitleStore = create<{ title: string }>()(() => ({ title: FALLBACK_TITLE }))

/** Sets the top bar's and the browser tab's title while the calling page is shown. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    const shown = title || FALLBACK_TITLE
    usePageTitleStore.setState({ title: shown })
    document.title = shown
    return () => {
      usePageTitleStore.setState({ title: FALLBACK_TITLE })
      document.title = FALLBACK_TITLE
    }
  }, [title])
}
