// Server rows of the benchmark: autocannon on 127.0.0.1 for a fixed time against the app, against the raw
// database driver running the same SQL (bench/baseline-server.ts --mode raw) and against bare Fastify (the
// ceiling). Each pair starts both servers (raw then app, then app then raw, …) and keeps them running side by side,
// each figure loading them in turn in short slices; each start gives one cold-start sample and each server one
// memory sample; bench/pairs.ts turns the pairs into medians, spreads and verdicts.
import fs from 'node:fs'
import autocannon, { type RequestStep, type Result } from 'autocannon'
import { Random } from '../scripts/lib/random'
import { signIn } from '../scripts/lib/accounts'
import { evaluationGenerator } from '../scripts/lib/seed-data'
import { SEARCH_TERMS } from '../scripts/lib/search-terms'
import { startServer, type ServerProcess } from '../scripts/lib/server-process'
import { bundleServer, SERVER_BUNDLE } from '../scripts/build-server'
import type { Dataset } from './data'
import { BENCH_TOTP_KEY, currentCode, prepareMfaChallenges } from './mfa'
import { inTurn } from './pairs'
import { settle } from './settle'
import { percentile } from './stats'

// Both servers run as built bundles with plain node: the app as `npm start` runs it, the baselines the same way.
export const BASELINE_BUNDLE = 'dist/bench/baseline-server.js'

/** Builds the app's server bundle (as `npm run build` does) and the baselines' one. */
export async function bundleServers() {
  await bundleServer('src/server/main.ts', SERVER_BUNDLE)
  await bundleServer('bench/baseline-server.ts', BASELINE_BUNDLE)
}

// Seconds of load before each measured run, not recorded: JIT, caches, the connection pool.
const WARM_UP_S = 1
// Seconds of load on each route just after a server starts, before its first figure, not recorded. A server
// finishes starting after its banner (the app compiles its remaining validators, logs the audit head and purges
// stale rows) and its code is still being compiled to machine code: loaded without a break just after start, the
// app on GET patient took 5 to 7 s to reach its steady rate, the raw driver 3 to 4 s. With 0.5 s per route, the
// first figure (GET patient) measured that tail of the start-up (its first side-by-side group at 0.61x-0.66x, the
// next ones 0.73x-0.85x), and the cold start has a row of its own.
export const START_WARM_UP_S = 1

export interface Sample {
  rps: number
  p50: number
  p95: number
  p99: number
  requests: number
  errors: number
}

export interface Settings {
  /** Seconds per measured run (after a warm-up of WARM_UP_S). */
  duration: number
  /** App/baseline pairs per figure. */
  pairs: number
  connections: number
  log(line: string): void
}

/** What one load recorded, to be summed with other slices of the same figure. */
interface Recorded {
  latencies: number[]
  errors: number
  seconds: number
}

/** `connections` clients as fast as they can for `duration` seconds, every answer's latency recorded. */
async function record(
  base: string,
  build: () => { method?: string; path: string; body?: string; headers?: Record<string, string> },
  connections: number,
  duration: number,
): Promise<Recorded> {
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
  return { latencies, errors: errors + result.errors, seconds: result.duration }
}

/** One sample of slices recorded apart: their answers per second together, their latencies pooled. */
function sampleOf(slices: Recorded[]): Sample {
  const latencies = slices.flatMap((r) => r.latencies)
  const seconds = slices.reduce((sum, r) => sum + r.seconds, 0)
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    errors: slices.reduce((sum, r) => sum + r.errors, 0),
  }
}

/** One measured load: `connections` clients as fast as they can for `duration` seconds. */
export async function load(
  base: string,
  build: () => { method?: string; path: string; body?: string; headers?: Record<string, string> },
  connections: number,
  duration: number,
): Promise<Sample> {
  return sampleOf([await record(base, build, connections, duration)])
}

type Build = () => { method?: string; path: string; body?: string; headers?: Record<string, string> }

/** One recorded load after WARM_UP_S of the same load not recorded (JIT, caches, the connection pool). */
export async function measured(base: string, build: Build, connections: number, duration: number) {
  await record(base, build, connections, WARM_UP_S)
  return load(base, build, connections, duration)
}

/** Every route of a newly started server in turn, not recorded (START_WARM_UP_S each). */
async function warmUp(base: string, builds: Build[], connections: number) {
  for (const build of builds) await record(base, build, connections, START_WARM_UP_S)
}

/** What the benchmark asks of each server: the route and its request generator. */
interface Endpoint {
  key: string
  label: string
  app: (ctx: Ctx) => () => { method?: string; path: string; body?: string; headers?: Record<string, string> }
  raw: (ctx: Ctx) => () => { method?: string; path: string; body?: string }
}

export interface Ctx {
  data: Dataset
  token: string
  rng: Random
  /** A complete evaluation for a random patient. */
  body: () => string
  /** A draft halfway through the wizard, and the drafts it is saved as (each saved again and again). */
  draftBody: () => string
  draftIds: string[]
  /** Open login challenges, one per account with a second factor, each taken once (bench/mfa.ts). */
  challenges: string[]
  nextChallenge: number
}

