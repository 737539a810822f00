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

// An evaluation to be shown (GET evaluation, a hot route): its row and its recorder's name, the answers as stored;
// the presenter keeps the questionnaire's sections that hold any.
const byId = namedStatement<Omit<EvaluationRead, 'createdAt'> & { createdAt: string }>(
  'evaluation_by_id',
  sql`SELECT ${asFields(withRecorder)}
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
    /** The evaluation with its recorder's name, or undefined. */
    async find(id: string): Promise<EvaluationRead | undefined> {
      const [row] = await run(db, byId, { id })
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
    ): Promise<{ value: EvaluationRead | undefined; stored: boolean }> {
      const params = { ...values, sections: JSON.stringify(values.sections) }
      const [made] = entry
        ? await run(db, insertWithEntry, { ...params, ...entryValues(entry) })
        : await run(db, insert, params)
      if (!made) return { value: undefined, stored: false }
      const value: EvaluationRead = {
        ...values,
        createdAt: new Date(made.created_at),
        patientSnapshot: made.patient_snapshot,
        snapshotReconstructed: false,
        answerSources: null,
        recordedByName: made.recorded_by_name,
      }
      return { value, stored: entry !== undefined && (made as Made & { stored: boolean }).stored }
    },

    /** Who gave each answer of an evaluation started from a family's answers. */
    async setAnswerSources(id: string, sources: Record<string, 'family' | 'clinician'>) {
      await db.update(evaluations).set({ answerSources: sources }).where(eq(evaluations.id, id))
    },

    /**
     * Stores an evaluation brought from elsewhere (a FHIR import) as it was recorded there: its own time and snapshot of
     * the patient, not the record's of today. Undefined when an evaluation with that id exists already.
     */
    async insertImported(
      values: Omit<NewEvaluation, 'requestKey'> &
        Pick<EvaluationRow, 'createdAt' | 'patientSnapshot' | 'answerSources'>,
    ): Promise<EvaluationRow | undefined> {
      const [row] = await db.insert(evaluations).values(values).onConflictDoNothing().returning()
      return row
    },
  }
}
export type EvaluationRepository = ReturnType<typeof evaluationRepository>
