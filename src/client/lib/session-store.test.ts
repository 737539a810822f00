// The session as the page finds it at load, from the server's word on the HttpOnly cookie: a session that ended while
// no tab was open takes the draft's sealed copy with it; no answer at all (no connection) signs nobody in or out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OLD_DRAFT_KEY, SEALED_DRAFT_KEY } from './local-draft'

const ANA = 'ana@clinica.com.br'
const me = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ana',
  email: ANA,
  role: 'CLINICIAN',
  idleMinutes: 60,
  mfaEnabled: true,
  mfaEnrolmentRequired: false,
  expiresAt: '2100-01-01T00:00:00.000Z',
  csrfToken: 'csrf',
}
const sealedCopy = JSON.stringify({ id: 'e4b1c7a2-0000-4000-8000-000000000000', sealed: 'c2VsYWRv' })

/** What a page closed mid-interview left: the flag of a signed-in browser, both copies of a draft, an old token. */
function leaveTraces() {
  localStorage.setItem('signedIn', '1')
  localStorage.setItem('token', 'x.y.z')
  localStorage.setItem(OLD_DRAFT_KEY, '{"state":{"owner":"ana@clinica.com.br"}}')
  sessionStorage.setItem(SEALED_DRAFT_KEY, sealedCopy)
}

/** The session store as a freshly loaded page builds it, GET /auth/me answered by `answers` in turn. */
async function loadPage(...answers: Array<() => Promise<Response>>) {
  const fetch = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new TypeError('offline'))))())
  vi.stubGlobal('fetch', fetch)
  vi.resetModules()
  const { useSession } = await import('./session-store')
  await vi.advanceTimersByTimeAsync(0)
  return { useSession, fetch }
}

const answer = (status: number, body?: object) => () =>
  Promise.resolve(new Response(body ? JSON.stringify(body) : null, { status }))
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'))

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the session at page load', () => {
  it('asks nothing of a browser that never signed in', async () => {
    const { useSession, fetch } = await loadPage()
    expect(fetch).not.toHaveBeenCalled()
    expect(useSession.getState()).toMatchObject({ user: null, checking: false })
  })

  it("opens for the cookie's user and keeps the sealed copy (a reload mid-interview); old token gone", async () => {
    leaveTraces()
    const { useSession } = await loadPage(answer(200, me))
    expect(useSession.getState()).toMatchObject({ user: { email: ANA }, checking: false, csrfToken: 'csrf' })
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBe(sealedCopy)
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('wipes every copy of the draft when the session ended while no tab was open', async () => {
    leaveTraces()
    const { useSession } = await loadPage(answer(401, { statusCode: 401 }))
    expect(useSession.getState()).toMatchObject({ user: null, checking: false })
    expect(localStorage.getItem('signedIn')).toBeNull()
    expect(localStorage.getItem(OLD_DRAFT_KEY)).toBeNull()
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()
  })

  it('without an answer waits, keeps the sealed copy, and opens once the server answers', async () => {
    leaveTraces()
    const { useSession, fetch } = await loadPage(noAnswer, noAnswer)
    expect(useSession.getState()).toMatchObject({ user: null, checking: true, unreachable: true })
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBe(sealedCopy)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(useSession.getState().user).toBeNull()
    // The connection is back. (Earlier tests' page loads listen too: every call now gets the answer.)
    vi.stubGlobal('fetch', vi.fn(answer(200, me)))
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(useSession.getState()).toMatchObject({ user: { email: ANA }, checking: false, unreachable: false })
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBe(sealedCopy)
  })
})
