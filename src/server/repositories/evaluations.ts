import { asc, eq, getTableColumns, sql, type SQLWrapper } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { namedStatement, run } from '../db/fast-path'
import { evaluations, patients, users } from '../db/schema'
import { entryInsert, entryValues, type EntryToStore } from './audit'

export type EvaluationRow = typeof evaluations.$inferSelect
/** An evaluation as read to be shown: its row and the name of the account that recorded it (null: none known). */
export type EvaluationRead = EvaluationRow & { recordedByName: string | null }
export type NewEvaluation = Pick<
  EvaluationRow,
  | 'id'
  | 'patientId'
  | 'evaluationData'
  | 'mainComplaint'
  | 'sections'
  | 'questionnaireVersion'
  | 'requestKey'
  | 'createdBy'
>

const summaryColumns = {
  id: evaluations.id,
  patientId: evaluations.patientId,
  evaluationData: evaluations.evaluationData,
  mainComplaint: evaluations.mainComplaint,
  createdAt: evaluations.createdAt,
}

/** A statement's columns named as the fields of its rows, so that a row needs no mapping. */
const asFields = (columns: Record<string, SQLWrapper>) =>
  sql.join(
    Object.entries(columns).map(([field, column]) => sql`${column} AS ${sql.identifier(field)}`),
    sql`, `,
  )

/** A row's registration time as a Date (the driver gives it as text). */
const withDate = <Row extends { createdAt: string | Date }>(row: Row): Row & { createdAt: Date } =>
  Object.assign(row, { createdAt: new Date(row.createdAt) })

type Summary = { id: string; patientId: string; evaluationData: string | null; mainComplaint: string }
const ofPatient = namedStatement<Summary & { createdAt: string }>(
  'evaluations_of_patient',
  sql`SELECT ${asFields(summaryColumns)} FROM ${evaluations}
       WHERE ${evaluations.patientId} = ${sql.placeholder('patientId')}
       ORDER BY ${evaluations.createdAt} DESC LIMIT 500`,
)

// The row and its recorder's name in one statement.
const withRecorder = { ...getTableColumns(evaluations), recordedByName: users.name }
const readFrom = <Columns extends SelectedFields>(db: Db, columns: Columns) =>
  db.select(columns).from(evaluations).leftJoin(users, eq(users.id, evaluations.createdBy))

/**
 * An evaluation to be shown (GET evaluation, a hot route): the answers come as the JSON text the database writes out,
 * with only the sections named in `sections` and none that is null, and go to the client as they are
 * (presenters/evaluations: evaluationTextPresenter). Read as an object, the answers would be parsed here only to be
 * written out again, which cost the server more than the rest of the request.
 */
export type EvaluationText = Omit<EvaluationRead, 'sections'> & { sectionsJson: string }
/** An evaluation just stored, with its answers also as the JSON text stored. */
export type EvaluationMade = EvaluationRead & { sectionsJson: string }

const { sections: _sections, ...columnsButSections } = getTableColumns(evaluations)
const listed = sql.placeholder('sections')
// Rebuilding the answers costs the database more than writing them out (each section copied twice): the stored JSON
// goes out as it is unless it holds a section not listed or a null one, which only rows written past the API do.
// The stored answers live out of line (TOAST), and every mention of the column in an expression fetched and
// decompressed them again: three times per read. `|| '{}'` answers the stored object itself, fetched once, and the
// subquery (kept apart by OFFSET 0) hands that one copy to every use.
const listedSectionsJson = sql<string>`(
  SELECT CASE
    WHEN s - ${listed}::text[] = '{}'::jsonb AND NOT jsonb_path_exists(s, '$.* ? (@ == null)') THEN s::text
    ELSE (SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
            FROM jsonb_each(s)
           WHERE key = ANY(${listed}::text[]) AND value <> 'null'::jsonb)::text
  END
  FROM (SELECT ${evaluations.sections} || '{}'::jsonb AS s OFFSET 0) AS stored)`

const byId = namedStatement<Omit<EvaluationText, 'createdAt'> & { createdAt: string }>(
  'evaluation_by_id',
  sql`SELECT ${asFields({ ...columnsButSections, recordedByName: users.name, sectionsJson: listedSectionsJson })}
        FROM ${evaluations} LEFT JOIN ${users} ON ${users.id} = ${evaluations.createdBy}
       WHERE ${evaluations.id} = ${sql.placeholder('id')}`,
)

