import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLatched } from './use-latched'

describe('useLatched', () => {
  it('is false until its input is first true, then stays true', () => {
    const { result, rerender } = renderHook(({ on }) => useLatched(on), { initialProps: { on: false } })
    expect(result.current).toBe(false)
    rerender({ on: false })
    expect(result.current).toBe(false)
    rerender({ on: true })
    expect(result.current).toBe(true)
    rerender({ on: false })
    expect(result.current).toBe(true)
  })

  it('is true at once when its input starts true', () => {
    const { result } = renderHook(() => useLatched(true))
    expect(result.current).toBe(true)
  })
})
