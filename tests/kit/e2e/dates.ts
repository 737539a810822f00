import type { Locator } from 'playwright-core'

/** 'YYYY-MM-DD' as the app shows it: 'dd/mm/aaaa'. */
export const brDate = (iso: string) => iso.split('-').reverse().join('/')

/** Types an ISO date into a date field the way a clinician does: its digits, day first (the slashes come alone). */
export async function typeDate(field: Locator, iso: string) {
  await field.clear()
  await field.pressSequentially(brDate(iso).replaceAll('/', ''))
}
