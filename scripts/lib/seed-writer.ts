// Writes seeded patients and evaluations straight into the database (multi-row INSERTs, one transaction per
// batch of patients with their evaluations), for `npm run seed`, the load test and the benchmark.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'
import type { Db } from '../../src/server/db/client'
import { loadQuestionnaire } from '../../src/server/questionnaire'
import { questionnaireRepository } from '../../src/server/repositories/questionnaire'
import { Random } from './random'
import { evaluationGenerator, isoDate, makePatient, patientBody, type SeedPatient } from './seed-data'

export interface SeedOptions {
  patients: number
  /** Complete evaluations per patient (ignored when `evaluations` is given). */
  evaluationsPerPatient: number
  /**
   * Complete evaluations in total, spread evenly over the patients instead of `evaluationsPerPatient` each:
   * patient i gets floor((i + 1) × N / P) − floor(i × N / P), so 300,000 over 1,000,000 patients gives every
   * third or fourth patient one (0.3 per patient) and 250,000 over 100,000 gives two or three each.
   */
  evaluations?: number
  /** Same seed, same starting database and same `today`: same data. */
  seed: number
  /** Registrations are spread over this many years before `today`, oldest first. */
  years?: number
  today?: Date
  /** The user recorded as having created the rows (null: none). */
  createdBy?: string | null
  /** Patients per transaction. */
  batch?: number
  /** How many patient and evaluation ids to hand back (evenly spread), e.g. for load tests. */
  sample?: number
  onProgress?(done: { patients: number; evaluations: number }): void
}

export interface SeedResult {
  patients: number
  evaluations: number
  ms: number
  sample: { patientIds: string[]; evaluationIds: string[] }
}

const MINUTE = 60_000
const DAY = 86_400_000
// Rows per INSERT statement: an evaluation's answers are a large JSON value, so fewer of them per statement keep it small;
// 1,000 patients of 17 columns stay far below PostgreSQL's 65,535 parameters.
const PATIENT_ROWS = 1000
const EVALUATION_ROWS = 250

const PATIENT_COLUMNS = [
  'id',
  'name',
  'father_name',
  'mother_name',
  'birth_date',
  'age',
  'phone',
  'mother_career',
  'father_career',
  'medications',
  'lives_with',
  'caregiver',
  'school',
  'siblings',
  'address',
  'created_by',
  'created_at',
  'updated_at',
]
const EVALUATION_COLUMNS = [
  'id',
  'patient_id',
  'evaluation_data',
  'main_complaint',
  'sections',
  'questionnaire_version',
  'created_by',
  'created_at',
  'patient_snapshot',
]

type Row = (string | null)[]
type Query = (text: string, params: Row) => Promise<unknown>

/**
 * Runs `work` in one transaction on the driver under Drizzle (PGlite or node-postgres). The seed talks to the
 * driver directly: Drizzle's per-value mapping costs more than the database's own work on 100,000s of rows.
 */
async function inTransaction(db: Db, work: (query: Query) => Promise<void>): Promise<void> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client
  if ('connect' in client) {
    const connection = await client.connect()
    try {
      await connection.query('BEGIN')
      await work((text, params) => connection.query(text, params))
      await connection.query('COMMIT')
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      connection.release()
    }
  } else {
    await client.transaction(async (tx: Transaction) => {
      await work((text, params) => tx.query(text, params))
    })
  }
}

function insertText(table: string, columns: string[], rows: number, casts: Record<string, string>) {
  let n = 0
  const tuple = () => `(${columns.map((c) => `$${++n}${casts[c] ?? ''}`).join(',')})`
  return `INSERT INTO ${table} (${columns.join(',')}) VALUES ${Array.from({ length: rows }, tuple).join(',')}`
}

async function insertRows(query: Query, table: string, columns: string[], rows: Row[], perStatement: number) {
  const casts: Record<string, string> = {
    id: '::uuid',
    patient_id: '::uuid',
    created_by: '::uuid',
    birth_date: '::date',
    evaluation_data: '::date',
    siblings: '::jsonb',
    address: '::jsonb',
    sections: '::jsonb',
    patient_snapshot: '::jsonb',
    created_at: '::timestamptz',
    updated_at: '::timestamptz',
  }
  for (let r = 0; r < rows.length; r += perStatement) {
    const chunk = rows.slice(r, r + perStatement)
    await query(insertText(table, columns, chunk.length, casts), chunk.flat())
  }
}

