import { create } from 'zustand'
import type { Me } from '../../shared/contract/auth'
import { apiUrl } from './api-base'
import { onFamilyPage } from './family-session'
import { localDraftOwner, wipeLocalDraft } from './local-draft'

/** Who is signed in, as GET /auth/me says. */
export type SessionUser = Pick<Me, 'name' | 'email' | 'role'>

interface SessionState {
  user: SessionUser | null
  /** True until the server said at page load whether this browser's session cookie names a live session. */
  checking: boolean
  /** The server could not be reached to say so (no connection): the page asks again until it answers. */
  unreachable: boolean
  /** What the page sends as x-csrf-token with every change it asks of the session. */
  csrfToken: string | null
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
  /** The server's answer to GET /auth/me after a login (or at page load): the app opens for this user. */
  signedIn(me: Me): void
  /** The second factor is enrolled: the whole app opens. */
  enrolled(): void
  logout(): void
  expire(): void
}

// Other tabs of this browser share the cookie: they hear of a login or logout here (and this tab of theirs).
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('fono-session')
type Message = 'signed-in' | 'signed-out'
const tell = (message: Message) => channel?.postMessage(message)

const signedOutState = { user: null, csrfToken: null, mfaEnrolmentRequired: false }
/**
 * A flag, no secret: this browser signed in and has not signed out since. Without it the page does not ask the server
 * at load (an answer 401 would be an error in the console of every fresh visit); with it, the server says whether the
 * cookie still names a live session (the browser drops the cookie when it closes, the flag stays).
 */
const SIGNED_IN_FLAG = 'signedIn'
const forgetFlag = () => localStorage.removeItem(SIGNED_IN_FLAG)
/** Bumped by every login and logout here, so that a late answer of resume() changes nothing after one. */
let changes = 0

export const useSession = create<SessionState>()((set, get) => ({
  ...signedOutState,
  checking: true,
  unreachable: false,
  expired: false,
  signedOut: false,
  lastActivity: Date.now(),
  signedIn(me) {
    const user = { name: me.name, email: me.email, role: me.role }
    // Another user's draft left in this browser is theirs, on the server: nothing of it stays here.
    const owner = localDraftOwner()
    if (owner !== null && owner !== user.email) wipeLocalDraft()
    const before = get().user?.email
    changes++
    localStorage.setItem(SIGNED_IN_FLAG, '1')
    set({
      user,
      csrfToken: me.csrfToken,
      checking: false,
      unreachable: false,
      expired: false,
      signedOut: false,
      lastActivity: Date.now(),
      mfaEnrolmentRequired: me.mfaEnrolmentRequired,
    })
    if (before !== user.email) tell('signed-in')
  },
  enrolled() {
    set({ mfaEnrolmentRequired: false })
  },
  logout() {
    changes++
    forgetFlag()
    wipeLocalDraft()
    set((state) => ({ ...signedOutState, checking: false, expired: false, signedOut: state.user !== null }))
    tell('signed-out')
  },
  expire() {
    changes++
    forgetFlag()
    wipeLocalDraft()
    set({ ...signedOutState, checking: false, expired: true, signedOut: false })
    tell('signed-out')
  },
}))

/**
 * Asks the server who the session cookie (which scripts cannot read) belongs to. A session that ended while no tab
 * was open (the tab closed mid-interview, without 'Sair') takes whatever of a child's answers the page kept with it,
 * before the next person at this browser sees the login page. Without an answer (no connection) the cookie may still
 * be live: nobody is signed in or out, and the page asks again when the connection returns and every few seconds.
 */
async function resume() {
  // The family's form is no clinician's page: it asks nothing of a clinician's session left in this browser.
  if (localStorage.getItem(SIGNED_IN_FLAG) === null || onFamilyPage())
    return useSession.setState({ ...signedOutState, checking: false, unreachable: false })
  const at = changes
  let response: Response
  try {
    response = await fetch(apiUrl('auth/me'), { credentials: 'same-origin' })
  } catch {
    if (at === changes) askAgainLater()
    return
  }
  const me = response.ok ? ((await response.json()) as Me) : null
  if (at !== changes) return
  retryDelay = FIRST_RETRY_MS
  if (me) return useSession.getState().signedIn(me)
  if (response.status === 401) {
    forgetFlag()
    wipeLocalDraft()
  }
  useSession.setState({ ...signedOutState, checking: false, unreachable: false })
}

const FIRST_RETRY_MS = 2_000
let retryDelay = FIRST_RETRY_MS
let retry: ReturnType<typeof setTimeout> | undefined

function askAgainLater() {
  useSession.setState({ unreachable: true })
  clearTimeout(retry)
  retry = setTimeout(() => void resume(), retryDelay)
  retryDelay = Math.min(retryDelay * 2, 30_000)
}

window.addEventListener('online', () => {
  if (useSession.getState().unreachable) void resume()
})

// What earlier versions kept in this browser: the token itself now lives only in the HttpOnly cookie.
if (localStorage.getItem('token') !== null) localStorage.setItem(SIGNED_IN_FLAG, '1')
for (const key of ['token', 'mfaEnrolmentRequired']) localStorage.removeItem(key)
void resume()

channel?.addEventListener('message', (event: MessageEvent<Message>) => {
  if (event.data === 'signed-out') {
    // Signed out in another tab: this tab keeps nothing of the draft either.
    wipeLocalDraft()
    useSession.setState({ ...signedOutState, checking: false, expired: false })
  } else void resume()
})
