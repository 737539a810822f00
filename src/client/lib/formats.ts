import { parseIsoDay } from '../../shared/dates'

/**
 * The JSON Schema formats the step validators use, in place of ajv-formats' whole table (vite.config.ts:
 * onlyUsedFormats; the build fails if a validator asks for another): RFC 3339's full-date, a real day of a real month.
 */
export const fullFormats = {
  date: {
    validate: (text: string): boolean => parseIsoDay(text) !== null,
    // Ajv's formatMinimum and formatMaximum compare with it (the questionnaire uses neither today).
    compare(a: string, b: string): number | undefined {
      if (!(a && b)) return undefined
      return a > b ? 1 : a < b ? -1 : 0
    },
  },
}
