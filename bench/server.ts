// Server rows of the benchmark: autocannon on 127.0.0.1 for a fixed time against the app, against the baseline
// (bench/baseline-server.ts --mode driver: bare Fastify and the database driver as the app drives it, running the
// same SQL), against the same SQL through the driver's plain query() (--mode naive, a reference row) and against bare
// Fastify (the ceiling). Each pair starts the three servers (the app and the baseline in turn, who first alternating)
// and keeps them running side by side, each figure loading them in turn in short slices; each server gives one memory
// sample. The cold start has pairs of its own (measureColdStart). bench/pairs.ts turns the pairs into medians,
// spreads and verdicts.
import fs from 'node:fs'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon, { type RequestStep, type Result } from 'autocannon'
import { Random } from '../scripts/lib/random'
import { signIn } from '../scripts/lib/accounts'
import { evaluationGenerator } from '../scripts/lib/seed-data'
import { SEARCH_TERMS } from '../scripts/lib/search-terms'
import { startServer, type ServerProcess } from '../scripts/lib/server-process'
import { bundleServer, SERVER_BUNDLE } from '../scripts/build-server'
import type { Dataset } from './data'
import { BENCH_TOTP_KEY, currentCode, prepareMfaChallenges } from './mfa'
import { inTurn, sliceOrder } from './pairs'
import { settle } from './settle'
import { percentile } from './stats'

// Both servers run as built bundles with plain node: the app as `npm start` runs it, the baselines the same way.
export const BASELINE_BUNDLE = 'dist/bench/baseline-server.js'
// A folder of its own: a bundle's build removes the chunks beside it.
export const PGLITE_ALONE_BUNDLE = 'dist/bench/pglite-alone/pglite-alone.js'