/** Evaluation times for one patient: the first on registration day, the next months apart, none in the future. */
function evaluationTimes(rng: Random, patient: SeedPatient, count: number, now: number): Date[] {
  const times: number[] = []
  let t = patient.createdAt.getTime() + rng.int(5, 90) * MINUTE
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      const next = t + rng.around(90, 365) * DAY
      t = next < now ? next : t + (now - t) * rng.next()
    }
    times.push(Math.min(t, now))
  }
  return times.map((ms) => new Date(ms))
}

export async function countPatients(db: Db): Promise<number> {
  let count = 0
  await inTransaction(db, async (query) => {
    const result = (await query('SELECT count(*)::int AS n FROM patients', [])) as { rows: { n: number }[] }
    count = result.rows[0]!.n
  })
  return count
}

/** How many evaluations patient `i` of `patients` gets when `total` are spread evenly over them. */
export function evaluationsFor(i: number, patients: number, total: number): number {
  // Integer arithmetic stays exact up to 2^53: millions of patients times millions of evaluations is far below.
  return Math.floor(((i + 1) * total) / patients) - Math.floor((i * total) / patients)
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now()
  const today = options.today ?? new Date()
  const now = today.getTime()
  const years = options.years ?? 6
  const batch = options.batch ?? 1000
  const sampleSize = options.sample ?? 0
  const total = options.patients
  const perPatient = options.evaluationsPerPatient
  const spread = options.evaluations
  if (spread !== undefined && (!Number.isInteger(spread) || spread < 0))
    throw new Error(`evaluations must be a whole number, got ${spread}`)
  const countFor = (i: number) => (spread === undefined ? perPatient : evaluationsFor(i, total, spread))
  const createdBy = options.createdBy ?? null
  const generator = evaluationGenerator()
  // The evaluations name the questionnaire they were answered with: recorded first, as the server records it.
  const { release, contentHash } = loadQuestionnaire()
  await questionnaireRepository(db).record(release, contentHash)

  // Rows already there shift the generator, so that seeding twice adds new rows instead of colliding ids.
  const existing = await countPatients(db)
  const rng = new Random((options.seed * 1_000_003 + existing) >>> 0)
  const start = now - years * 365.25 * DAY
  const step = (now - start) / Math.max(1, total)
  const every = sampleSize > 0 ? Math.max(1, Math.floor(total / sampleSize)) : Infinity
  const sample: SeedResult['sample'] = { patientIds: [], evaluationIds: [] }
  let evaluationCount = 0

  for (let from = 0; from < total; from += batch) {
    const patientRows: Row[] = []
    const evaluationRows: Row[] = []
    for (let i = from; i < Math.min(total, from + batch); i++) {
      // Registrations in time order (as a clinic would have made them), each at a random moment of its slot.
      const createdAt = new Date(start + (i + rng.next()) * step)
      const p = makePatient(rng, createdAt, today)
      const at = createdAt.toISOString()
      patientRows.push([
        p.id,
        p.name,
        p.fatherName,
        p.motherName,
        p.birthDate,
        p.age,
        p.phone,
        p.motherCareer,
        p.fatherCareer,
        p.medications,
        p.livesWith,
        p.caregiver,
        p.school,
        JSON.stringify(p.siblings),
        JSON.stringify(p.address),
        createdBy,
        at,
        at,
      ])
      // The patient's record as the evaluation keeps it (its snapshot), as the server stores it with each evaluation.
      const snapshot = JSON.stringify(patientBody(p))
      let lastEvaluation: string | undefined
      for (const when of evaluationTimes(rng, p, countFor(i), now)) {
        lastEvaluation = rng.uuid()
        evaluationRows.push([
          lastEvaluation,
          p.id,
          isoDate(when),
          generator.mainComplaint(rng),
          JSON.stringify(generator.sections(rng)),
          generator.questionnaireVersion,
          createdBy,
          when.toISOString(),
          snapshot,
        ])
      }
      if (i % every === 0 && sample.patientIds.length < sampleSize) {
        sample.patientIds.push(p.id)
        if (lastEvaluation) sample.evaluationIds.push(lastEvaluation)
      }
    }
    await inTransaction(db, async (query) => {
      await insertRows(query, 'patients', PATIENT_COLUMNS, patientRows, PATIENT_ROWS)
      await insertRows(query, 'evaluations', EVALUATION_COLUMNS, evaluationRows, EVALUATION_ROWS)
    })
    evaluationCount += evaluationRows.length
    options.onProgress?.({ patients: from + patientRows.length, evaluations: evaluationCount })
  }
  return { patients: total, evaluations: evaluationCount, ms: performance.now() - started, sample }
}
