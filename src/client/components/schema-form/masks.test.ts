import { describe, expect, it } from 'vitest'
import { maskCep, maskPhone } from './masks'
import { typeInto } from '../../../../tests/kit/masks'

describe('maskPhone', () => {
  it('formats a mobile number progressively while typing', () => {
    expect(typeInto(maskPhone, '11912345678')).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 91',
      '(11) 912',
      '(11) 9123',
      '(11) 9123-4',
      '(11) 9123-45',
      '(11) 9123-456',
      '(11) 9123-4567',
      '(11) 91234-5678',
    ])
  })

  it('formats a landline with four digits before the dash', () => {
    expect(typeInto(maskPhone, '1132345678').at(-1)).toBe('(11) 3234-5678')
  })

  it('ignores keys past the eleventh digit', () => {
    expect(typeInto(maskPhone, '119123456789999').at(-1)).toBe('(11) 91234-5678')
  })

  it('formats a pasted number whatever its punctuation', () => {
    for (const pasted of [
      '11912345678',
      '(11) 91234-5678',
      '11 91234 5678',
      '11.91234.5678',
      ' (11)91234-5678 ',
    ])
      expect(maskPhone(pasted), pasted).toBe('(11) 91234-5678')
    expect(maskPhone('(11) 3234-5678')).toBe('(11) 3234-5678')
  })

  it('leaves out the +55 country code of a pasted international number', () => {
    for (const pasted of ['+55 11 91234-5678', '+5511912345678', ' +55 (11) 91234-5678', '+55 11 3234-5678'])
      expect(maskPhone(pasted), pasted).toMatch(/^\(11\) (91234|3234)-5678$/)
    // Without a '+', 55 is the area code (Santa Maria, RS) and keys past the eleventh digit are ignored.
    expect(maskPhone('(55) 99123-45678')).toBe('(55) 99123-4567')
  })

  it('drops letters, and gives an empty string for nothing', () => {
    expect(maskPhone('')).toBe('')
    expect(maskPhone('abc')).toBe('')
    expect(maskPhone('tel: 11 a9123-4567')).toBe('(11) 9123-4567')
  })

  it('lets the user erase: deleting the dash position shrinks the number', () => {
    expect(maskPhone('(11) 9123-')).toBe('(11) 9123')
    expect(maskPhone('(11) ')).toBe('(11')
    expect(maskPhone('(1')).toBe('(1')
  })

  it('gives values the schema pattern accepts once complete', () => {
    const pattern = /^((\+?55 ?)?\(?\d{2}\)? ?9?\d{4}[- ]?\d{4})?$/
    expect(maskPhone('11912345678')).toMatch(pattern)
    expect(maskPhone('1132345678')).toMatch(pattern)
  })
})

describe('maskCep', () => {
  it('formats progressively while typing', () => {
    expect(typeInto(maskCep, '01310100')).toEqual([
      '0',
      '01',
      '013',
      '0131',
      '01310',
      '01310-1',
      '01310-10',
      '01310-100',
    ])
  })

  it('ignores keys past the eighth digit', () => {
    expect(typeInto(maskCep, '0131010099').at(-1)).toBe('01310-100')
  })

  it('formats a pasted CEP whatever its punctuation, keeping leading zeros', () => {
    for (const pasted of ['01310100', '01310-100', '01.310-100', ' 01310 100 ', 'CEP 01310-100'])
      expect(maskCep(pasted), pasted).toBe('01310-100')
  })

  it('gives an empty string for nothing or letters only', () => {
    expect(maskCep('')).toBe('')
    expect(maskCep('abc-')).toBe('')
    expect(maskCep('01310-')).toBe('01310')
  })
})
