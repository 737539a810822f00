import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedPerDb } from '../../db/prepared'
import { patients } from '../../db/schema'
import type { Patient } from '../../../shared/generated/questionnaire'

// Every column but the search form of the name, which only the search reads.
const { nameSearch: _searchOnly, ...patientColumns } = getTableColumns(patients)
export { patientColumns }
export type PatientRow = Omit<typeof patients.$inferSelect, 'nameSearch'>

export function toPatientRecord(body: Partial<Patient>) {
  const { siblings, address, ...scalars } = body
  return {
    ...scalars,
    ...(siblings ? { siblings } : {}),
    ...(address ? { address } : {}),
  }
}

const patientById = preparedPerDb((db) =>
  db
    .select(patientColumns)
    .from(patients)
    .where(eq(patients.id, sql.placeholder('id')))
    .prepare('patient_by_id'),
)

export async function findPatient(db: Db, id: string): Promise<PatientRow | undefined> {
  const [row] = await patientById(db).execute({ id })
  return row
}

export async function findByRequestKey(db: Db, requestKey: string) {
  const [row] = await db.select(patientColumns).from(patients).where(eq(patients.requestKey, requestKey))
  return row
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export interface ListQuery {
  q?: string
  limit: number
  cursor?: { createdAt: string; id: string }
}

/** Newest first, keyset-paginated on (created_at, id); `q` matches any part of the name, ignoring case and accents. */
export async function listPatients(db: Db, { q, limit, cursor }: ListQuery) {
  const conditions = []
  const term = q?.trim()
  if (term)
    conditions.push(sql`${patients.nameSearch} LIKE '%' || f_unaccent(lower(${escapeLike(term)})) || '%'`)
  if (cursor)
    conditions.push(
      sql`(${patients.createdAt}, ${patients.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    )
  return db
    .select({
      id: patients.id,
      name: patients.name,
      birthDate: patients.birthDate,
      age: patients.age,
      fatherName: patients.fatherName,
      motherName: patients.motherName,
      createdAt: patients.createdAt,
      // Full microsecond precision for the cursor; a JS Date would round it to milliseconds.
      cursorAt: sql<string>`${patients.createdAt}::text`,
    })
    .from(patients)
    .where(and(...conditions))
    .orderBy(desc(patients.createdAt), desc(patients.id))
    .limit(limit + 1)
}
