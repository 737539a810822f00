import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ageFromBirthDate,
  birthDateProblem,
  formatDateBr,
  formatDateTimeBr,
  formatDateTimeIn,
  isTimeZone,
  patientAge,
  todayIn,
  todayIso,
} from './dates'

/** A local date (the clinician's time zone), as the functions read it. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12)

describe('todayIso', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('formats a given day as YYYY-MM-DD with zero padding', () => {
    expect(todayIso(on(2024, 1, 5))).toBe('2024-01-05')
    expect(todayIso(on(2024, 12, 31))).toBe('2024-12-31')
  })

  it('uses the local calendar day, late in the evening too', () => {
    expect(todayIso(new Date(2024, 2, 9, 23, 59))).toBe('2024-03-09')
    expect(todayIso(new Date(2024, 2, 10, 0, 1))).toBe('2024-03-10')
  })

  it('defaults to now', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(on(2025, 7, 4))
    expect(todayIso()).toBe('2025-07-04')
  })
})

describe('todayIn', () => {
  it('is the day an instant falls on in the time zone named', () => {
    const lateEvening = new Date('2026-11-29T02:30:00Z') // 23:30 on the 28th in São Paulo
    expect(todayIn('America/Sao_Paulo', lateEvening)).toBe('2026-11-28')
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-29')
    expect(todayIn('Pacific/Kiritimati', new Date('2026-01-01T09:59:00Z'))).toBe('2026-01-01')
    expect(todayIn('America/Manaus', new Date('2026-03-05T03:59:00Z'))).toBe('2026-03-04')
  })
})

describe('formatDateTimeBr', () => {
  it("says an instant's local day and time, zero-padded", () => {
    expect(formatDateTimeBr(new Date(2026, 10, 23, 14, 32).toISOString())).toBe('23/11/2026 às 14:32')
    expect(formatDateTimeBr(new Date(2024, 0, 5, 8, 3).toISOString())).toBe('05/01/2024 às 08:03')
  })

  it('answers nothing for what is not a time', () => {
    expect(formatDateTimeBr('ontem')).toBe('')
  })
})

describe('formatDateTimeIn', () => {
  it("writes an instant in the zone named, whatever the machine's own", () => {
    // 01:30 UTC on the 1st is still the evening before in São Paulo.
    expect(formatDateTimeIn('2026-12-01T01:30:00Z', 'America/Sao_Paulo')).toBe('30/11/2026 às 22:30')
    expect(formatDateTimeIn('2026-12-01T01:30:00Z', 'UTC')).toBe('01/12/2026 às 01:30')
  })

  it('knows the IANA zones and nothing else', () => {
    expect(isTimeZone('America/Manaus')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })
})

describe('formatDateBr', () => {
  it('turns YYYY-MM-DD into dd/mm/aaaa', () => {
    expect(formatDateBr('2024-03-07')).toBe('07/03/2024')
    expect(formatDateBr('2024-03-07T10:30:00Z')).toBe('07/03/2024')
  })

  it('returns anything else as it is, and empty for nothing', () => {
    expect(formatDateBr('07/03/2024')).toBe('07/03/2024')
    expect(formatDateBr('ontem')).toBe('ontem')
    expect(formatDateBr('')).toBe('')
    expect(formatDateBr(null)).toBe('')
    expect(formatDateBr(undefined)).toBe('')
  })
})

describe('ageFromBirthDate', () => {
  const today = on(2024, 6, 15)

  it('gives years and months', () => {
    expect(ageFromBirthDate('2020-01-10', today)).toBe('4 anos e 5 meses')
  })

  it('uses the singular for one year and one month', () => {
    expect(ageFromBirthDate('2023-05-15', today)).toBe('1 ano e 1 mês')
    expect(ageFromBirthDate('2023-06-15', today)).toBe('1 ano')
    expect(ageFromBirthDate('2024-05-15', today)).toBe('1 mês')
  })

  it('uses the plural otherwise, and leaves out a zero part', () => {
    expect(ageFromBirthDate('2022-06-15', today)).toBe('2 anos')
    expect(ageFromBirthDate('2024-03-01', today)).toBe('3 meses')
    expect(ageFromBirthDate('2021-04-15', today)).toBe('3 anos e 2 meses')
    expect(ageFromBirthDate('2024-06-15', today)).toBe('0 meses')
  })

  it('does not count a month whose day is not reached yet', () => {
    expect(ageFromBirthDate('2020-06-16', today)).toBe('3 anos e 11 meses')
    expect(ageFromBirthDate('2020-06-15', today)).toBe('4 anos')
    expect(ageFromBirthDate('2024-05-16', today)).toBe('0 meses')
    expect(ageFromBirthDate('2023-12-31', on(2024, 1, 30))).toBe('0 meses')
    expect(ageFromBirthDate('2023-12-31', on(2024, 1, 31))).toBe('1 mês')
  })

  it('gives nothing for a birth date in the future', () => {
    expect(ageFromBirthDate('2024-06-16', today)).toBe('')
    expect(ageFromBirthDate('2030-01-01', today)).toBe('')
  })

  it('gives nothing for a string that is not a date', () => {
    for (const bad of ['', 'abc', '15/06/2020', '2020-6-15', '2020-06-15T00:00', ' 2020-06-15', '1850-01-01'])
      expect(ageFromBirthDate(bad, today), bad).toBe('')
  })

  it('gives nothing for a date that does not exist', () => {
    for (const bad of ['2020-13-01', '2020-00-10', '2020-02-30', '2021-02-29', '2020-04-31', '2020-05-00'])
      expect(ageFromBirthDate(bad, today), bad).toBe('')
    expect(ageFromBirthDate('2020-02-29', today)).toBe('4 anos e 3 meses')
  })

  it('defaults to today', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(today)
    expect(ageFromBirthDate('2020-01-10')).toBe('4 anos e 5 meses')
    vi.useRealTimers()
  })
})

describe('patientAge', () => {
  it('is the age today from the birth date, whatever age was typed at registration', () => {
    expect(patientAge({ birthDate: '2020-03-15', age: '2 anos' }, on(2026, 11, 24))).toBe(
      ageFromBirthDate('2020-03-15', on(2026, 11, 24)),
    )
    expect(patientAge({ birthDate: '2020-03-15', age: '2 anos' }, on(2026, 11, 24))).toMatch(/^6 anos/)
  })

  it('falls back to the typed age only where no birth date is known', () => {
    expect(patientAge({ birthDate: null, age: '4 anos' })).toBe('4 anos')
    expect(patientAge({ age: '4 anos' })).toBe('4 anos')
    expect(patientAge({ birthDate: null })).toBe('')
  })
})

describe('birthDateProblem', () => {
  const birth = (value: unknown) => ({ value, label: 'Data de nascimento' })
  const evaluation = (value: unknown) => ({ value, label: 'Data da avaliação' })

  it("refuses a birth date after the evaluation's date, naming both questions", () => {
    expect(birthDateProblem(birth('2020-03-15'), evaluation('2020-03-14'), '2026-11-28')).toBe(
      'Data de nascimento: não pode ser depois da data da avaliação (14/03/2020).',
    )
    expect(birthDateProblem(birth('2020-03-15'), evaluation('2020-03-15'), '2026-11-28')).toBeUndefined()
  })

  it('refuses a birth date after today, with or without an evaluation date', () => {
    const future = 'Data de nascimento: não pode ser uma data futura (hoje é 28/11/2026).'
    expect(birthDateProblem(birth('2026-11-29'), undefined, '2026-11-28')).toBe(future)
    expect(birthDateProblem(birth('2026-11-29'), evaluation('2026-12-31'), '2026-11-28')).toBe(future)
    expect(birthDateProblem(birth('2026-11-28'), undefined, '2026-11-28')).toBeUndefined()
  })

  it('leaves a missing or half-typed date to the format check', () => {
    for (const value of [undefined, '', '15/03', '2020-3-1'])
      expect(birthDateProblem(birth(value), evaluation('2020-01-01'), '2026-11-28')).toBeUndefined()
    expect(birthDateProblem(birth('2020-03-15'), evaluation('10/01'), '2026-11-28')).toBeUndefined()
  })
})