/** Builds the app's server bundle (as `npm run build` does), the baselines' and PGlite alone's. */
export async function bundleServers() {
  await bundleServer('src/server/main.ts', SERVER_BUNDLE)
  await bundleServer('bench/baseline-server.ts', BASELINE_BUNDLE)
  await bundleServer('bench/pglite-alone.ts', PGLITE_ALONE_BUNDLE)
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
  /** Also the naive driver's server, a third side of every figure. */
  naive: boolean
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
/** A read of the same path (a new one each request) on both: the app's under /api and signed in, the baseline's. */
const read = (path: (c: Ctx) => string): Pick<Endpoint, 'app' | 'raw'> => ({
  app: (c) => () => ({ path: `/api${path(c)}`, headers: auth(c) }),
  raw: (c) => () => ({ path: path(c) }),
})

export const ENDPOINTS: Endpoint[] = [
  {
    key: 'patient',
    label: 'GET /api/patients/{id}',
    ...read((c) => `/patients/${pick(c.rng, c.data.patientIds)}`),
  },
  {
    key: 'search',
    label: 'GET /api/patients?q=',
    ...read((c) => `/patients?q=${encodeURIComponent(pick(c.rng, SEARCH_TERMS))}`),
  },
  {
    key: 'history',
    label: 'GET /api/patients/{id}/evaluations',
    ...read((c) => `/patients/${pick(c.rng, c.data.patientIds)}/evaluations`),
  },
  {
    key: 'evaluation',
    label: 'GET /api/evaluations/{id}',
    ...read((c) => `/evaluations/${pick(c.rng, c.data.evaluationIds)}`),
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

/** One pair: the app's, the baseline's and (optionally) the naive driver's server, all measured on every endpoint. */
export interface ServerPair {
  /** Per endpoint key, plus 'search1' (search with one client) and, for the app, 'me'. */
  app: Record<string, Sample>
  driver: Record<string, Sample>
  naive?: Record<string, Sample>
  appRssMb: number
  driverRssMb: number
}

/** One cold start pair: spawn to the first 200 of a database-backed route, and PGlite alone to its first answer. */
export interface StartPair {
  appMs: number
  /** PGlite alone on the same folder (PGlite only). */
  pgliteMs?: number
}

export interface ServerFigures {
  dataset: Dataset
  pairs: ServerPair[]
  starts: StartPair[]
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
 * One figure of servers running side by side: each warmed up on it, then loaded in slices A B C C B A (half the
 * duration each, in `sides`' order), so that the machine slowing down or speeding up within the figure favours none
 * and both halves of each server's sample are seconds from the others'.
 */
async function sideBySide(
  sides: { base: string; build: Build }[],
  connections: number,
  duration: number,
): Promise<Sample[]> {
  for (const side of sides) await record(side.base, side.build, connections, WARM_UP_S)
  const slices: Recorded[][] = sides.map(() => [])
  for (const i of sliceOrder(sides.length)) {
    const side = sides[i]!
    slices[i]!.push(await record(side.base, side.build, connections, duration / 2))
  }
  return slices.map(sampleOf)
}

/**
 * A baseline's own copy of a PGlite folder (PGlite allows one process per folder), made afresh at each run: the
 * same data as the app's, so that the servers can run at once.
 */
function baselineCopy(data: Dataset, suffix: string): Dataset {
  const dataDir = `${data.dataDir}-${suffix}`
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.cpSync(data.dataDir, dataDir, { recursive: true })
  return { ...data, dataDir }
}

// The app as the benchmark runs it. One account drives every request: its searches and drafts (draftIds) are more
// than one clinician's limits. Its account signs in with a password alone; the second step has its own row
// (bench/mfa.ts).
export const APP_ENV = {
  MFA_REQUIRED: 'none',
  AUTH_ATTEMPTS_PER_IP: '100000',
  DRAFT_QUOTA: '1000',
  PATIENT_LIST_PER_MINUTE: '100000000',
  PATIENT_EXPORTS_PER_MINUTE: '100000000',
  TOTP_KEY: BENCH_TOTP_KEY,
}

export async function measureServer(data: Dataset, s: Settings): Promise<ServerFigures> {
  const f: ServerFigures = { dataset: data, pairs: [], starts: [] }
  const pglite = data.kind === 'pglite'
  const driverData = pglite ? baselineCopy(data, 'driver') : data
  const naiveData = pglite && s.naive ? baselineCopy(data, 'naive') : data
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
  const driverCtx: Ctx = { ...requests }
  const naiveCtx: Ctx = { ...requests }
  const contexts = [appCtx, driverCtx, ...(s.naive ? [naiveCtx] : [])]
  // Before each pair's starts (no server holds the data then): every account a fresh challenge and an unused step.
  // On one PostgreSQL the servers share the accounts, a share each; on PGlite each has its own copy of all of them.
  const prepareChallenges = async () => {
    if (!pglite) {
      const all = await prepareMfaChallenges(data)
      const share = Math.floor(all.length / contexts.length)
      contexts.forEach((ctx, i) => (ctx.challenges = all.slice(i * share, (i + 1) * share)))
    } else {
      appCtx.challenges = await prepareMfaChallenges(data)
      driverCtx.challenges = await prepareMfaChallenges(driverData)
      if (s.naive) naiveCtx.challenges = await prepareMfaChallenges(naiveData)
    }
    for (const ctx of contexts) ctx.nextChallenge = 0
  }
  const startBaseline = (mode: 'driver' | 'naive', on: Dataset) => async (): Promise<ServerProcess> =>
    startServer({
      dataDir: on.dataDir,
      databaseUrl: on.databaseUrl,
      script: BASELINE_BUNDLE,
      args: [
        '--mode',
        mode,
        ...(on.databaseUrl ? ['--database-url', on.databaseUrl] : ['--data-dir', on.dataDir]),
      ],
      banner: 'Baseline ready:',
      env: { TOTP_KEY: BENCH_TOTP_KEY },
    })
  // The app, started as `npm start` starts it.
  const startApp = async (): Promise<ServerProcess> => {
    const server = await startServer({
      dataDir: data.dataDir,
      databaseUrl: data.databaseUrl,
      script: SERVER_BUNDLE,
      env: APP_ENV,
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
      // The baseline first in even pairs, the app first in odd ones (for the starts and for each figure).
      const { app, baseline: driver } = await inTurn(
        i,
        () => start(startApp),
        () => start(startBaseline('driver', driverData)),
      )
      const naive = s.naive ? await start(startBaseline('naive', naiveData)) : undefined
      const servers = [
        { key: 'app', server: app, ctx: appCtx, build: (e: Endpoint) => e.app(appCtx) },
        { key: 'driver', server: driver, ctx: driverCtx, build: (e: Endpoint) => e.raw(driverCtx) },
        ...(naive
          ? [{ key: 'naive', server: naive, ctx: naiveCtx, build: (e: Endpoint) => e.raw(naiveCtx) }]
          : []),
      ]
      // All started (each start alone, the others idle), then all warmed up at once: the warm-up is not measured.
      await Promise.all(
        servers.map(({ server, build }) => warmUp(server.url, ENDPOINTS.map(build), s.connections)),
      )
      // The app and the baseline in turn as in the starts; the naive driver, a reference only, in the middle.
      const order = i % 2 ? [0, 2, 1] : [1, 2, 0]
      const ordered = order.filter((k) => k < servers.length).map((k) => servers[k]!)
      const pair: ServerPair = {
        app: {},
        driver: {},
        naive: naive ? {} : undefined,
        appRssMb: NaN,
        driverRssMb: NaN,
      }
      const all = async (e: Endpoint, key: string, connections = s.connections) => {
        const samples = await sideBySide(
          ordered.map(({ server, build }) => ({ base: server.url, build: build(e) })),
          connections,
          s.duration,
        )
        ordered.forEach(({ key: side }, k) => {
          const into = pair[side as 'app' | 'driver' | 'naive']
          if (into) into[key] = samples[k]!
        })
      }
      for (const e of ENDPOINTS) await all(e, e.key)
      await all(SEARCH, 'search1', 1)
      pair.app.me = await measured(
        app.url,
        () => ({ path: '/api/auth/me', headers: auth(appCtx) }),
        s.connections,
        s.duration,
      )
      pair.appRssMb = app.rssMb()
      pair.driverRssMb = driver.rssMb()
      f.pairs.push(pair)
      s.log(
        `  ${data.label} pair ${i + 1}/${s.pairs}: ` +
          ENDPOINTS.map(
            (e) =>
              `${e.key} ${pair.app[e.key]!.rps.toFixed(0)}/${pair.driver[e.key]!.rps.toFixed(0)}` +
              (pair.naive ? `/${pair.naive[e.key]!.rps.toFixed(0)}` : ''),
          ).join(', ') +
          ` req/s (app/baseline${pair.naive ? '/naive' : ''}); RSS ${pair.appRssMb.toFixed(0)} MB`,
      )
    } finally {
      await Promise.all(started.splice(0).map((server) => server.stop()))
    }
  }
  f.starts = await measureColdStart(data, appCtx.token, s)
  return f
}

/** A port free on 127.0.0.1 now, for a server whose address must be known before it says it is listening. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Milliseconds from spawning the app to the first 200 of GET /api/patients/{id} (the session checked and the patient
 * read, both from the database), asked again every few milliseconds from the spawn on.
 */
async function appToFirst200(data: Dataset, token: string, patientId: string): Promise<number> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/api/patients/${patientId}`
  const t0 = performance.now()
  let failed: unknown
  const starting = startServer({
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    script: SERVER_BUNDLE,
    env: { ...APP_ENV, PORT: String(port) },
  })
  starting.catch((error: unknown) => (failed = error ?? new Error('the app did not start')))
  let ms = NaN
  try {
    while (Number.isNaN(ms)) {
      if (failed) throw failed as Error
      if (performance.now() - t0 > 120_000) throw new Error('no 200 within 120 s of the spawn')
      try {
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
        await response.arrayBuffer()
        if (response.status === 200) ms = performance.now() - t0
        else if (response.status !== 503) throw new Error(`GET patient answered ${response.status}`)
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('GET patient')) throw error
        await sleep(2)
      }
    }
  } finally {
    await (await starting.catch(() => undefined))?.stop()
  }
  return ms
}

/** Milliseconds from spawning PGlite alone on the same folder to its first query's answer (bench/pglite-alone.ts). */
async function pgliteAlone(data: Dataset): Promise<number> {
  const t0 = performance.now()
  const server = await startServer({
    dataDir: data.dataDir,
    script: PGLITE_ALONE_BUNDLE,
    banner: 'PGlite ready:',
  })
  const ms = performance.now() - t0
  await server.stop()
  return ms
}

/** Cold starts in pairs: the app to its first database-backed 200 and, on PGlite, PGlite alone (who first alternating). */
export async function measureColdStart(data: Dataset, token: string, s: Settings): Promise<StartPair[]> {
  const pairs: StartPair[] = []
  const patientId = data.patientIds[0]!
  for (let i = 0; i < s.pairs; i++) {
    await settle(data.databaseUrl)
    if (data.kind === 'pglite') {
      const { app, baseline } = await inTurn(
        i,
        () => appToFirst200(data, token, patientId),
        () => pgliteAlone(data),
      )
      pairs.push({ appMs: app, pgliteMs: baseline })
    } else pairs.push({ appMs: await appToFirst200(data, token, patientId) })
  }
  s.log(
    `  ${data.label} cold start: ` +
      pairs.map((p) => `${p.appMs.toFixed(0)}${p.pgliteMs ? `/${p.pgliteMs.toFixed(0)}` : ''}`).join(', ') +
      ` ms (app to first database-backed 200${data.kind === 'pglite' ? ' / PGlite alone' : ''})`,
  )
  return pairs
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
