import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useConfirmedAction } from './use-confirmed-action'

describe('useConfirmedAction', () => {
  it('closes the question, acts on the row asked about and loads the list again', async () => {
    const done: string[] = []
    const { result } = renderHook(() =>
      useConfirmedAction(async (row: string) => void done.push(row), 'Não foi possível.'),
    )
    act(() => result.current.ask('a'))
    expect(result.current.asked).toBe('a')
    await act(() => result.current.confirm('a'))
    expect(done).toEqual(['a'])
    expect(result.current).toMatchObject({ asked: null, error: null, version: 1 })
  })

  it('shows the failure, and still loads the list again; the next try clears it', async () => {
    let fail = true
    const { result } = renderHook(() =>
      useConfirmedAction(async () => {
        if (fail) throw new Error('offline')
      }, 'Não foi possível revogar o link.'),
    )
    await act(() => result.current.confirm('a'))
    expect(result.current).toMatchObject({ error: 'Não foi possível revogar o link.', version: 1 })
    fail = false
    await act(() => result.current.confirm('a'))
    expect(result.current).toMatchObject({ error: null, version: 2 })
    act(() => result.current.reload())
    expect(result.current.version).toBe(3)
  })
})
