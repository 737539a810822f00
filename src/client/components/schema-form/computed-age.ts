import { ageFromBirthDate } from '../../../shared/dates'
import type { FormValues } from './schema-form'

/**
 * Fills the age from the birth date, unless the clinician typed an age of their own (one that is not what
 * the previous birth date gave). Returns `next` itself when nothing changes.
 */
export function withComputedAge(previous: FormValues, next: FormValues): FormValues {
  if (next.birthDate === previous.birthDate) return next
  const previousComputed = typeof previous.birthDate === 'string' ? ageFromBirthDate(previous.birthDate) : ''
  const typed =
    typeof next.patientAge === 'string' && next.patientAge !== '' && next.patientAge !== previousComputed
  if (typed) return next
  const age = typeof next.birthDate === 'string' ? ageFromBirthDate(next.birthDate) : ''
  return { ...next, patientAge: age || undefined }
}
