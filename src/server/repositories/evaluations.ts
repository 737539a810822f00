import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { preparedPerDb } from '../db/prepared'
import { evaluations } from '../db/schema'

export type EvaluationRow = typeof evaluations.$inferSelect
export type NewEvaluation = Pick<
  EvaluationRow,
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

// The hot reads and the insert are built once per database (see db/prepared).
const ofPatient = preparedPerDb((db) =>
  db
    .select(summaryColumns)
    .from(evaluations)
    .where(eq(evaluations.patientId, sql.placeholder('patientId')))
    .orderBy(desc(evaluations.createdAt))
    .limit(500)
    .prepare('evaluations_of_patient'),
)

const byId = preparedPerDb((db) =>
  db
    .select()
    .from(evaluations)
    .where(eq(evaluations.id, sql.placeholder('id')))
    .prepare('evaluation_by_id'),
)

const placeholders = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, never>
const NEW_COLUMNS = [
  'patientId',
  'evaluationData',
  'mainComplaint',
  'sections',
  'questionnaireVersion',
  'requestKey',
  'createdBy',
] as const satisfies readonly (keyof NewEvaluation)[]

// Only what the database makes: the answers go back as they were sent, not parsed again from jsonb.
const insert = preparedPerDb((db) =>
  db
    .insert(evaluations)
    .values(placeholders(NEW_COLUMNS))
    .returning({ id: evaluations.id, createdAt: evaluations.createdAt })
    .prepare('insert_evaluation'),
)

/** Evaluations: one anamnesis of a patient, each section's answers as the questionnaire stored them. */
export function evaluationRepository(db: Db) {
  return {
    async find(id: string): Promise<EvaluationRow | undefined> {
      return (await byId(db).execute({ id }))[0]
    },

    async findByRequestKey(requestKey: string): Promise<EvaluationRow | undefined> {
      return (await db.select().from(evaluations).where(eq(evaluations.requestKey, requestKey)))[0]
    },

    /** A patient's evaluations, newest first (at most 500). */
    listOfPatient(patientId: string) {
      return ofPatient(db).execute({ patientId })
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
     * Stores a new evaluation and answers it as stored. An unknown patient is refused by the foreign key (one
     * statement instead of a lookup first): isForeignKeyViolation tells.
     */
    async create(values: NewEvaluation): Promise<EvaluationRow> {
      const [made] = await insert(db).execute(values)
      return { ...values, ...made! }
    },
  }
}
export type EvaluationRepository = ReturnType<typeof evaluationRepository>
