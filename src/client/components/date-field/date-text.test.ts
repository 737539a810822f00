import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  datePrompt,
  isCompleteOrEmpty,
  isoFromTyped,
  isRealIsoDate,
  maskDate,
  typedFromValue,
  valueFromTyped,
} from './date-text'
import { typeInto } from '../../../../tests/kit/masks'

const typeDate = (keys: string) => typeInto(maskDate, keys)

describe('maskDate', () => {
  it('puts the slashes in while the digits are typed', () => {
    expect(typeDate('23112026')).toEqual([
      '2',
      '23',
      '23/1',
      '23/11',
      '23/11/2',
      '23/11/20',
      '23/11/202',
      '23/11/2026',
    ])
  })

  it('ignores letters and keys past the eighth digit', () => {
    expect(typeDate('23a11b2026999').at(-1)).toBe('23/11/2026')
    expect(maskDate('')).toBe('')
    expect(maskDate('abc')).toBe('')
  })

  it('lets the clinician erase across a slash', () => {
    expect(maskDate('23/11/')).toBe('23/11')
    expect(maskDate('23/')).toBe('23')
  })

  it('turns a pasted ISO date round, and takes a pasted dd/mm/aaaa as it is', () => {
    expect(maskDate('2026-11-23')).toBe('23/11/2026')
    expect(maskDate(' 2026-11-23 ')).toBe('23/11/2026')
    expect(maskDate('23/11/2026')).toBe('23/11/2026')
    expect(maskDate('23.11.2026')).toBe('23/11/2026')
  })
})

describe('isoFromTyped and isRealIsoDate', () => {
  it('gives the ISO date of a whole, real day', () => {
    expect(isoFromTyped('23/11/2026')).toBe('2026-11-23')
    expect(isoFromTyped('29/02/2024')).toBe('2024-02-29')
    expect(isoFromTyped('31/12/1999')).toBe('1999-12-31')
  })

  it('gives nothing for a day that does not exist or a date not typed whole', () => {
    for (const text of ['31/02/2026', '29/02/2025', '31/04/2026', '00/11/2026', '23/13/2026', '23/00/2026'])
      expect(isoFromTyped(text), text).toBeUndefined()
    for (const text of ['', '2', '23/11', '23/11/202', '23/11/0999'])
      expect(isoFromTyped(text), text).toBeUndefined()
    expect(isRealIsoDate('2026-02-31')).toBe(false)
    expect(isRealIsoDate('2026-11-23')).toBe(true)
  })
})

describe('valueFromTyped and typedFromValue', () => {
  it('stores ISO once the date is whole and real, and shows it back as dd/mm/aaaa', () => {
    expect(valueFromTyped('23/11/2026')).toBe('2026-11-23')
    expect(typedFromValue('2026-11-23')).toBe('23/11/2026')
  })

  it('keeps a half-typed or impossible date as typed: it is never dropped', () => {
    expect(valueFromTyped('23/11/20')).toBe('23/11/20')
    expect(typedFromValue('23/11/20')).toBe('23/11/20')
    expect(valueFromTyped('31/02/2026')).toBe('31/02/2026')
    expect(isCompleteOrEmpty('23/11/20')).toBe(false)
    expect(isCompleteOrEmpty('31/02/2026')).toBe(false)
  })

  it('stores nothing for an empty field', () => {
    expect(valueFromTyped('')).toBeUndefined()
    expect(typedFromValue(undefined)).toBe('')
    expect(isCompleteOrEmpty(undefined)).toBe(true)
    expect(isCompleteOrEmpty('2026-11-23')).toBe(true)
  })
})

describe('datePrompt', () => {
  afterEach(() => vi.useRealTimers())

  it('names the question and shows what to type, in Portuguese, with today as the example', () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 5, 10) })
    expect(datePrompt('Data de Nascimento')).toBe(
      'Data de Nascimento: informe uma data válida, como 05/03/2027.',
    )
    expect(datePrompt('')).toBe('Informe uma data válida, como 05/03/2027.')
  })
})
