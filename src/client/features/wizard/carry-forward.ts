import { isAnswered } from '../../components/schema-form/answered'

type Answers = Record<string, unknown>
/** A section's copied answers not confirmed yet: each field with the value that was copied into it. */
export type CopiedAnswers = Record<string, unknown>

/**
 * 'Copiar respostas da avaliação de …': the previous evaluation's answers go only where this one has none yet.
 * Answers the section's new answers and the fields copied (with their values).
 */
export function copyUnanswered(
  current: Answers,
  previous: Answers,
): { answers: Answers; copied: CopiedAnswers } {
  const copied: CopiedAnswers = {}
  for (const [field, value] of Object.entries(previous)) {
    if (isAnswered(value) && !isAnswered(current[field])) copied[field] = structuredClone(value)
  }
  return { answers: { ...current, ...structuredClone(copied) }, copied }
}

/** The copied answers still as they were copied: an answer the clinician changed is hers, no longer a copy. */
export function stillCopied(copied: CopiedAnswers, answers: Answers): CopiedAnswers {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  const kept = Object.entries(copied).filter(([field, value]) => same(value, answers[field]))
  return kept.length === Object.keys(copied).length ? copied : Object.fromEntries(kept)
}
