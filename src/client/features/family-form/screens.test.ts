import { describe, expect, it } from 'vitest'
import { groupsOf, MAX_QUESTIONS_PER_SCREEN, questionsOf, screensOf } from './screens'

const names = (count: number) => Array.from({ length: count }, (_, index) => `q${index + 1}`)

describe('the family form screens', () => {
  it('keeps a short step on one screen', () => {
    expect(groupsOf(names(5))).toEqual([names(5)])
    expect(groupsOf(names(MAX_QUESTIONS_PER_SCREEN))).toEqual([names(MAX_QUESTIONS_PER_SCREEN)])
  })

  it('splits a long step into as few balanced screens as the maximum allows, in order', () => {
    const sizes = (count: number) => groupsOf(names(count)).map((group) => group.length)
    expect(sizes(9)).toEqual([5, 4])
    expect(sizes(17)).toEqual([6, 6, 5])
    expect(sizes(26)).toEqual([7, 7, 6, 6])
    expect(sizes(40)).toEqual([8, 8, 8, 8, 8])
    for (let count = 1; count <= 60; count++) {
      const groups = groupsOf(names(count))
      expect(groups.flat()).toEqual(names(count))
      expect(groups).toHaveLength(Math.ceil(count / MAX_QUESTIONS_PER_SCREEN))
      const lengths = groups.map((group) => group.length)
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1)
      expect(Math.max(...lengths)).toBeLessThanOrEqual(MAX_QUESTIONS_PER_SCREEN)
    }
  })

  it('follows the UI order, the questions it does not name where its "*" is', () => {
    expect(questionsOf(['a', 'b', 'c', 'd'], ['c', '*', 'a'])).toEqual(['c', 'b', 'd', 'a'])
    expect(questionsOf(['a', 'b', 'c'], ['b', 'a', '*'])).toEqual(['b', 'a', 'c'])
    expect(questionsOf(['a', 'b'], ['b', 'gone', '*'])).toEqual(['b', 'a'])
    expect(questionsOf(['a', 'b'])).toEqual(['a', 'b'])
  })

  it('numbers each step’s screens and leaves out a step without questions', () => {
    const screens = screensOf([
      { properties: names(10), order: ['*'] },
      { properties: [] },
      { properties: ['x'] },
    ])
    expect(screens.map(({ step, part, parts }) => [step, part, parts])).toEqual([
      [0, 0, 2],
      [0, 1, 2],
      [2, 0, 1],
    ])
  })
})
