import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { questionnaireVersions } from '../db/schema'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'

const summary = {
  version: questionnaireVersions.version,
  contentHash: questionnaireVersions.contentHash,
  recordedAt: questionnaireVersions.recordedAt,
}

/** The questionnaire versions the server has run, each kept whole. */
export function questionnaireRepository(db: Db) {
  return {
    /** Every version, the first recorded first. */
    list() {
      return db.select(summary).from(questionnaireVersions).orderBy(asc(questionnaireVersions.recordedAt))
    },

    async find(version: string) {
      const [row] = await db
        .select()
        .from(questionnaireVersions)
        .where(eq(questionnaireVersions.version, version))
      return row
    },

    /** Records a version unless it is already there; answers whether it was recorded now. */
    async record(release: QuestionnaireRelease, contentHash: string): Promise<boolean> {
      const rows = await db
        .insert(questionnaireVersions)
        .values({ version: release.version, contentHash, bundle: release })
        .onConflictDoNothing()
        .returning({ version: questionnaireVersions.version })
      return rows.length === 1
    },
  }
}
