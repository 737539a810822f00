import { describe, expect, it } from 'vitest'
import { VerifiedTokens } from './verified-tokens'

describe('VerifiedTokens', () => {
  it('answers until the token expires, then forgets it', () => {
    const tokens = new VerifiedTokens<{ exp: number; sid: string }>()
    tokens.set('a.b.c', { exp: 100, sid: 's1' })
    expect(tokens.get('a.b.c', 99_999)?.sid).toBe('s1')
    expect(tokens.get('a.b.c', 100_000)).toBeUndefined()
    expect(tokens.size).toBe(0)
  })

  it('finds only the exact token', () => {
    const tokens = new VerifiedTokens<{ exp: number }>()
    tokens.set('a.b.c', { exp: 100 })
    expect(tokens.get('a.b.C', 0)).toBeUndefined()
    expect(tokens.get('a.b.c ', 0)).toBeUndefined()
  })

  it('keeps at most `max` tokens, dropping the oldest', () => {
    const tokens = new VerifiedTokens<{ exp: number }>(3)
    for (const t of ['t1', 't2', 't3', 't4']) tokens.set(t, { exp: 100 })
    expect(tokens.size).toBe(3)
    expect(tokens.get('t1', 0)).toBeUndefined()
    expect(tokens.get('t4', 0)).toEqual({ exp: 100 })
  })
})
