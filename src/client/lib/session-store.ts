import { create } from 'zustand'
import { decodeToken, isExpired, type TokenUser } from '../../shared/token'
import { localDraftOwner, wipeLocalDraft } from './local-draft'

export const TOKEN_KEY = 'token'
/** Set while the signed-in account must enrol a second factor before anything else (MFA_REQUIRED). */
const ENROLMENT_KEY = 'mfaEnrolmentRequired'

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
  /** The account must enrol a second factor ('Minha conta') before it may do anything else. */
  mfaEnrolmentRequired: boolean
  login(token: string, options?: { mfaEnrolmentRequired?: boolean }): void
  /** The second factor is enrolled: the whole app opens. */
  enrolled(): void
  logout(): void
  expire(): void
}

function readStored(): Pick<SessionState, 'token' | 'user' | 'mfaEnrolmentRequired'> {
  const token = localStorage.getItem(TOKEN_KEY)
  const signedOut = { token: null, user: null, mfaEnrolmentRequired: false }
  if (token === null) return signedOut
  try {
    const user = decodeToken(token)
    if (!isExpired(user))
      return { token, user, mfaEnrolmentRequired: localStorage.getItem(ENROLMENT_KEY) === '1' }
  } catch (error) {
    console.error('Erro ao decodificar token:', error)
  }
  // The session ended while no tab was open (the tab closed mid-interview, without 'Sair'): whatever of a child's
  // answers the page kept for it goes too, before the next person at this browser sees the login page.
  wipeLocalDraft()
  forgetToken()
  return signedOut
}

function forgetToken() {
  localStorage.removeItem(TOKEN_KEY)
  localStorage.removeItem(ENROLMENT_KEY)
}

export const useSession = create<SessionState>()((set) => ({
  ...readStored(),
  expired: false,
  signedOut: false,
  lastActivity: Date.now(),
  login(token, { mfaEnrolmentRequired = false } = {}) {
    const user = decodeToken(token)
    // Another user's draft left in this browser is theirs, on the server: nothing of it stays here.
    const owner = localDraftOwner()
    if (owner !== null && owner !== user.email) wipeLocalDraft()
    localStorage.setItem(TOKEN_KEY, token)
    if (mfaEnrolmentRequired) localStorage.setItem(ENROLMENT_KEY, '1')
    else localStorage.removeItem(ENROLMENT_KEY)
    set({ token, user, expired: false, signedOut: false, lastActivity: Date.now(), mfaEnrolmentRequired })
  },
  enrolled() {
    localStorage.removeItem(ENROLMENT_KEY)
    set({ mfaEnrolmentRequired: false })
  },
  logout() {
    wipeLocalDraft()
    forgetToken()
    set((state) => ({
      token: null,
      user: null,
      expired: false,
      signedOut: state.user !== null,
      mfaEnrolmentRequired: false,
    }))
  },
  expire() {
    wipeLocalDraft()
    forgetToken()
    set({ token: null, user: null, expired: true, signedOut: false, mfaEnrolmentRequired: false })
  },
}))

// Another tab logging in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key !== TOKEN_KEY) return
  // Signed out in another tab: this tab keeps nothing of the draft either.
  if (event.newValue === null) wipeLocalDraft()
  useSession.setState({ ...readStored(), expired: false })
})
