// The seed writer behind `npm run seed`, the load test and the benchmark: a total of evaluations spread evenly over
// the patients (--evaluations), the same rows for the same seed, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { describe, expect, it } from 'vitest'
import { evaluationsFor, seedDatabase } from '../../scripts/lib/seed-writer'
import type { Database } from '../../src/server/db/client'
import { evaluationRepository } from '../../src/server/repositories/evaluations'
import { createTestDatabase, dbKinds, type DbKind } from './test-db'

const today = new Date('2026-05-04T12:00:00Z')

/** Runs `work` on a new test database of `kind`, closed afterwards whatever happens. */
async function withDatabase<T>(kind: DbKind, work: (database: Database) => Promise<T>) {
  const database = await createTestDatabase(kind)
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

async function rows(database: Database, text: string) {
  const result = (await database.db.execute(text)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows
}

describe('evaluationsFor', () => {
  it.each([
    [1_000_000, 300_000],
    [10, 3],
    [7, 20],
    [5, 0],
    [3, 3],
  ])(
    'spreads %i patients / %i evaluations evenly, every patient floor or ceil of the mean',
    (patients, total) => {
      const counts = Array.from({ length: patients }, (_, i) => evaluationsFor(i, patients, total))
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total)
      const low = Math.floor(total / patients)
      expect(counts.filter((n) => n !== low && n !== low + 1)).toEqual([])
    },
  )
})

describe.each(dbKinds)('seedDatabase on %s', (kind) => {
  it('writes a total of evaluations spread over the patients, the same rows for the same seed', async () => {
    const snapshot = () =>
      withDatabase(kind, async (database) => {
        const result = await seedDatabase(database.db, {
          patients: 40,
          evaluationsPerPatient: 3,
          evaluations: 12,
          seed: 5,
          today,
        })
        expect(result).toMatchObject({ patients: 40, evaluations: 12 })
        return rows(
          database,
          `SELECT p.id, p.name, p.created_at::text AS at, count(e.id)::int AS n,
                  coalesce(string_agg(e.id::text, ',' ORDER BY e.id), '') AS evaluations
             FROM patients p LEFT JOIN evaluations e ON e.patient_id = p.id
            GROUP BY p.id ORDER BY p.created_at`,
        )
      })
    const first = await snapshot()
    expect(first).toHaveLength(40)
    // 0.3 per patient: every patient has none or one, 12 in all, in the pattern evaluationsFor gives.
    expect(first.map((r) => r.n)).toEqual(Array.from({ length: 40 }, (_, i) => evaluationsFor(i, 40, 12)))
    expect(await snapshot()).toEqual(first)
  })

  it('without a total, gives every patient evaluationsPerPatient evaluations as before', async () => {
    await withDatabase(kind, async (database) => {
      const result = await seedDatabase(database.db, {
        patients: 10,
        evaluationsPerPatient: 2,
        seed: 1,
        today,
      })
      expect(result.evaluations).toBe(20)
      const counts = await rows(
        database,
        'SELECT count(*)::int AS n FROM evaluations GROUP BY patient_id HAVING count(*) <> 2',
      )
      expect(counts).toEqual([])
    })
  })

  it("keeps the patient's record with each evaluation, as the server stores it (its snapshot)", async () => {
    await withDatabase(kind, async (database) => {
      await seedDatabase(database.db, { patients: 3, evaluationsPerPatient: 1, seed: 2, today })
      const seeded = await rows(database, 'SELECT id, patient_id, questionnaire_version FROM evaluations')
      expect(seeded).toHaveLength(3)
      for (const row of seeded) {
        const { value: stored } = await evaluationRepository(database.db).create({
          id: crypto.randomUUID(),
          patientId: row.patient_id as string,
          evaluationData: '2026-05-04',
          mainComplaint: 'Fala',
          sections: {},
          questionnaireVersion: row.questionnaire_version as string,
          requestKey: null,
          createdBy: null,
        })
        const [{ snapshot }] = (await rows(
          database,
          `SELECT patient_snapshot AS snapshot FROM evaluations WHERE id = '${row.id as string}'`,
        )) as [{ snapshot: Record<string, unknown> }]
        expect(Object.keys(snapshot).length).toBeGreaterThan(10)
        expect(snapshot).toEqual(stored!.patientSnapshot)
      }
    })
  })
})
