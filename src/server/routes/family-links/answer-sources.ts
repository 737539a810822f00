import { isDeepStrictEqual } from 'node:util'

export type AnswerSource = 'family' | 'clinician'

/**
 * Who gave each answer of an evaluation started from a family's answers, by 'section.field': the family when the
 * evaluation keeps the family's answer as it was sent, the clinician for anything changed or added.
 */
export function answerSources(
  sections: Record<string, Record<string, unknown>>,
  family: Record<string, Record<string, unknown>>,
): Record<string, AnswerSource> {
  const sources: Record<string, AnswerSource> = {}
  for (const [section, answers] of Object.entries(sections)) {
    if (!answers || typeof answers !== 'object') continue
    for (const [field, value] of Object.entries(answers)) {
      const given = family[section]?.[field]
      sources[`${section}.${field}`] =
        given !== undefined && isDeepStrictEqual(value, given) ? 'family' : 'clinician'
    }
  }
  return sources
}
