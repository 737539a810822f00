// "A clinic network on one PostgreSQL": 1,000,000 patients and 300,000 evaluations (0.3 per patient) in the
// database `fono_bench_network_1000000` on BENCH_DATABASE_URL's (or TEST_DATABASE_URL's) server, seeded once by
// `npm run seed` itself (the time it took is kept in the database's comment) and reused by later runs. Then the
// baseline server (the app's driver path, bench/baseline-server.ts) and the app take turns on it in pairs (who goes first alternating) and it measures what a network of clinics
// feels: search latency at 10 clients, the first page of the patient list, and opening a patient or an evaluation
// against that baseline running the same SQL. `npm run bench -- --network` runs only this.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { SERVER_BUNDLE } from '../scripts/build-server'
import { createClinicians, signIn } from '../scripts/lib/accounts'
import { Random } from '../scripts/lib/random'
import { REPO_ROOT, startServer, type ServerProcess } from '../scripts/lib/server-process'
import { openDatabase } from '../src/server/db/client'
import { createDatabase, databaseExists, databaseUrl, dropDatabase } from '../tests/kit/databases'
import { DATA_ROOT, type Dataset } from './data'
import { inTurn, type Figure } from './pairs'
import {
  APP_ENV,
  BASELINE_BUNDLE,
  bundleServers,
  ENDPOINTS,
  measured,
  type Ctx,
  type Sample,
  type Settings,
} from './server'
import { fmt } from './stats'

export const NETWORK_PATIENTS = 1_000_000
export const NETWORK_EVALUATIONS = 300_000
export const NETWORK_DATABASE = `fono_bench_network_${NETWORK_PATIENTS}`

/** What the database's comment records once the seed has finished (absent or different: seed it again). */
interface Seeded {
  patients: number
  evaluations: number
  seed: number
  seedSeconds: number
  vacuumSeconds: number
  at: string
}

type Build = () => { path: string; headers?: Record<string, string> }

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function readSeeded(url: string): Promise<Seeded | null> {
  const note = await withClient(url, async (client) => {
    const { rows } = await client.query<{ note: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = current_database()`,
    )
    return rows[0]?.note ?? null
  })
  try {
    const seeded = JSON.parse(note ?? 'null') as Seeded | null
    return seeded?.patients === NETWORK_PATIENTS && seeded.evaluations === NETWORK_EVALUATIONS ? seeded : null
  } catch {
    return null
  }
}

/** `npm run seed` as a user runs it (same code path, same output), on DATABASE_URL = `url`. */
function runSeed(url: string, log: (line: string) => void): Promise<void> {
  const args = [
    '--import',
    'tsx',
    'scripts/seed.ts',
    '--patients',
    String(NETWORK_PATIENTS),
    '--evaluations',
    String(NETWORK_EVALUATIONS),
    '--seed',
    '1',
  ]
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url }
  delete env.MIGRATION_DATABASE_URL
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`  seed: ${line.trim()}`)
  }
  child.stdout.on('data', forward)
  child.stderr.on('data', forward)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run seed ended with ${signal ?? `exit code ${code}`}`)),
    )
  })
}

/** The seeded database (created and seeded on the first run, reused afterwards) and how it was seeded. */
async function prepare(base: string, log: (line: string) => void) {
  const url = databaseUrl(base, NETWORK_DATABASE)
  let seeded = (await databaseExists(base, NETWORK_DATABASE)) ? await readSeeded(url) : null
  if (seeded) {
    log(
      `Network: reusing database ${NETWORK_DATABASE}, seeded ${seeded.at} in ${fmt(seeded.seedSeconds / 60, 1)} min ` +
        `(drop it to seed again).`,
    )
  } else {
    // Absent, or a seed that did not finish: start from an empty database.
    await dropDatabase(base, NETWORK_DATABASE)
    await createDatabase(base, NETWORK_DATABASE)
    log(
      `Network: seeding ${fmt(NETWORK_PATIENTS)} patients and ${fmt(NETWORK_EVALUATIONS)} evaluations into ` +
        `${NETWORK_DATABASE} with npm run seed (once; later runs reuse it) …`,
    )
    const started = performance.now()
    await runSeed(url, log)
    const seedSeconds = (performance.now() - started) / 1000
    // What autovacuum would have done by then on a live server: the visibility map (index-only scans) and
    // fresh statistics. Timed apart from the seed.
    const vacuumStarted = performance.now()
    await withClient(url, (client) => client.query('VACUUM (ANALYZE) patients, evaluations'))
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000
    seeded = {
      patients: NETWORK_PATIENTS,
      evaluations: NETWORK_EVALUATIONS,
      seed: 1,
      seedSeconds,
      vacuumSeconds,
      at: new Date().toISOString(),
    }
    const note = JSON.stringify(seeded).replaceAll("'", "''")
    await withClient(url, (client) => client.query(`COMMENT ON DATABASE ${NETWORK_DATABASE} IS '${note}'`))
    log(`  seeded in ${fmt(seedSeconds / 60, 1)} min, VACUUM ANALYZE ${fmt(vacuumSeconds, 0)} s`)
  }
  return { url, seeded }
}

