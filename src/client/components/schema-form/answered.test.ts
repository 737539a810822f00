import { describe, expect, it } from 'vitest'
import { answeredSplit, isAnswered } from './answered'

describe('isAnswered', () => {
  it('counts a choice of Não, a zero and typed text; not blanks nor empty list entries', () => {
    expect([false, 0, 'x', ['a'], [{ name: 'Bia' }]].map(isAnswered)).toEqual([true, true, true, true, true])
    expect([undefined, null, '', '  ', [], [{}], [{ name: '' }], {}].map(isAnswered)).toEqual(
      Array(8).fill(false),
    )
  })

  it('splits the questions of a step in their order', () => {
    expect(answeredSplit(['a', 'b', 'c'], { a: 'sim', c: false })).toEqual({
      answered: ['a', 'c'],
      unanswered: 1,
    })
  })
})
