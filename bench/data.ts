// The benchmark's data: 100,000 patients and 300,000 evaluations (or fewer with --quick), seeded once and kept
// in bench/.data/ (PGlite) or in a database of its own (PostgreSQL), then reused by every later run.
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../src/server/db/client'
import { createClinicians, type Account } from '../scripts/lib/accounts'
import { createDatabase, databaseExists, databaseUrl, dropDatabase } from '../tests/kit/databases'
import { seedDatabase } from '../scripts/lib/seed-writer'
import { REPO_ROOT } from '../scripts/lib/server-process'

export const DATA_ROOT = path.join(REPO_ROOT, 'bench', '.data')

export interface Dataset {
  kind: 'pglite' | 'postgres'
  label: string
  /** PGlite's data folder (for PostgreSQL: an empty folder, for the JWT secret). */
  dataDir: string
  databaseUrl?: string
  patients: number
  evaluations: number
  account: Account
  patientIds: string[]
  evaluationIds: string[]
}

async function rowsOf(database: Database, query: ReturnType<typeof sql>) {
  const result = (await database.db.execute(query)) as { rows: Record<string, unknown>[] }
  return result.rows
}

async function seed(database: Database, patients: number, perPatient: number, log: (line: string) => void) {
  let last = 0
  const result = await seedDatabase(database.db, {
    patients,
    evaluationsPerPatient: perPatient,
    seed: 1,
    onProgress({ patients: done }) {
      if (done === patients || performance.now() - last > 15_000) {
        last = performance.now()
        log(`  seeding: ${done.toLocaleString('en')} / ${patients.toLocaleString('en')} patients`)
      }
    },
  })
  // Hint bits and the visibility map set now, not by the first server to read the rows (its figures would pay).
  await database.db.execute(sql`VACUUM ANALYZE`)
  log(`  seeded in ${(result.ms / 1000).toFixed(0)} s`)
}

/** Ids to request (random rows, so that requests do not all hit the same cached pages) and an account. */
async function inspect(
  database: Database,
): Promise<Pick<Dataset, 'account' | 'patientIds' | 'evaluationIds' | 'evaluations'>> {
  const [account] = await createClinicians(database.db, 1, 'bench')
  const patientIds = (await rowsOf(database, sql`SELECT id FROM patients ORDER BY random() LIMIT 1000`)).map(
    (r) => r.id as string,
  )
  const evaluationIds = (
    await rowsOf(database, sql`SELECT id FROM evaluations TABLESAMPLE SYSTEM (1) LIMIT 1000`)
  ).map((r) => r.id as string)
  const [{ n }] = (await rowsOf(database, sql`SELECT count(*)::int AS n FROM evaluations`)) as [{ n: number }]
  return { account: account!, patientIds, evaluationIds, evaluations: n }
}

export async function preparePglite(
  patients: number,
  perPatient: number,
  log: (line: string) => void,
): Promise<Dataset> {
  const dataDir = path.join(DATA_ROOT, `pglite-${patients}x${perPatient}`)
  const marker = path.join(dataDir, 'seeded.json')
  const fresh = !fs.existsSync(marker)
  if (fresh) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    log(`PGlite: seeding ${dataDir} (once; later runs reuse it) …`)
  }
  const database = await openDatabase({ dataDir })
  try {
    if (fresh) {
      await seed(database, patients, perPatient, log)
      fs.writeFileSync(
        marker,
        JSON.stringify({ patients, perPatient, seed: 1, at: new Date().toISOString() }) + '\n',
      )
    }
    const found = await inspect(database)
    return { kind: 'pglite', label: 'PGlite', dataDir, patients, ...found }
  } finally {
    await database.close()
  }
}

export async function preparePostgres(
  base: string,
  patients: number,
  perPatient: number,
  log: (line: string) => void,
): Promise<Dataset> {
  const name = `fono_bench_${patients}x${perPatient}`
  const url = databaseUrl(base, name)
  const seeded = `seeded ${patients}x${perPatient}`
  let fresh = true
  if (await databaseExists(base, name)) {
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 })
    const [row] = await rowsOf(
      database,
      sql`SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = current_database()`,
    )
    await database.close()
    fresh = row?.note !== seeded
    if (fresh) await dropDatabase(base, name)
  }
  if (fresh) {
    log(`PostgreSQL: seeding database ${name} (once; later runs reuse it) …`)
    await createDatabase(base, name)
  }
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 })
  try {
    if (fresh) {
      await seed(database, patients, perPatient, log)
      await database.db.execute(sql.raw(`COMMENT ON DATABASE ${name} IS '${seeded}'`))
    }
    const found = await inspect(database)
    const dataDir = path.join(DATA_ROOT, `postgres-${patients}x${perPatient}`)
    fs.mkdirSync(dataDir, { recursive: true })
    return { kind: 'postgres', label: 'PostgreSQL', dataDir, databaseUrl: url, patients, ...found }
  } finally {
    await database.close()
  }
}
