// What goes out of a recorded questionnaire version: its name, content hash, first run and (read alone) its files.
import type { QuestionnaireVersion, QuestionnaireVersionSummary } from '../../shared/contract/questionnaire'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import { iso } from './time'

interface VersionRow {
  version: string
  contentHash: string
  recordedAt: Date
}

export const presentQuestionnaireVersionSummary = (row: VersionRow): QuestionnaireVersionSummary => ({
  version: row.version,
  contentHash: row.contentHash,
  recordedAt: iso(row.recordedAt),
})

export const presentQuestionnaireVersion = (
  row: VersionRow & { bundle: QuestionnaireRelease },
): QuestionnaireVersion => ({
  ...presentQuestionnaireVersionSummary(row),
  bundle: row.bundle,
})