/**
 * The database's size, and its big tables' with their indexes (bytes). The audit trail grows with every run (each
 * read the app answers is recorded), so it is named apart.
 */
async function sizesOf(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ db: string; patients: string; evaluations: string; audit: string }>(
      `SELECT pg_database_size(current_database()) AS db, pg_total_relation_size('patients') AS patients,
              pg_total_relation_size('evaluations') AS evaluations, pg_total_relation_size('audit_log') AS audit`,
    )
    return {
      db: Number(rows[0]!.db),
      patients: Number(rows[0]!.patients),
      evaluations: Number(rows[0]!.evaluations),
      audit: Number(rows[0]!.audit),
    }
  })
}

/** Ids to request (random rows, so that the requests do not all hit the same cached pages) and an account. */
async function dataset(url: string): Promise<Dataset> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 })
  try {
    const [account] = await createClinicians(database.db, 1, 'bench')
    const ids = async (text: string) =>
      withClient(url, async (client) => (await client.query<{ id: string }>(text)).rows.map((r) => r.id))
    const patientIds = await ids('SELECT id FROM patients TABLESAMPLE SYSTEM (0.5) LIMIT 2000')
    const evaluationIds = await ids('SELECT id FROM evaluations TABLESAMPLE SYSTEM (2) LIMIT 2000')
    const dataDir = path.join(DATA_ROOT, `postgres-network-${NETWORK_PATIENTS}`)
    fs.mkdirSync(dataDir, { recursive: true })
    return {
      kind: 'postgres',
      label: 'PostgreSQL network',
      dataDir,
      databaseUrl: url,
      patients: NETWORK_PATIENTS,
      evaluations: NETWORK_EVALUATIONS,
      account: account!,
      patientIds,
      evaluationIds,
    }
  } finally {
    await database.close()
  }
}

const gb = (bytes: number) => `${fmt(bytes / 2 ** 30, 2)} GB`

/**
 * Seeds (once) and measures the network scenario in app/raw pairs (who goes first alternating). Returns its
 * figures, and lines for the results' header: how long the seed took and how big the database is.
 */
