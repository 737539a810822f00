import Type, { type Static } from 'typebox'
import type { QuestionnaireRelease } from '../questionnaire/release'
import { Reply } from './schema'

/** A questionnaire version, as evaluations name it ('2026.12.1'). */
export const VersionParams = Type.Object({
  version: Type.String({ maxLength: 40, pattern: '^[0-9A-Za-z._-]+$', title: 'Versão' }),
})

/** A version the server has run: its content hash and when it first ran it. */
export const QuestionnaireVersionSummary = Reply({
  version: Type.String(),
  contentHash: Type.String(),
  recordedAt: Type.String(),
})
export type QuestionnaireVersionSummary = Static<typeof QuestionnaireVersionSummary>

/** A version with all of its files, to read an evaluation answered with it as it was written. */
export const QuestionnaireVersion = Reply({
  ...QuestionnaireVersionSummary.properties,
  bundle: Type.Unsafe<QuestionnaireRelease>({ type: 'object', additionalProperties: true }),
})
export type QuestionnaireVersion = Static<typeof QuestionnaireVersion>
