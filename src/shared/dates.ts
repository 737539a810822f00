/** Today's date in the clinician's time zone, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** 'YYYY-MM-DD' -> 'dd/mm/aaaa'; anything else is returned as it is. */
export function formatDateBr(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '')
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? '')
}

/**
 * An instant (an ISO timestamp) as 'dd/mm/aaaa às hh:mm' in the clinician's time zone, the browser's as everywhere
 * else in the app ('' for a bad one).
 */
export function formatDateTimeBr(iso: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${formatDateBr(todayIso(at))} às ${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/** The browser's time zone (an IANA name), which the app shows every time in. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** Whether `name` is a time zone the runtime knows (an IANA name such as America/Sao_Paulo). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: name })
    return true
  } catch {
    return false
  }
}

// Made once per time zone and shape: making one costs about ten times formatting with it, and the server asks for
// the clinic's day on every write that carries a birth date. Keyed in lower case, as zone names are matched: a
// request's zone (family links) cannot grow the map past the zones that exist.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** The calendar fields of an instant in the time zone named (with the hour and minute when `withTime`). */
function partsIn(at: Date, timeZone: string, withTime: boolean): Record<string, string> {
  const key = `${timeZone.toLowerCase()} ${withTime}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    })
    formatters.set(key, format)
  }
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]))
}

/** The day an instant falls on in the time zone named, as YYYY-MM-DD (the server's clock has none of the clinic's). */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = partsIn(now, timeZone, false)
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** An instant as 'dd/mm/aaaa às hh:mm' in the time zone named (the server's own clock has none of the clinic's). */
export function formatDateTimeIn(iso: string, timeZone: string): string {
  const parts = partsIn(new Date(iso), timeZone, true)
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function daysIn(year: number, month: number): number {
  if (month !== 2) return [4, 6, 9, 11].includes(month) ? 30 : 31
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return leap ? 29 : 28
}

/** 'YYYY-MM-DD' naming a real day of a real month (RFC 3339's full-date), as numbers; null for anything else. */
export function parseIsoDay(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) ? { year, month, day } : null
}

/** Age in years and months at `on`, in Portuguese ('4 anos e 7 meses'), or '' for a future or bad date. */
export function ageFromBirthDate(birthDate: string, on = new Date()): string {
  const parsed = parseIsoDay(birthDate) // not 2020-02-30, 2020-13-01
  if (!parsed) return ''
  const { year, month, day } = parsed
  let months = (on.getFullYear() - year) * 12 + (on.getMonth() + 1 - month)
  if (on.getDate() < day) months -= 1
  if (months < 0 || year < 1900) return ''
  const years = Math.floor(months / 12)
  const rest = months % 12
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  if (years === 0) return part(rest, 'mês', 'meses')
  if (rest === 0) return part(years, 'ano', 'anos')
  return `${part(years, 'ano', 'anos')} e ${part(rest, 'mês', 'meses')}`
}

/** The age on a day given as 'YYYY-MM-DD' ('' when either date is not a real one). */
export function ageOnDate(birthDate: string, day: string): string {
  const match = ISO_DAY.exec(day)
  return match
    ? ageFromBirthDate(birthDate, new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : ''
}

/** A patient's age: computed from the birth date when there is one, else the age as it was typed. */
export function patientAge(patient: { birthDate?: string | null; age?: string }, on = new Date()): string {
  return (patient.birthDate && ageFromBirthDate(patient.birthDate, on)) || (patient.age ?? '')
}

/**
 * Why a birth date cannot be, naming the questions by their labels: after the evaluation's date (when there is
 * one), or after today. Undefined when it can be, or when either is not a whole date (format checks say so).
 */
export function birthDateProblem(
  birth: { value: unknown; label: string },
  evaluation?: { value: unknown; label: string },
  today = todayIso(),
): string | undefined {
  if (typeof birth.value !== 'string' || !ISO_DAY.test(birth.value)) return undefined
  if (evaluation && typeof evaluation.value === 'string' && ISO_DAY.test(evaluation.value)) {
    if (birth.value > evaluation.value) {
      const named = evaluation.label.charAt(0).toLowerCase() + evaluation.label.slice(1)
      return `${birth.label}: não pode ser depois da ${named} (${formatDateBr(evaluation.value)}).`
    }
  }
  if (birth.value > today)
    return `${birth.label}: não pode ser uma data futura (hoje é ${formatDateBr(today)}).`
  return undefined
}
