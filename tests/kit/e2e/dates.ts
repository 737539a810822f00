import type { Locator } from 'playwright-core'
import { todayIn } from '../../../src/shared/dates'

/** The browsers' time zone in these tests: the clinic's, not the test process's (UTC on CI). */
export const BROWSER_TIME_ZONE = 'America/Sao_Paulo'

/** The browser's "today" plus `days`, as YYYY-MM-DD: near midnight UTC it is not the test process's date. */
export function browserToday(days = 0): string {
  const day = new Date(`${todayIn(BROWSER_TIME_ZONE)}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD' as the app shows it: 'dd/mm/aaaa'. */
export const brDate = (iso: string) => iso.split('-').reverse().join('/')

/** Types an ISO date into a date field the way a clinician does: its digits, day first (the slashes come alone). */
export async function typeDate(field: Locator, iso: string) {
  await field.clear()
  await field.pressSequentially(brDate(iso).replaceAll('/', ''))
}