/** The second login step's body: the next account's challenge and the code its app shows now. */
const secondStep = (c: Ctx) =>
  JSON.stringify({ challenge: c.challenges[c.nextChallenge++ % c.challenges.length], code: currentCode() })

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
    key: 'draft',
    label: 'PUT /api/drafts/{id} (saving a draft, 239 answers)',
    app: (c) => () => ({
      method: 'PUT',
      path: `/api/drafts/${pick(c.rng, c.draftIds)}`,
      body: c.draftBody(),
      headers: auth(c),
    }),
    raw: (c) => () => ({
      method: 'PUT',
      path: `/drafts/${pick(c.rng, c.draftIds)}?user=${c.data.account.id}`,
      body: c.draftBody(),
    }),
  },
  {
    key: 'mfa',
    label: 'POST /api/auth/login/mfa (second login step, a code of the app)',
    // The token in the answer, as the raw driver gives it (a browser's login gets a cookie instead).
    app: (c) => () => ({
      method: 'POST',
      path: '/api/auth/login/mfa',
      body: secondStep(c),
      headers: { 'x-session-transport': 'bearer' },
    }),
    raw: (c) => () => ({ method: 'POST', path: '/auth/login/mfa', body: secondStep(c) }),
  },
  {
    key: 'create',
    label: 'POST /api/evaluations (complete, 239 answers)',
    app: (c) => () => ({ method: 'POST', path: '/api/evaluations', body: c.body(), headers: auth(c) }),
    raw: (c) => () => ({ method: 'POST', path: '/evaluations', body: c.body() }),
  },
]

const SEARCH = ENDPOINTS.find((e) => e.key === 'search')!

/** One pair: the raw driver's server and the app's, each started cold, both measured on every endpoint. */
export interface ServerPair {
  /** Per endpoint key, plus 'search1' (search with one client) and, for the app, 'me'. */
  app: Record<string, Sample>
  raw: Record<string, Sample>
  appStartMs: number
  rawStartMs: number
  appRssMb: number
  rawRssMb: number
}

