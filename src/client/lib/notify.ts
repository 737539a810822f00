import { create } from 'zustand'

export interface Notice {
  message: string
  severity: 'success' | 'info' | 'error'
  id: number
}

/** One transient message at a time, shown by the shell (survives the navigation that follows a save). */
export const useNotice = create<{ notice: Notice | null }>()(() => ({ notice: null }))

export function notify(message: string, severity: Notice['severity'] = 'success') {
  useNotice.setState({ notice: { message, severity, id: Date.now() } })
}

export const dismissNotice = () => useNotice.setState({ notice: null })
