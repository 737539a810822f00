import { describe, expect, it } from 'vitest'
import { fullFormats as ajvFormats } from 'ajv-formats/dist/formats.js'
import { fullFormats } from './formats'

// The server checks the same answers with ajv-formats: both must take and refuse the same dates.
describe('date format', () => {
  const samples = [
    '2024-02-29',
    '2023-02-29',
    '1900-02-29',
    '2000-02-29',
    '2026-04-31',
    '2026-12-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-01',
    '26-01-01',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '2026-01-01\n',
    '２０２６-01-01',
    '',
    'abc',
  ]
  // Every day of two years (one leap), and the day after each month's last.
  for (const year of [2023, 2024])
    for (let month = 1; month <= 12; month++)
      for (let day = 1; day <= 32; day++)
        samples.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)

  it('takes and refuses what ajv-formats does', () => {
    const date = ajvFormats.date as {
      validate(s: string): boolean
      compare(a: string, b: string): number | undefined
    }
    for (const sample of samples)
      expect([sample, fullFormats.date.validate(sample)]).toEqual([sample, date.validate(sample)])
    for (const [a, b] of [
      ['2026-01-01', '2026-01-02'],
      ['2026-01-02', '2026-01-01'],
      ['2026-01-01', '2026-01-01'],
      ['', '2026-01-01'],
    ] as const)
      expect(fullFormats.date.compare(a, b)).toBe(date.compare(a, b))
  })
})
