import { useState } from 'react'
import type { FormValues } from '../../components/schema-form/schema-form'
import { useDraftStore } from './draft-store'
import { familyFields } from './family-start'

const sameFields = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((field) => b.has(field))

/**
 * On a step of an evaluation started from a family's answers: the questions whose answer is still the family's as
 * sent (the draft keeps those answers, so a reload marks them again). Re-rendered only when that set changes.
 */
export function useFamilyMarks(section: string) {
  const [family] = useState(() => useDraftStore.getState().draft?.family?.[section])
  const [marked, setMarked] = useState<ReadonlySet<string>>(() =>
    familyFields(family, useDraftStore.getState().draft?.sections[section] ?? {}),
  )
  return {
    marked,
    /** After a change: an answer no longer as the family sent it is the clinician's. */
    changed(answers: FormValues) {
      if (!family) return
      const next = familyFields(family, answers)
      if (!sameFields(next, marked)) setMarked(next)
    },
  }
}