const {
  id: _id,
  requestKey: _key,
  createdBy: _by,
  createdAt: _at,
  updatedAt: _upd,
  nameSearch: _search,
  ...snapshotColumns
} = getTableColumns(patients)

/** The patient's record as a JSON object of its questionnaire fields, as the evaluation keeps it. */
const patientAsJson = sql`jsonb_build_object(${sql.join(
  Object.entries(snapshotColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`

interface Made {
  id: string
  created_at: string | Date
  patient_snapshot: Record<string, unknown>
  recorded_by_name: string | null
}

const value = (name: keyof NewEvaluation) => sql.placeholder(name)

// The insert with the patient's snapshot, its text built once (the snapshot alone is some sixty SQL chunks).
const insertStatement = sql`
    INSERT INTO ${evaluations} (id, patient_id, evaluation_data, main_complaint, sections, questionnaire_version,
                                request_key, created_by, patient_snapshot)
    SELECT ${value('id')}::uuid, ${patients.id}, ${value('evaluationData')}, ${value('mainComplaint')},
           ${value('sections')}::jsonb, ${value('questionnaireVersion')}, ${value('requestKey')}, ${value('createdBy')},
           ${patientAsJson}
      FROM ${patients} WHERE ${patients.id} = ${value('patientId')}
    RETURNING id, created_at, patient_snapshot,
              (SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${value('createdBy')}) AS recorded_by_name`
const insert = namedStatement<Made>('evaluation_create', insertStatement)
// The same insert with its audit entry (AuditWriter.writeWithEntry): one statement, and no entry without a row. The
// writer hands a write its entry only as the chain's sole writer, so the end it knows is the end: no check of it here
// (the unique index on prev_hash still refuses a fork).
const insertWithEntry = namedStatement<Made & { stored: boolean }>(
  'evaluation_create_with_entry',
  sql`
    WITH made AS (${insertStatement}), entry AS (${entryInsert({ from: sql`made`, checkTail: false })})
    SELECT made.*, EXISTS (SELECT FROM entry) AS stored FROM made`,
)

/** Evaluations: one anamnesis of a patient, each section's answers as the questionnaire stored them. */
export function evaluationRepository(db: Db) {
  return {
    /** The evaluation with the answers of `sections` as JSON text (EvaluationText), or undefined. */
    async findAsText(id: string, sections: readonly string[]): Promise<EvaluationText | undefined> {
      const [row] = await run(db, byId, { id, sections })
      return row && withDate(row)
    },

    async findByRequestKey(requestKey: string): Promise<EvaluationRead | undefined> {
      return (await readFrom(db, withRecorder).where(eq(evaluations.requestKey, requestKey)))[0]
    },

    /** A patient's evaluations, newest first (at most 500). */
    async listOfPatient(patientId: string): Promise<(Summary & { createdAt: Date })[]> {
      return (await run(db, ofPatient, { patientId })).map(withDate)
    },

    /** Every evaluation of a patient, oldest first, whole (the export). */
    allOfPatient(patientId: string): Promise<EvaluationRow[]> {
      return db
        .select()
        .from(evaluations)
        .where(eq(evaluations.patientId, patientId))
        .orderBy(asc(evaluations.createdAt))
    },

    /**
     * Stores a new evaluation with the patient's record as it is at that moment (its snapshot), in one statement;
     * answers it as stored, with its recorder's name, or undefined when the patient does not exist.
     */
    async create(
      values: NewEvaluation,
      entry?: EntryToStore,
    ): Promise<{ value: EvaluationMade | undefined; stored: boolean }> {
      const params = { ...values, sections: JSON.stringify(values.sections) }
      const [made] = entry
        ? await run(db, insertWithEntry, { ...params, ...entryValues(entry) })
        : await run(db, insert, params)
      if (!made) return { value: undefined, stored: false }
      const value: EvaluationMade = {
        ...values,
        createdAt: new Date(made.created_at),
        patientSnapshot: made.patient_snapshot,
        snapshotReconstructed: false,
        recordedByName: made.recorded_by_name,
        sectionsJson: params.sections,
      }
      return { value, stored: entry !== undefined && (made as Made & { stored: boolean }).stored }
    },
  }
}
export type EvaluationRepository = ReturnType<typeof evaluationRepository>
