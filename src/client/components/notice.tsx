import type { ReactNode } from 'react'
import './plain.css'

type Severity = 'success' | 'info' | 'error'

// The mark inside the notice's circle: a tick, an 'i', an '!'.
const MARKS: Record<Severity, string> = {
  success: 'M7.5 12.5l3 3 6-6.5',
  info: 'M12 11v6M12 7.5v.01',
  error: 'M12 7v6M12 16.5v.01',
}

/**
 * A message in a coloured box (MUI's Alert look, without MUI), read out when it appears (role alert; 'status' for
 * news that should not interrupt, such as a success).
 */
export function Notice({
  severity,
  role = 'alert',
  action,
  children,
}: {
  severity: Severity
  role?: 'alert' | 'status'
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <div role={role} className={`plain-notice ${severity}`}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d={MARKS[severity]} />
      </svg>
      <div>{children}</div>
      {action}
    </div>
  )
}
