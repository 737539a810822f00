// Server rows of the benchmark: autocannon on 127.0.0.1 for a fixed time against the app, against the raw
// database driver running the same SQL (bench/baseline-server.ts --mode raw) and against bare Fastify (the
// ceiling). Servers are started in turns (raw, app, raw, app, …), each start giving one cold-start sample and
// each run one memory sample; every figure is the median over the runs.
import autocannon, { type RequestStep, type Result } from 'autocannon'
import { Random } from '../scripts/lib/random'
import { signIn } from '../scripts/lib/accounts'
import { evaluationGenerator } from '../scripts/lib/seed-data'
import { SEARCH_TERMS } from '../scripts/lib/search-terms'
import { startServer, type ServerProcess } from '../scripts/lib/server-process'
import { bundleServer, SERVER_BUNDLE } from '../scripts/build-server'
import type { Dataset } from './data'
import { median, percentile } from './stats'

// Both servers run as built bundles with plain node: the app as `npm start` runs it, the baselines the same way.
export const BASELINE_BUNDLE = 'dist/bench/baseline-server.js'

/** Builds the app's server bundle (as `npm run build` does) and the baselines' one. */
export async function bundleServers() {
  await bundleServer('src/server/main.ts', SERVER_BUNDLE)
  await bundleServer('bench/baseline-server.ts', BASELINE_BUNDLE)
}

export interface Sample {
  rps: number
  p50: number
  p95: number
  p99: number
  requests: number
  errors: number
}

export interface Settings {
  /** Seconds per measured run. */
  duration: number
  runs: number
  connections: number
  log(line: string): void
}

/** One measured load: `connections` clients as fast as they can for `duration` seconds. */
export async function load(
  base: string,
  build: () => { method?: string; path: string; body?: string; headers?: Record<string, string> },
  connections: number,
  duration: number,
): Promise<Sample> {
  const latencies: number[] = []
  let errors = 0
  const expected = new Set([200, 201])
  const step: RequestStep = {
    setupRequest() {
      const { method = 'GET', path, body, headers = {} } = build()
      return {
        method,
        path,
        body,
        headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      }
    },
  }
  const instance = autocannon({ url: base, connections, duration, timeout: 10, requests: [step] })
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms)
    if (!expected.has(status)) errors++
  })
  const result = await new Promise<Result>((resolve, reject) => {
    instance.on('done', resolve)
    instance.on('error', (error) => reject(error as Error))
  })
  return {
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    errors: errors + result.errors,
  }
}

/** What the benchmark asks of each server: the route and its request generator. */
interface Endpoint {
  key: string
  label: string
  app: (ctx: Ctx) => () => { method?: string; path: string; body?: string; headers?: Record<string, string> }
  raw: (ctx: Ctx) => () => { method?: string; path: string; body?: string }
}

interface Ctx {
  data: Dataset
  token: string
  rng: Random
  body: () => string
}

const pick = <T>(rng: Random, items: T[]) => rng.pick(items)
const auth = (ctx: Ctx) => ({ authorization: `Bearer ${ctx.token}` })

export const ENDPOINTS: Endpoint[] = [
  {
    key: 'patient',
    label: 'GET /api/patients/{id}',
    app: (c) => () => ({ path: `/api/patients/${pick(c.rng, c.data.patientIds)}`, headers: auth(c) }),
    raw: (c) => () => ({ path: `/patients/${pick(c.rng, c.data.patientIds)}` }),
  },
  {
    key: 'search',
    label: 'GET /api/patients?q=',
    app: (c) => () => ({
      path: `/api/patients?q=${encodeURIComponent(pick(c.rng, SEARCH_TERMS))}`,
      headers: auth(c),
    }),
    raw: (c) => () => ({ path: `/patients?q=${encodeURIComponent(pick(c.rng, SEARCH_TERMS))}` }),
  },
  {
    key: 'history',
    label: 'GET /api/patients/{id}/evaluations',
    app: (c) => () => ({
      path: `/api/patients/${pick(c.rng, c.data.patientIds)}/evaluations`,
      headers: auth(c),
    }),
    raw: (c) => () => ({ path: `/patients/${pick(c.rng, c.data.patientIds)}/evaluations` }),
  },
  {
    key: 'evaluation',
    label: 'GET /api/evaluations/{id}',
    app: (c) => () => ({ path: `/api/evaluations/${pick(c.rng, c.data.evaluationIds)}`, headers: auth(c) }),
    raw: (c) => () => ({ path: `/evaluations/${pick(c.rng, c.data.evaluationIds)}` }),
  },
  {
    key: 'create',
    label: 'POST /api/evaluations (complete, 239 answers)',
    app: (c) => () => ({ method: 'POST', path: '/api/evaluations', body: c.body(), headers: auth(c) }),
    raw: (c) => () => ({ method: 'POST', path: '/evaluations', body: c.body() }),
  },
]

