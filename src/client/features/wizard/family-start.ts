import type { FamilyLinkAnswers } from '../../../shared/contract/family'
import type { Step } from '../../components/schema-form/questionnaire'
import type { Draft } from './draft-store'

type Sections = Record<string, Record<string, unknown>>

/** Equal as answers: the same JSON value, whatever the order of an object's keys. */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, index) => sameAnswer(item, b[index]))
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false
  const left = Object.entries(a)
  const right = b as Record<string, unknown>
  return left.length === Object.keys(right).length && left.every(([k, v]) => sameAnswer(v, right[k]))
}

/**
 * The family's answers a step of this build can hold: evaluation steps only (the patient steps come from the patient
 * record), questions the step still asks. `dropped` tells that some were left out (another questionnaire version).
 */
export function familyAnswersFor(
  answers: Sections,
  steps: Pick<Step, 'section' | 'target' | 'schema'>[],
): { family: Sections; dropped: boolean } {
  const family: Sections = {}
  let dropped = false
  for (const [section, values] of Object.entries(answers)) {
    const step = steps.find((s) => s.section === section && s.target === 'evaluation')
    const asked = step?.schema.properties ?? {}
    const kept = Object.entries(values ?? {}).filter(([field]) => field in asked)
    if (kept.length !== Object.keys(values ?? {}).length) dropped = true
    if (kept.length) family[section] = Object.fromEntries(kept)
  }
  return { family, dropped }
}

/**
 * A new evaluation's draft started from a family's sent answers: each step's answers over what the draft starts
 * with, the link to review at 'Enviar' and the answers as sent (what the marks compare with, kept across reloads).
 */
export function withFamilyAnswers(
  draft: Draft,
  link: Pick<FamilyLinkAnswers, 'id' | 'answers'>,
  steps: Pick<Step, 'section' | 'target' | 'schema'>[],
): { draft: Draft; dropped: boolean } {
  const { family, dropped } = familyAnswersFor(link.answers, steps)
  const sections = { ...draft.sections }
  for (const [section, values] of Object.entries(family))
    sections[section] = { ...sections[section], ...structuredClone(values) }
  return { draft: { ...draft, sections, familyLinkId: link.id, family }, dropped }
}

/** The questions of a step whose answer is still the family's as sent: changing one makes it the clinician's. */
export function familyFields(
  family: Record<string, unknown> | undefined,
  answers: Record<string, unknown>,
): Set<string> {
  const fields = new Set<string>()
  for (const [field, value] of Object.entries(family ?? {}))
    if (sameAnswer(value, answers[field])) fields.add(field)
  return fields
}
