import { create } from 'zustand'
import { decodeToken, isExpired, type TokenUser } from '../../shared/token'
import { localDraftOwner, wipeLocalDraft } from './local-draft'

export const TOKEN_KEY = 'token'

interface SessionState {
  token: string | null
  user: TokenUser | null
  /** Set when the server ended the session (401), so the login page can say why. */
  expired: boolean
  /**
   * Set when a signed-in user chose 'Sair': the guard then sends them to /login without remembering the
   * page, so whoever logs in next starts at the home page rather than on the previous user's screen.
   */
  signedOut: boolean
  /** When the server last answered a signed-in call: the session's idle clock restarts then. */
  lastActivity: number
  login(token: string): void
  logout(): void
  expire(): void
}

function readStored(): Pick<SessionState, 'token' | 'user'> {
  const token = localStorage.getItem(TOKEN_KEY)
  if (token === null) return { token: null, user: null }
  try {
    const user = decodeToken(token)
    if (!isExpired(user)) return { token, user }
  } catch (error) {
    console.error('Erro ao decodificar token:', error)
  }
  localStorage.removeItem(TOKEN_KEY)
  return { token: null, user: null }
}

export const useSession = create<SessionState>()((set) => ({
  ...readStored(),
  expired: false,
  signedOut: false,
  lastActivity: Date.now(),
  login(token) {
    const user = decodeToken(token)
    // Another user's draft left in this browser is theirs, on the server: nothing of it stays here.
    const owner = localDraftOwner()
    if (owner !== null && owner !== user.email) wipeLocalDraft()
    localStorage.setItem(TOKEN_KEY, token)
    set({ token, user, expired: false, signedOut: false, lastActivity: Date.now() })
  },
  logout() {
    wipeLocalDraft()
    localStorage.removeItem(TOKEN_KEY)
    set((state) => ({ token: null, user: null, expired: false, signedOut: state.user !== null }))
  },
  expire() {
    wipeLocalDraft()
    localStorage.removeItem(TOKEN_KEY)
    set({ token: null, user: null, expired: true, signedOut: false })
  },
}))

// Another tab logging in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key !== TOKEN_KEY) return
  // Signed out in another tab: this tab keeps nothing of the draft either.
  if (event.newValue === null) wipeLocalDraft()
  useSession.setState({ ...readStored(), expired: false })
})
