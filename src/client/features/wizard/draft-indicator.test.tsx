import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DraftIndicator } from './draft-indicator'
import { useDraftSync } from './draft-sync'

describe('DraftIndicator', () => {
  afterEach(() => {
    cleanup()
    useDraftSync.setState({ status: 'idle', savedAt: null, refusal: null })
  })

  it('keeps its status element in the page, empty until there is something to say', () => {
    render(<DraftIndicator />)
    const status = screen.getByTestId('draft-indicator')
    expect(status.textContent).toBe('')
    expect(status.getAttribute('role')).toBe('status')

    act(() => useDraftSync.setState({ status: 'saving' }))

    // The same element (not one inserted in its place) now says it.
    expect(screen.getByRole('status')).toBe(status)
    expect(status.textContent).toBe('Salvando rascunho no servidor…')
  })
})
