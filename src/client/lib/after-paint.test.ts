import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './after-paint'

describe('afterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs the work once, just after the next frame', () => {
    const work = vi.fn()
    afterPaint(work)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('runs it once all the same when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const work = vi.fn()
    afterPaint(work)
    vi.advanceTimersByTime(99)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(1)
    frames.mockRestore()
  })
})
