// The session as the page finds it at load: a token that expired while no tab was open takes the draft's sealed copy
// (and a previous release's copy in clear) with it, since the next person at this browser must find none of the
// previous clinician's answers.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { OLD_DRAFT_KEY, SEALED_DRAFT_KEY } from './local-draft'

const NOW = new Date(2024, 5, 15, 10)
const ANA = 'ana@clinica.com.br'

/** A token whose payload names Ana and ends at `exp` (seconds); the store reads only the payload. */
const tokenUntil = (exp: number) =>
  `x.${btoa(JSON.stringify({ sub: ANA, name: 'Ana', role: 'CLINICIAN', exp })).replaceAll('=', '')}.y`

const draftOfAna = JSON.stringify({ state: { owner: ANA, draft: { answers: 'Maria Eduarda' } }, version: 2 })
const sealedCopy = JSON.stringify({ id: 'e4b1c7a2-0000-4000-8000-000000000000', sealed: 'c2VsYWRv' })

/** Both copies, as a page closed mid-interview left them. */
function leaveCopies() {
  localStorage.setItem(OLD_DRAFT_KEY, draftOfAna)
  sessionStorage.setItem(SEALED_DRAFT_KEY, sealedCopy)
}

/** The session store as a freshly loaded page builds it from what localStorage holds. */
async function loadPage() {
  vi.resetModules()
  const { useSession } = await import('./session-store')
  return useSession.getState()
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
  localStorage.clear()
  sessionStorage.clear()
})

describe('the session at page load', () => {
  it('wipes the local draft when the stored token has expired', async () => {
    localStorage.setItem('token', tokenUntil(NOW.getTime() / 1000 - 60))
    leaveCopies()
    const session = await loadPage()
    expect(session.user).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem(OLD_DRAFT_KEY)).toBeNull()
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()
  })

  it('wipes it when the stored token cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem('token', 'not a token')
    leaveCopies()
    expect((await loadPage()).user).toBeNull()
    expect(localStorage.getItem(OLD_DRAFT_KEY)).toBeNull()
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBeNull()
  })

  it('keeps the sealed copy while the session is still valid (a reload mid-interview)', async () => {
    localStorage.setItem('token', tokenUntil(NOW.getTime() / 1000 + 3600))
    sessionStorage.setItem(SEALED_DRAFT_KEY, sealedCopy)
    expect((await loadPage()).user?.email).toBe(ANA)
    expect(sessionStorage.getItem(SEALED_DRAFT_KEY)).toBe(sealedCopy)
  })
})