export interface ServerFigures {
  dataset: Dataset
  pairs: ServerPair[]
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

/** A draft as the wizard saves it halfway through: every answer so far, the step, its request keys. */
function draftBodyFor(rng: Random) {
  const generator = evaluationGenerator()
  const bodies = Array.from({ length: 20 }, () =>
    JSON.stringify({
      label: 'Heloísa Conceição Gonçalves',
      content: {
        step: 6,
        sections: generator.sections(rng),
        patientRequestKey: crypto.randomUUID(),
        evaluationRequestKey: crypto.randomUUID(),
      },
    }),
  )
  return () => rng.pick(bodies)
}

/**
 * One figure of both servers, running side by side: each warmed up on it, then loaded in slices A B B A (half the
 * duration each, `first` as A), so that the machine slowing down or speeding up within the figure favours neither
 * and both halves of each server's sample are seconds from the other's.
 */
async function sideBySide(
  first: { base: string; build: Build },
  second: { base: string; build: Build },
  connections: number,
  duration: number,
): Promise<[Sample, Sample]> {
  await record(first.base, first.build, connections, WARM_UP_S)
  await record(second.base, second.build, connections, WARM_UP_S)
  const half = duration / 2
  const a1 = await record(first.base, first.build, connections, half)
  const b1 = await record(second.base, second.build, connections, half)
  const b2 = await record(second.base, second.build, connections, half)
  const a2 = await record(first.base, first.build, connections, half)
  return [sampleOf([a1, a2]), sampleOf([b1, b2])]
}

/**
 * The raw driver's own copy of a PGlite folder (PGlite allows one process per folder), made afresh at each run:
 * the same data as the app's, so that both servers can run at once.
 */
function baselineCopy(data: Dataset): Dataset {
  const dataDir = `${data.dataDir}-raw`
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.cpSync(data.dataDir, dataDir, { recursive: true })
  return { ...data, dataDir }
}

export async function measureServer(data: Dataset, s: Settings): Promise<ServerFigures> {
  const f: ServerFigures = { dataset: data, pairs: [] }
  const rawData = data.kind === 'pglite' ? baselineCopy(data) : data
  const rng = new Random(42)
  const requests = {
    data,
    token: '',
    rng,
    body: completeBodyFor(data, rng),
    draftBody: draftBodyFor(rng),
    draftIds: Array.from({ length: 200 }, () => crypto.randomUUID()),
    challenges: [],
    nextChallenge: 0,
  }
  const appCtx: Ctx = { ...requests }
  const rawCtx: Ctx = { ...requests }
  // Before each pair's starts (no server holds the data then): every account a fresh challenge and an unused step.
  // On one PostgreSQL both servers share the accounts, half each; on PGlite each has its own copy of all of them.
  const prepareChallenges = async () => {
    if (rawData === data) {
      const all = await prepareMfaChallenges(data)
      appCtx.challenges = all.slice(0, all.length / 2)
      rawCtx.challenges = all.slice(all.length / 2)
    } else {
      appCtx.challenges = await prepareMfaChallenges(data)
      rawCtx.challenges = await prepareMfaChallenges(rawData)
    }
    appCtx.nextChallenge = 0
    rawCtx.nextChallenge = 0
  }
  // The floor: the raw driver with the same SQL, on its copy of the data.
  const startRaw = async (): Promise<ServerProcess> => {
    const server = await startServer({
      dataDir: rawData.dataDir,
      databaseUrl: rawData.databaseUrl,
      script: BASELINE_BUNDLE,
      args: [
        '--mode',
        'raw',
        ...(rawData.databaseUrl ? ['--database-url', rawData.databaseUrl] : ['--data-dir', rawData.dataDir]),
      ],
      banner: 'Baseline ready:',
      env: { TOTP_KEY: BENCH_TOTP_KEY },
    })
    return server
  }
  // The app, started as `npm start` starts it.
  const startApp = async (): Promise<ServerProcess> => {
    const server = await startServer({
      dataDir: data.dataDir,
      databaseUrl: data.databaseUrl,
      script: SERVER_BUNDLE,
      // One account drives every request: its searches and drafts (draftIds) are more than one clinician's limits.
      // Its account signs in with a password alone; the second step has its own row (bench/mfa.ts).
      env: {
        MFA_REQUIRED: 'none',
        AUTH_ATTEMPTS_PER_IP: '100000',
        DRAFT_QUOTA: '1000',
        PATIENT_LIST_PER_MINUTE: '100000000',
        PATIENT_EXPORTS_PER_MINUTE: '100000000',
        TOTP_KEY: BENCH_TOTP_KEY,
      },
    })
    appCtx.token = await signIn(server.url, data.account.email)
    return server
  }
  const started: ServerProcess[] = []
  const start = async (which: () => Promise<ServerProcess>) => {
    const server = await which()
    started.push(server)
    return server
  }

  for (let i = 0; i < s.pairs; i++) {
    await prepareChallenges()
    await settle(data.databaseUrl)
    try {
      // The raw driver first in even pairs, the app first in odd ones (for the starts and for each figure).
      const { app, baseline: raw } = await inTurn(
        i,
        () => start(startApp),
        () => start(startRaw),
      )
      // Both started (each start timed alone, the other idle), then both warmed up at once: the warm-up is not
      // measured, and one server's warm-up after the other's made a full run 0.8 min longer (24.3 against 23.5 min).
      await Promise.all([
        warmUp(
          app.url,
          ENDPOINTS.map((e) => e.app(appCtx)),
          s.connections,
        ),
        warmUp(
          raw.url,
          ENDPOINTS.map((e) => e.raw(rawCtx)),
          s.connections,
        ),
      ])
      const both = async (appBuild: Build, rawBuild: Build, connections = s.connections) => {
        const appSide = { base: app.url, build: appBuild }
        const rawSide = { base: raw.url, build: rawBuild }
        if (i % 2) {
          const [a, r] = await sideBySide(appSide, rawSide, connections, s.duration)
          return { a, r }
        }
        const [r, a] = await sideBySide(rawSide, appSide, connections, s.duration)
        return { a, r }
      }
      const pair: ServerPair = {
        app: {},
        raw: {},
        appStartMs: app.startMs,
        rawStartMs: raw.startMs,
        appRssMb: NaN,
        rawRssMb: NaN,
      }
      for (const e of ENDPOINTS) {
        const { a, r } = await both(e.app(appCtx), e.raw(rawCtx))
        pair.app[e.key] = a
        pair.raw[e.key] = r
      }
      const search1 = await both(SEARCH.app(appCtx), SEARCH.raw(rawCtx), 1)
      pair.app.search1 = search1.a
      pair.raw.search1 = search1.r
      pair.app.me = await measured(
        app.url,
        () => ({ path: '/api/auth/me', headers: auth(appCtx) }),
        s.connections,
        s.duration,
      )
      pair.appRssMb = app.rssMb()
      pair.rawRssMb = raw.rssMb()
      f.pairs.push(pair)
      s.log(
        `  ${data.label} pair ${i + 1}/${s.pairs}: ` +
          ENDPOINTS.map(
            (e) => `${e.key} ${pair.app[e.key]!.rps.toFixed(0)}/${pair.raw[e.key]!.rps.toFixed(0)}`,
          ).join(', ') +
          ` req/s (app/raw); start ${pair.appStartMs.toFixed(0)} ms; RSS ${pair.appRssMb.toFixed(0)} MB`,
      )
    } finally {
      await Promise.all(started.splice(0).map((server) => server.stop()))
    }
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
    for (let i = 0; i < s.pairs; i++)
      samples.push(await measured(server.url, () => ({ path: '/constant' }), s.connections, s.duration))
  } finally {
    await server.stop()
  }
  return samples
}
