/**
 * The JSON Schema formats the step validators use, in place of ajv-formats' whole table (vite.config.ts:
 * onlyUsedFormats; the build fails if a validator asks for another): RFC 3339's full-date, a real day of a real month.
 */
const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function daysIn(year: number, month: number): number {
  if (month !== 2) return [4, 6, 9, 11].includes(month) ? 30 : 31
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return leap ? 29 : 28
}

export const fullFormats = {
  date: {
    validate(text: string): boolean {
      const parts = FULL_DATE.exec(text)
      if (!parts) return false
      const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
      return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month)
    },
    // Ajv's formatMinimum and formatMaximum compare with it (the questionnaire uses neither today).
    compare(a: string, b: string): number | undefined {
      if (!(a && b)) return undefined
      return a > b ? 1 : a < b ? -1 : 0
    },
  },
}