export async function measureNetwork(
  base: string,
  settings: Settings,
): Promise<{ figures: Figure[]; notes: string[] }> {
  const { log, pairs, duration, connections } = settings
  const { url, seeded } = await prepare(base, log)
  const data = await dataset(url) // migrates the database to this version of the app first
  const sizes = await sizesOf(url)
  log(
    `Network: ${gb(sizes.db)} (patients ${gb(sizes.patients)}, evaluations ${gb(sizes.evaluations)}, ` +
      `audit_log ${gb(sizes.audit)}); ${pairs} pairs …`,
  )
  await bundleServers()

  const rng = new Random(7)
  const ctx: Ctx = {
    data,
    token: '',
    rng,
    body: () => '',
    draftBody: () => '',
    draftIds: [],
    challenges: [],
    nextChallenge: 0,
  }
  const endpoint = (key: string) => ENDPOINTS.find((e) => e.key === key)!
  const auth = () => ({ authorization: `Bearer ${ctx.token}` })
  // The measured loads: [key, app request, raw request, clients].
  const loads: [string, (c: Ctx) => Build, (c: Ctx) => Build, number][] = [
    ['search', endpoint('search').app, endpoint('search').raw, connections],
    [
      'list',
      () => () => ({ path: '/api/patients', headers: auth() }),
      () => () => ({ path: '/patients' }),
      connections,
    ],
    [
      'list1',
      () => () => ({ path: '/api/patients', headers: auth() }),
      () => () => ({ path: '/patients' }),
      1,
    ],
    ['patient', endpoint('patient').app, endpoint('patient').raw, connections],
    ['evaluation', endpoint('evaluation').app, endpoint('evaluation').raw, connections],
  ]
  const run = (server: ServerProcess, build: Build, clients: number) =>
    measured(server.url, build, clients, duration)
  const measureRaw = async () => {
    const server = await startServer({
      dataDir: data.dataDir,
      databaseUrl: url,
      script: BASELINE_BUNDLE,
      args: ['--mode', 'driver', '--database-url', url],
      banner: 'Baseline ready:',
    })
    try {
      const samples: Record<string, Sample> = {}
      for (const [key, , rawBuild, clients] of loads) samples[key] = await run(server, rawBuild(ctx), clients)
      return samples
    } finally {
      await server.stop()
    }
  }
  const measureApp = async () => {
    const server = await startServer({
      dataDir: data.dataDir,
      databaseUrl: url,
      script: SERVER_BUNDLE,
      env: APP_ENV,
    })
    try {
      ctx.token = await signIn(server.url, data.account.email)
      const samples: Record<string, Sample> = {}
      for (const [key, appBuild, , clients] of loads) samples[key] = await run(server, appBuild(ctx), clients)
      return samples
    } finally {
      await server.stop()
    }
  }
  const samplesByPair: { app: Record<string, Sample>; raw: Record<string, Sample> }[] = []
  for (let i = 0; i < pairs; i++) {
    const { app, baseline: raw } = await inTurn(i, measureApp, measureRaw)
    samplesByPair.push({ app, raw })
    log(
      `  network pair ${i + 1}/${pairs}: ` +
        loads.map(([key]) => `${key} p95 ${fmt(app[key]!.p95, 1)}/${fmt(raw[key]!.p95, 1)} ms`).join(', ') +
        ' (app/raw)',
    )
  }

  const errors = (key: string) =>
    samplesByPair.reduce((n, p) => n + p.app[key]!.errors + p.raw[key]!.errors, 0)
  const where = `PostgreSQL network, ${fmt(NETWORK_PATIENTS)} patients / ${fmt(NETWORK_EVALUATIONS)} evaluations`
  const latency = (key: string, label: string, limit: number): Figure => ({
    key: `network.${key}.p95`,
    measure: `${where}: ${label} latency p95 (ms) vs baseline`,
    unit: 'ms',
    digits: 1,
    better: 'lower',
    limit,
    errors: errors(key),
    pairs: samplesByPair.map((p) => ({ app: p.app[key]!.p95, baseline: p.raw[key]!.p95 })),
  })
  const throughput = (key: string, label: string): Figure => ({
    key: `network.${key}.rps`,
    measure: `${where}: ${label} vs baseline (the app's driver path, same SQL), req/s at ${connections} connections`,
    unit: 'req/s',
    better: 'higher',
    ratioTarget: 0.85,
    errors: errors(key),
    pairs: samplesByPair.map((p) => ({ app: p.app[key]!.rps, baseline: p.raw[key]!.rps })),
  })
  return {
    figures: [
      latency('search', `GET /api/patients?q= at ${connections} clients`, 50),
      latency('list', `GET /api/patients (first page, no q) at ${connections} clients`, 10),
      latency('list1', 'GET /api/patients (first page, no q) at 1 client', 10),
      throughput('patient', 'GET /api/patients/{id}'),
      throughput('evaluation', 'GET /api/evaluations/{id}'),
    ],
    notes: [
      `Network database: seeded with \`npm run seed\` on ${seeded.at.slice(0, 10)} in ` +
        `${fmt(seeded.seedSeconds / 60, 1)} min (VACUUM ANALYZE afterwards ${fmt(seeded.vacuumSeconds, 0)} s); ` +
        `${gb(sizes.db)} (pg_database_size; with their indexes patients ${gb(sizes.patients)}, evaluations ` +
        `${gb(sizes.evaluations)}, audit_log ${gb(sizes.audit)} from the benchmark's own reads).`,
    ],
  }
}
