import { describe, expect, it } from 'vitest'
import { copyUnanswered, stillCopied } from './carry-forward'

describe('carry-forward', () => {
  it('copies only into questions without an answer, and says which', () => {
    const current = { cried: false, notes: '', weeks: undefined }
    const previous = { cried: true, notes: 'Parto normal', weeks: 39, extra: '' }
    expect(copyUnanswered(current, previous)).toEqual({
      answers: { cried: false, notes: 'Parto normal', weeks: 39 },
      copied: { notes: 'Parto normal', weeks: 39 },
    })
  })

  it('forgets a copy once its answer is changed, and keeps the object when nothing changed', () => {
    const copied = { notes: 'Parto normal', weeks: 39 }
    expect(stillCopied(copied, { notes: 'Parto normal', weeks: 40 })).toEqual({ notes: 'Parto normal' })
    expect(stillCopied(copied, { notes: 'Parto normal', weeks: 39 })).toBe(copied)
  })
})
