import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { questionnaireVersions } from '../db/schema'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { FieldPath, RecodeStep, RenameStep } from '../questionnaire/migration'

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const at = ([section, field]: FieldPath) => sql`ARRAY[${section}, ${field}]::text[]`

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

    // A migration's steps (questionnaire/migration.ts), each one set-based statement over every evaluation: there may
    // be hundreds of thousands. Each evaluation it rewrites moves to `version`, whose questions its answers now follow.

    /** How many evaluations answer a field. */
    async answering(field: FieldPath): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM evaluations WHERE sections -> ${field[0]} ? ${field[1]}`,
        ),
      )
      return row?.n ?? 0
    },

    /** Moves every answer of `from` to `to` (another section too); answers how many evaluations it changed. */
    async rename({ from, to }: RenameStep, version: string): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`
          WITH changed AS (
            UPDATE evaluations
               SET sections = jsonb_set(sections #- ${at(from)}, ARRAY[${to[0]}]::text[],
                     coalesce((sections #- ${at(from)}) -> ${to[0]}, '{}'::jsonb)
                       || jsonb_build_object(${to[1]}::text, sections #> ${at(from)})),
                   questionnaire_version = ${version}
             WHERE sections -> ${from[0]} ? ${from[1]}
            RETURNING 1
          )
          SELECT count(*)::int AS n FROM changed`),
      )
      return row?.n ?? 0
    },

    /** Maps a field's old codes to new ones, all at once (a → b, b → c is not a → c); per old code, how many. */
    async recode({ field, codes }: RecodeStep, version: string): Promise<Record<string, number>> {
      const map = JSON.stringify(codes)
      const rows = rowsOf<{ code: string; n: number }>(
        await db.execute(sql`
          WITH old AS (
            SELECT id, sections #>> ${at(field)} AS code FROM evaluations
             WHERE ${map}::jsonb ? (sections #>> ${at(field)})
          ), changed AS (
            UPDATE evaluations e
               SET sections = jsonb_set(e.sections, ${at(field)}, ${map}::jsonb -> old.code),
                   questionnaire_version = ${version}
              FROM old
             WHERE e.id = old.id
            RETURNING old.code
          )
          SELECT code, count(*)::int AS n FROM changed GROUP BY code`),
      )
      return Object.fromEntries(rows.map((r) => [r.code, r.n]))
    },

    /** Stored answers of a coded field that are none of `options`: how many, and one of those codes. */
    async misfits({ field, options }: RecodeStep): Promise<{ n: number; example: string | null }> {
      const [row] = rowsOf<{ n: number; example: string | null }>(
        await db.execute(sql`
          SELECT count(*)::int AS n, min(sections #>> ${at(field)}) AS example FROM evaluations
           WHERE jsonb_typeof(sections #> ${at(field)}) NOT IN ('null')
             AND NOT (${JSON.stringify(options)}::jsonb ? (sections #>> ${at(field)}))`),
      )
      return row ?? { n: 0, example: null }
    },

    /** How many evaluations name `version`. */
    async evaluationsOf(version: string): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM evaluations WHERE questionnaire_version = ${version}`,
        ),
      )
      return row?.n ?? 0
    },
  }
}
