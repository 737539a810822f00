// The family's autosave: what typing changes goes once typing pauses, each step's answers filtered to those its
// schema accepts, and that filter (a validation) runs once per send, not at every keystroke. (The server is the
// API module, replaced here by a recorder.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FamilyAnswerSections } from '../../../shared/contract/family'

const sent: FamilyAnswerSections[] = []
vi.mock('./api', () => ({
  saveAnswers: vi.fn(async (answers: FamilyAnswerSections) => {
    sent.push(answers)
    return null
  }),
}))

const { changed, saveNow, startWith, useFamilyAnswers } = await import('./autosave')

/** Refuses `weeks` above 45, as the step's schema does; counts its calls. */
const accept = vi.fn((values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(([field, value]) => field !== 'weeks' || Number(value) <= 45),
  ),
)

beforeEach(() => {
  vi.useFakeTimers()
  sent.length = 0
  accept.mockClear()
  startWith({ birth: { place: 'Recife' } })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('family autosave', () => {
  it('sends what the step accepts once typing pauses, checking it once per send', async () => {
    for (const typed of ['3', '39', '399']) changed('gestation', { weeks: typed, notes: 'calma' }, accept)
    expect(accept).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(accept).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([{ birth: { place: 'Recife' }, gestation: { notes: 'calma' } }])
    expect(useFamilyAnswers.getState().answers.gestation).toEqual({ weeks: '399', notes: 'calma' })
    expect(useFamilyAnswers.getState().status).toBe('saved')
  })

  it('sends the last answers typed when asked at once, and nothing when nothing changed', async () => {
    changed('gestation', { weeks: '38' }, accept)
    changed('gestation', { weeks: '38', notes: 'ok' }, accept)
    expect(await saveNow()).toBe(true)
    expect(accept).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([{ birth: { place: 'Recife' }, gestation: { weeks: '38', notes: 'ok' } }])
    expect(await saveNow()).toBe(true)
    expect(sent).toHaveLength(1)
  })
})
