// A date as the clinician types it (dd/mm/aaaa, whatever the browser's language) and as it is stored
// (ISO 'YYYY-MM-DD'). What is typed but not a date yet is kept as typed, so that it is never lost: the
// questionnaire's `format: date` then refuses it with a sentence that says what to type.
import { formatDateBr, todayIso } from '../../../shared/dates'

export const DATE_PLACEHOLDER = 'dd/mm/aaaa'

/** Today as dd/mm/aaaa: an example the clinician recognises at once. */
export const dateExample = (now = new Date()) => formatDateBr(todayIso(now))

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

/** What to type in a date field, after the question's label. */
export const datePrompt = (label: string) =>
  `${label ? `${label}: i` : 'I'}nforme uma data válida, como ${dateExample()}.`

/** True for an ISO 'YYYY-MM-DD' that names a real day (no 31/02, no month 13). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * The field's text as typed: digits only, slashes put in ('23', '23/1', '23/11/2'), at most eight digits. A
 * pasted ISO date ('2026-11-23') is turned round.
 */
export function maskDate(value: string): string {
  const pasted = ISO.exec(value.trim())
  if (pasted) return formatDateBr(value.trim())
  const d = value.replace(/\D/g, '').slice(0, 8)
  if (d.length <= 2) return d
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`
}

/** 'dd/mm/aaaa' naming a real day -> 'YYYY-MM-DD'; anything else -> undefined. */
export function isoFromTyped(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  if (!match) return undefined
  const iso = `${match[3]}-${match[2]}-${match[1]}`
  return isRealIsoDate(iso) ? iso : undefined
}

/**
 * What a date field stores for the text in it: nothing for an empty field, the ISO date once it is a whole and
 * real one, else the text itself (half-typed, or 31/02/2026), which validation then refuses.
 */
export function valueFromTyped(typed: string): string | undefined {
  const text = maskDate(typed)
  if (!text) return undefined
  return isoFromTyped(text) ?? text
}

/** What a date field shows for a stored value: dd/mm/aaaa for an ISO date, the text as it was typed otherwise. */
export function typedFromValue(value: unknown): string {
  if (typeof value !== 'string') return ''
  return ISO.test(value) ? formatDateBr(value) : value
}

/** True when the stored value is missing or a whole, real date: a field left so is fine. */
export const isCompleteOrEmpty = (value: unknown): boolean =>
  value === undefined || value === '' || (typeof value === 'string' && isRealIsoDate(value))