export interface ServerFigures {
  dataset: Dataset
  /** Per endpoint key: samples of the app and of the raw driver at `connections`. */
  app: Record<string, Sample[]>
  raw: Record<string, Sample[]>
  /** Search with one client (latency). */
  appSearch1: Sample[]
  rawSearch1: Sample[]
  /** GET /api/auth/me (JWT + session check, nothing else). */
  appMe: Sample[]
  appStartMs: number[]
  rawStartMs: number[]
  appRssMb: number[]
  rawRssMb: number[]
}

export function completeBodyFor(data: Dataset, rng: Random) {
  const generator = evaluationGenerator()
  const bodies = Array.from({ length: 50 }, () => ({
    evaluationData: '2026-05-04',
    mainComplaint: generator.mainComplaint(rng),
    ...generator.sections(rng),
  }))
  return () => JSON.stringify({ patientId: rng.pick(data.patientIds), ...rng.pick(bodies) })
}

export async function measureServer(data: Dataset, s: Settings): Promise<ServerFigures> {
  const f: ServerFigures = {
    dataset: data,
    app: {},
    raw: {},
    appSearch1: [],
    rawSearch1: [],
    appMe: [],
    appStartMs: [],
    rawStartMs: [],
    appRssMb: [],
    rawRssMb: [],
  }
  const rng = new Random(42)
  const ctx: Ctx = { data, token: '', rng, body: completeBodyFor(data, rng) }
  const warm = Math.min(1, s.duration)
  const run = async (
    base: string,
    build: () => { method?: string; path: string; body?: string; headers?: Record<string, string> },
    connections = s.connections,
  ) => {
    await load(base, build, connections, warm) // warm-up: JIT, caches, connection pool; not recorded
    return load(base, build, connections, s.duration)
  }
  const where = { dataDir: data.dataDir, databaseUrl: data.databaseUrl }
  const raise = { AUTH_ATTEMPTS_PER_IP: '100000' }

  for (let i = 0; i < s.runs; i++) {
    // The floor: the raw driver with the same SQL.
    let server: ServerProcess = await startServer({
      ...where,
      script: BASELINE_BUNDLE,
      args: [
        '--mode',
        'raw',
        ...(data.databaseUrl ? ['--database-url', data.databaseUrl] : ['--data-dir', data.dataDir]),
      ],
      banner: 'Baseline ready:',
    })
    try {
      f.rawStartMs.push(server.startMs)
      for (const e of ENDPOINTS) (f.raw[e.key] ??= []).push(await run(server.url, e.raw(ctx)))
      f.rawSearch1.push(await run(server.url, ENDPOINTS[1]!.raw(ctx), 1))
      f.rawRssMb.push(server.rssMb())
    } finally {
      await server.stop()
    }

    // The app, started as `npm start` starts it.
    server = await startServer({ ...where, script: SERVER_BUNDLE, env: raise })
    try {
      f.appStartMs.push(server.startMs)
      ctx.token = await signIn(server.url, data.account.email)
      for (const e of ENDPOINTS) (f.app[e.key] ??= []).push(await run(server.url, e.app(ctx)))
      f.appSearch1.push(await run(server.url, ENDPOINTS[1]!.app(ctx), 1))
      f.appMe.push(await run(server.url, () => ({ path: '/api/auth/me', headers: auth(ctx) })))
      f.appRssMb.push(server.rssMb())
    } finally {
      await server.stop()
    }
    const rate = (samples: Sample[] | undefined) => median((samples ?? []).map((x) => x.rps)).toFixed(0)
    s.log(
      `  ${data.label} run ${i + 1}/${s.runs}: ` +
        ENDPOINTS.map(
          (e) => `${e.key} ${rate(f.app[e.key]?.slice(-1))}/${rate(f.raw[e.key]?.slice(-1))}`,
        ).join(', ') +
        ` req/s (app/raw); start ${f.appStartMs.at(-1)!.toFixed(0)} ms; RSS ${f.appRssMb.at(-1)!.toFixed(0)} MB`,
    )
  }
  return f
}

/** Bare Fastify answering a constant JSON: the ceiling of this HTTP stack on this machine. */
export async function measureCeiling(s: Settings): Promise<Sample[]> {
  const samples: Sample[] = []
  const server = await startServer({
    dataDir: '',
    script: BASELINE_BUNDLE,
    args: ['--mode', 'ceiling'],
    banner: 'Baseline ready:',
  })
  try {
    for (let i = 0; i < s.runs; i++) {
      await load(server.url, () => ({ path: '/constant' }), s.connections, Math.min(1, s.duration))
      samples.push(await load(server.url, () => ({ path: '/constant' }), s.connections, s.duration))
    }
  } finally {
    await server.stop()
  }
  return samples
}
