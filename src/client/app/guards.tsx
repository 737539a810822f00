import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSession } from '../lib/session-store'

/** Sends a visitor without a session to /login, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user)
  const location = useLocation()
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />
  return children
}

/** A signed-in user whose role is not allowed here goes to the home page. */
export function RequireRole({ role, children }: { role: string; children: ReactNode }) {
  const userRole = useSession((s) => s.user?.role)
  if (userRole !== role) return <Navigate to="/" replace />
  return children
}
