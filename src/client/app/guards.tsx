import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { PageSpinner } from '../components/page-spinner'
import { useSession } from '../lib/session-store'

export const ACCOUNT_PATH = '/minha-conta'
const UNREACHABLE =
  'Sem conexão com o servidor. Tentando de novo… Respostas guardadas neste navegador voltam quando a conexão voltar.'

/**
 * Waits for the server's word on the session cookie, then sends a visitor without a session to /login, remembering where they were going (unless they chose 'Sair'), and
 * an account that must first enrol a second factor to 'Minha conta', whatever page it asked for.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user)
  const signedOut = useSession((s) => s.signedOut)
  const mustEnrol = useSession((s) => s.mfaEnrolmentRequired)
  const checking = useSession((s) => s.checking)
  const unreachable = useSession((s) => s.unreachable)
  const location = useLocation()
  // The server is still saying whether this browser's session is live.
  if (checking && unreachable) return <PageSpinner label="Sem conexão com o servidor" caption={UNREACHABLE} />
  if (checking) return <PageSpinner />
  // 'Sair' navigates to /login itself, but the router's navigation is a transition: this redirect wins it.
  if (!user) return <Navigate to="/login" replace state={signedOut ? undefined : { from: location }} />
  if (mustEnrol && location.pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />
  return children
}

/** A signed-in user whose role is not allowed here goes to the home page. */
export function RequireRole({ role, children }: { role: string; children: ReactNode }) {
  const userRole = useSession((s) => s.user?.role)
  if (userRole !== role) return <Navigate to="/" replace />
  return children
}
