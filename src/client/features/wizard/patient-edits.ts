import type { Patient } from '../../../shared/generated/questionnaire'
import { fromPatient, toPatient, type Sections } from '../../../shared/questionnaire/mapping'
import { patientMapping } from '../../components/schema-form/questionnaire'
import { canonicalJson } from '../../../shared/questionnaire/release'
import { getPatient } from './api'

// Absent and null are the same answer: no value.
const canonical = (value: unknown) => canonicalJson(value ?? null)

/** The patient's fields whose value in steps 1 and 2 differs from the record the draft was opened with. */
export function editedFields(sections: Sections, prefilled: Record<string, unknown>): Partial<Patient> {
  const now: Record<string, unknown> = { ...toPatient(sections, patientMapping) }
  const before = prefilled
  const keys = new Set([...Object.keys(now), ...Object.keys(before)])
  return Object.fromEntries(
    [...keys].filter((key) => canonical(now[key]) !== canonical(before[key])).map((key) => [key, now[key]]),
  ) as Partial<Patient>
}

/**
 * What a new evaluation of a registered patient sends to update his record: the record as it is now on the server,
 * with only the fields the clinician changed in steps 1 and 2. Nothing when nothing changed. A draft opened before
 * the draft kept what it was opened with sends steps 1 and 2 whole, as before.
 */
export async function patientUpdate(
  patientId: string,
  sections: Sections,
  prefilled: Record<string, unknown> | undefined,
): Promise<Patient | undefined> {
  if (!prefilled) return toPatient(sections, patientMapping)
  const edits = editedFields(sections, prefilled)
  if (!Object.keys(edits).length) return undefined
  const current = toPatient(fromPatient(await getPatient(patientId), patientMapping), patientMapping)
  return { ...current, ...edits }
}
