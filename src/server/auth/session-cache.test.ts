import { describe, expect, it } from 'vitest'
import { SessionCache } from './session-cache'

const user = (sessionId: string, id = 'u1') => ({
  id,
  email: `${id}@example.com`,
  name: 'Pessoa',
  role: 'CLINICIAN' as const,
  sessionId,
  mfaPending: false,
  mfaEnabled: false,
  expiresAt: new Date(0),
})

describe('SessionCache', () => {
  it('answers within the recheck interval and forgets after it', () => {
    const cache = new SessionCache(5000, 60_000)
    cache.set(user('s1'), 1000)
    expect(cache.get('s1', 5999)?.sessionId).toBe('s1')
    expect(cache.get('s1', 6000)).toBeUndefined()
    expect(cache.get('s1', 6001)).toBeUndefined()
  })

  it('ends an idle session even between two database checks', () => {
    const cache = new SessionCache(10_000, 3000)
    cache.set(user('s1'), 0)
    expect(cache.get('s1', 2000)).toBeDefined()
    // Seen at 2000: idle from there.
    expect(cache.get('s1', 4999)).toBeDefined()
    expect(cache.get('s1', 8000)).toBeUndefined()
  })

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache(5000, 60_000)
    cache.set(user('a', 'u1'), 0)
    cache.set(user('b', 'u1'), 0)
    cache.set(user('c', 'u2'), 0)
    cache.forget('a')
    expect(cache.get('a', 1)).toBeUndefined()
    cache.forgetUser('u1')
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.get('c', 1)?.id).toBe('u2')
  })

  it('keeps nothing with a recheck interval of 0', () => {
    const cache = new SessionCache(0, 60_000)
    cache.set(user('s1'), 0)
    expect(cache.get('s1', 0)).toBeUndefined()
  })
})
