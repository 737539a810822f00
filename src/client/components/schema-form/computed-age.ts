import { ageFromBirthDate } from '../../../shared/dates'
import type { FieldRule } from '../../../shared/questionnaire/types'
import type { FormValues } from './schema-form'

/**
 * Fills each field patient-mapping.json computes from a birth date (`ageFrom`), unless the clinician typed an age
 * of their own (one that is not what the previous birth date gave). Returns `next` itself when nothing changes.
 */
export function withComputedAge(
  previous: FormValues,
  next: FormValues,
  rules: Record<string, FieldRule>,
): FormValues {
  let out = next
  for (const [field, { ageFrom }] of Object.entries(rules)) {
    if (!ageFrom || next[ageFrom] === previous[ageFrom]) continue
    const was = previous[ageFrom]
    const previousComputed = typeof was === 'string' ? ageFromBirthDate(was) : ''
    const typed = next[field]
    if (typeof typed === 'string' && typed !== '' && typed !== previousComputed) continue
    const born = next[ageFrom]
    const age = typeof born === 'string' ? ageFromBirthDate(born) : ''
    out = { ...out, [field]: age || undefined }
  }
  return out
}
