import { describe, expect, it } from 'vitest'
import { Random } from '../../../scripts/lib/random'
import { isoOfTimestampText } from './timestamp-text'

describe('isoOfTimestampText', () => {
  it.each([
    ['2026-05-04 12:34:56.123456+00', '2026-05-04T12:34:56.123Z'],
    ['2026-05-04 12:34:56.123999+00', '2026-05-04T12:34:56.123Z'],
    ['2026-05-04 12:34:56+00', '2026-05-04T12:34:56.000Z'],
    ['2026-05-04 12:34:56.1+00', '2026-05-04T12:34:56.100Z'],
    ['2026-05-04 12:34:56.12+00', '2026-05-04T12:34:56.120Z'],
    ['2026-05-04 09:34:56.5-03', '2026-05-04T12:34:56.500Z'],
    ['2026-12-31 23:30:00+05:30', '2026-12-31T18:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(isoOfTimestampText(text)).toBe(iso)
  })

  it('agrees with a Date read from the same text', () => {
    // Seeded: a time that disagrees comes back on the next run.
    const rng = new Random(18)
    for (let i = 0; i < 2000; i++) {
      const at = new Date(Date.UTC(2020, 0, 1) + rng.int(0, 2e11))
      const micros = String(rng.int(0, 999_999)).padStart(6, '0').replace(/0+$/, '')
      const text = `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 19)}${micros ? `.${micros}` : ''}+00`
      expect(isoOfTimestampText(text)).toBe(new Date(text).toISOString())
    }
  })
})
