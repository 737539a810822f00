import { eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { namedStatement, run, unnamedStatement } from '../db/fast-path'
import { patients } from '../db/schema'
import { isoOfTimestampText } from '../db/timestamp-text'
import type { Patient } from '../../shared/generated/questionnaire'

// Every column but the search form of the name, which only the search reads.
const { nameSearch: _searchOnly, ...patientColumns } = getTableColumns(patients)
type StoredPatient = Omit<typeof patients.$inferSelect, 'nameSearch'>
/** A patient record as the repository answers it: its times as the API writes them (ISO 8601, UTC, milliseconds). */
export type PatientRow = Omit<StoredPatient, 'createdAt' | 'updatedAt'> & {
  createdAt: string
  updatedAt: string
}

const withIsoTimes = (row: StoredPatient): PatientRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** The patient's columns from what the clinician sent; lists left out keep what is stored. */
function toColumns(input: Partial<Patient>) {
  const { siblings, address, ...scalars } = input
  return { ...scalars, ...(siblings ? { siblings } : {}), ...(address ? { address } : {}) }
}

/** A field's value before and after an edit, as the audit trail records it. */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>
export interface PatientChange {
  row: PatientRow
  changes: FieldChanges
}

/** JSON with object keys sorted: jsonb gives them back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )

/** The fields whose new value differs from the stored one. */
function changesOf(before: StoredPatient, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {}
  for (const [field, to] of Object.entries(after)) {
    const from = before[field as keyof StoredPatient] ?? null
    if (canonical(from) !== canonical(to)) changes[field] = { from, to: to ?? null }
  }
  return changes
}

/**
 * Whether the trigram index can narrow a search for `term`: pg_trgm takes trigrams from runs of letters and digits,
 * so for 'jo', '%' or '-' it would read the whole index, slower than walking every row. Such a term is matched with strpos, which the index does not serve; the rows are the same.
 * The benchmark's raw-driver baseline makes the same choice.
 */
const TRIGRAMS = /[\p{L}\p{N}]{3}/u
export const searchUsesTrigrams = (term: string) => TRIGRAMS.test(term)

/** How the list matches `q` (trimmed: every patient when empty), and the term its statement (listSql) takes. */
export function listMatch(q: string | undefined): { match: Match; term: string | undefined } {
  const term = q?.trim()
  if (!term) return { match: 'all', term: undefined }
  return { match: searchUsesTrigrams(term) ? 'trigrams' : 'substring', term }
}

/**
 * The names containing `term`, ignoring case and accents, through the trigram index. LIKE's wildcards are escaped
 * after f_unaccent, which turns the fullwidth percent sign, low line and backslash ('％', '＿', '＼') into LIKE's own:
 * escaped before, they matched anything. Immutable, so each search's plan still sees a constant pattern.
 */
export const nameContains = (term: SQL | Placeholder) =>
  sql`${patients.nameSearch} LIKE '%' || replace(replace(replace(f_unaccent(lower(${term})), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`

/**
 * Where a search's rows come from, in the order they are listed: names with a word starting with the term
 * (the whole name typed, or its start), then names holding it elsewhere, then near names (nearNames).
 */
export type ListTier = 'starts' | 'inside'
const TIERS: ListTier[] = ['starts', 'inside']

/** Where a page starts: after this row, of this tier; `closeness` set when that row was a near name (nearNames). */
export interface ListCursor {
  createdAt: string
  id: string
  tier?: ListTier
  closeness?: number
}

export interface PatientListOptions {
  q?: string
  limit: number
  cursor?: ListCursor
}

// A patient by id, the read of every GET patient: its columns named as the record's fields and its times as text, so
// that the row needs no mapping (Drizzle's per column, and each time parsed into a Date to be written out again).
export const patientByIdSql = sql`SELECT ${sql.join(
  Object.entries(patientColumns).map(([field, column]) =>
    field === 'createdAt' || field === 'updatedAt'
      ? sql`${sql.identifier(column.name)}::text AS ${sql.identifier(field)}`
      : sql`${sql.identifier(column.name)} AS ${sql.identifier(field)}`,
  ),
  sql`, `,
)}
        FROM ${patients} WHERE ${patients.id} = ${sql.placeholder('id')}`
const byId = namedStatement<PatientRow>('patient_by_id', patientByIdSql)

/** How a list matches the name: every patient, through the trigram index, or by plain substring (strpos). */
type Match = 'all' | 'trigrams' | 'substring'

/** A patient as the list shows it, with its cursor: its registration time to the microsecond, as text. */
export interface PatientListRow {
  id: string
  name: string
  birthDate: string | null
  age: string
  fatherName: string
  motherName: string
  /** ISO 8601, UTC, to the millisecond: as the API writes it. */
  createdAt: string
  cursorAt: string
  /** The tier of a name containing the term; absent when the list is not a search. */
  tier?: ListTier
  /** A near name's word similarity to the term (0.5 to 1); absent for a name containing the term. */
  closeness?: number
}

/**
 * The list's statement (PatientRepository.list) for one kind of match, with or without a cursor; a search's for one
 * tier of names (`starts` when none is given).
 */
export function listSql(match: Match, after: boolean, tier: ListTier = 'starts'): SQL {
  const term = sql.placeholder('term')
  const conditions: SQL[] = []
  if (match === 'trigrams') conditions.push(nameContains(term))
  if (match === 'substring')
    conditions.push(sql`strpos(${patients.nameSearch}, f_unaccent(lower(${term}))) > 0`)
  if (match !== 'all') {
    const wordStart = sql`strpos(' ' || ${patients.nameSearch}, ' ' || f_unaccent(lower(${term})))`
    conditions.push(tier === 'starts' ? sql`${wordStart} > 0` : sql`${wordStart} = 0`)
  }
  if (after)
    conditions.push(
      sql`(${patients.createdAt}, ${patients.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`,
    )
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``
  // The order of patients_created_idx (DESC NULLS FIRST, as plain DESC means): the planner walks the newest rows
  // until the page is full, for a list or a common name, instead of reading every match and sorting.
  return sql`
    SELECT ${patients.id} AS id, ${patients.name} AS name, ${patients.birthDate} AS birth_date, ${patients.age} AS age,
           ${patients.fatherName} AS father_name, ${patients.motherName} AS mother_name,
           ${patients.createdAt}::text AS cursor_at
      FROM ${patients} ${where}
     ORDER BY ${patients.createdAt} DESC, ${patients.id} DESC
     LIMIT ${sql.placeholder('limit')}`
}

/** A row of the list as the driver gives it (a time as PostgreSQL writes it). */
interface ListedRow {
  id: string
  name: string
  birth_date: string | null
  age: string
  father_name: string
  mother_name: string
  // The registration time as PostgreSQL writes it: to the microsecond for the cursor (a JS Date would round it to
  // milliseconds), and to the millisecond as the list shows it (isoOfTimestampText).
  cursor_at: string
  // A number or its text, as the driver gives a real.
  closeness?: number | string
}

/**
 * The list's six statements, each turned into text once and its rows read here rather than by Drizzle, which would
 * build the query and map every column of every row on each search. Unnamed, not prepared by name as the point
 * reads are: each search is planned with its own term, since a plan made for one name (the trigram index for a rare
 * one, the newest rows for a common one) is the wrong plan for another.
 */
const listStatements = Object.fromEntries(
  (
    ['all:starts', 'trigrams:starts', 'trigrams:inside', 'substring:starts', 'substring:inside'] as const
  ).flatMap((key) => {
    const [match, tier] = key.split(':') as [Match, ListTier]
    return [false, true].map((after) => [
      `${key}:${after}`,
      unnamedStatement<ListedRow>(listSql(match, after, tier)),
    ])
  }),
)

/**
 * The names a letter or two away from the term (migration 0019), the closest first: looked up only when no name
 * contains the term, so that a search that finds what was typed costs what it did.
 */
const nearNames = unnamedStatement<ListedRow>(
  sql`SELECT * FROM patients_near_name(f_unaccent(lower(${sql.placeholder('term')})),
        ${sql.placeholder('closeness')}::real, ${sql.placeholder('cursorAt')}::timestamptz,
        ${sql.placeholder('cursorId')}::uuid, ${sql.placeholder('limit')}::integer)`,
)

const listed = (r: ListedRow, tier?: ListTier): PatientListRow => ({
  id: r.id,
  name: r.name,
  birthDate: r.birth_date,
  age: r.age,
  fatherName: r.father_name,
  motherName: r.mother_name,
  createdAt: isoOfTimestampText(r.cursor_at),
  cursorAt: r.cursor_at,
  ...(tier ? { tier } : {}),
  ...(r.closeness === undefined ? {} : { closeness: Number(r.closeness) }),
})

/** Patients: the child's record, created by the wizard's first two steps and edited afterwards. */
export function patientRepository(db: Db) {
  return {
    async find(id: string): Promise<PatientRow | undefined> {
      const [row] = await run(db, byId, { id })
      if (!row) return undefined
      row.createdAt = isoOfTimestampText(row.createdAt)
      row.updatedAt = isoOfTimestampText(row.updatedAt)
      return row
    },

    /**
     * The oldest patient with this name (ignoring case and surrounding spaces) and this birth date (or none, when
     * none is given): how an imported record finds the patient it belongs to.
     */
    async findByNameAndBirthDate(name: string, birthDate: string | null): Promise<PatientRow | undefined> {
      const [row] = await db
        .select(patientColumns)
        .from(patients)
        .where(
          sql`lower(btrim(${patients.name})) = lower(btrim(${name}))
              AND ${patients.birthDate} IS NOT DISTINCT FROM ${birthDate}::date`,
        )
        .orderBy(patients.createdAt, patients.id)
        .limit(1)
      return row && withIsoTimes(row)
    },

    async findByRequestKey(requestKey: string): Promise<PatientRow | undefined> {
      const [row] = await db.select(patientColumns).from(patients).where(eq(patients.requestKey, requestKey))
      return row && withIsoTimes(row)
    },

    /**
     * Newest first, keyset-paginated on (created_at, id), one row more than `limit` (there is a next page when it
     * comes back); `q` matches any part of the name, ignoring case and accents. A search lists first the names with a
     * word starting with the term, then the others holding it, each tier newest first. Which plan serves a search
     * (the trigram index for a rare name, the newest rows until the page is full for a common one) is the planner's,
     * from the name_search statistics (migration 0011); the rows are the same either way. When no name contains
     * a term of three letters or more, the names a letter or two away from it come instead, closest first.
     */
    async list({ q, limit, cursor }: PatientListOptions): Promise<PatientListRow[]> {
      const { match, term } = listMatch(q)
      const after = { cursorAt: cursor?.createdAt, cursorId: cursor?.id }
      if (match === 'all')
        return (
          await run(db, listStatements[`all:starts:${cursor !== undefined}`]!, { ...after, limit: limit + 1 })
        ).map((row) => listed(row))
      const rows: PatientListRow[] = []
      const near = cursor?.closeness !== undefined
      const from = near ? TIERS.length : TIERS.indexOf(cursor?.tier ?? 'starts')
      for (const tier of TIERS.slice(from)) {
        if (rows.length > limit) break
        const resume = cursor !== undefined && tier === TIERS[from]
        const found = await run(db, listStatements[`${match}:${tier}:${resume}`]!, {
          term,
          ...(resume ? after : {}),
          limit: limit + 1 - rows.length,
        })
        rows.push(...found.map((row) => listed(row, tier)))
      }
      if (match === 'trigrams' && (cursor === undefined ? rows.length === 0 : near)) {
        const found = await run(db, nearNames, {
          term,
          closeness: cursor?.closeness ?? null,
          cursorAt: cursor?.createdAt ?? null,
          cursorId: cursor?.id ?? null,
          limit: limit + 1,
        })
        rows.push(...found.map((row) => listed(row)))
      }
      return rows
    },

    async create(input: Patient, by: { requestKey?: string; createdBy: string | null }): Promise<PatientRow> {
      const [row] = await db
        .insert(patients)
        .values({ ...toColumns(input), name: input.name, ...by })
        .returning(patientColumns)
      return withIsoTimes(row!)
    },

    /**
     * Changes the fields of `input` that differ from the record (a form that shows a few fields wipes nothing) and
     * answers each changed field's old and new value; the record stays locked until the transaction ends, so a
     * concurrent change cannot slip between the read and the write. Undefined when there is no such patient.
     */
    async change(id: string, input: Partial<Patient>): Promise<PatientChange | undefined> {
      const [before] = await db.select(patientColumns).from(patients).where(eq(patients.id, id)).for('update')
      if (!before) return undefined
      const changes = changesOf(before, toColumns(input))
      if (!Object.keys(changes).length) return { row: withIsoTimes(before), changes }
      const [row] = await db
        .update(patients)
        .set({ ...toColumns(input), updatedAt: sql`now()` })
        .where(eq(patients.id, id))
        .returning(patientColumns)
      return { row: withIsoTimes(row!), changes }
    },
  }
}
export type PatientRepository = ReturnType<typeof patientRepository>
