// npm run bench [-- --quick] [--runs 3] [--duration 5] [--connections 10] [--no-client] [--no-server]
//
// Prints one table and writes it to bench/results.md: each row what was measured, the app's figure, a baseline
// measured in the same run, their ratio, the target and whether it is met. Every figure is a median over
// --runs runs (the machine is noisy). PostgreSQL rows too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { measureClient, type ClientFigures } from './client'
import { measureNetwork } from './network'
import { preparePglite, preparePostgres, type Dataset } from './data'
import {
  bundleServers,
  ENDPOINTS,
  measureCeiling,
  measureServer,
  type Sample,
  type ServerFigures,
} from './server'
import { fmt, median, percentile, table } from './stats'

interface Row {
  measure: string
  app: string
  baseline: string
  ratio: string
  target: string
  met: '' | 'met' | 'NOT met'
}

const USAGE = `Usage: npm run bench -- [--quick] [--patients N] [--runs 3] [--duration 5] [--connections 10]
                          [--no-server] [--no-client] [--no-postgres] [--network]

  --quick        5,000 patients (15,000 evaluations) instead of 100,000 (300,000)
  --runs R       measured runs per figure; the table shows medians (default 3)
  --duration S   seconds of load per server run (default 5)
  --network      only the clinic-network scenario (bench/network.ts): 1,000,000 patients on PostgreSQL
PostgreSQL rows are added when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.`

const log = (line: string) => console.log(line)

function ratioText(app: number, baseline: number) {
  return Number.isFinite(app) && Number.isFinite(baseline) && baseline > 0
    ? `${(app / baseline).toFixed(2)}×`
    : '—'
}

const rps = (samples: Sample[] | undefined) => median((samples ?? []).map((s) => s.rps))
const p95 = (samples: Sample[] | undefined) => median((samples ?? []).map((s) => s.p95))
const errorsOf = (samples: Sample[] | undefined) => (samples ?? []).reduce((n, s) => n + s.errors, 0)

function serverRows(f: ServerFigures, ceiling: Sample[], connections: number): Row[] {
  const d = f.dataset
  const where = `${d.label}, ${fmt(d.patients)} patients`
  const rows: Row[] = []
  const me = rps(f.appMe)
  rows.push({
    measure: `${where}: GET /api/auth/me (token + session check) vs bare Fastify constant JSON (ceiling), req/s`,
    app: fmt(me),
    baseline: fmt(rps(ceiling)),
    ratio: ratioText(me, rps(ceiling)),
    target: '—',
    met: '',
  })
  for (const e of ENDPOINTS) {
    const app = rps(f.app[e.key])
    const raw = rps(f.raw[e.key])
    const errors = errorsOf(f.app[e.key]) + errorsOf(f.raw[e.key])
    rows.push({
      measure:
        `${where}: ${e.label} vs raw driver, same SQL, req/s at ${connections} connections` +
        ` (app p95 ${fmt(p95(f.app[e.key]), 1)} ms)${errors ? `, ${errors} ERRORS` : ''}`,
      app: fmt(app),
      baseline: fmt(raw),
      ratio: ratioText(app, raw),
      target: '≥ 0.70× raw',
      met: app / raw >= 0.7 && !errors ? 'met' : 'NOT met',
    })
  }
  const search = p95(f.appSearch1)
  rows.push({
    measure: `${where}: GET /api/patients?q= latency p95, 1 client (ms) vs raw driver`,
    app: fmt(search, 1),
    baseline: fmt(p95(f.rawSearch1), 1),
    ratio: ratioText(search, p95(f.rawSearch1)),
    target: '< 30 ms',
    met: search < 30 ? 'met' : 'NOT met',
  })
  const start = median(f.appStartMs)
  rows.push({
    measure: `${where}: cold start on the existing data (spawn to listening, ms) vs raw-driver server`,
    app: fmt(start),
    baseline: fmt(median(f.rawStartMs)),
    ratio: ratioText(start, median(f.rawStartMs)),
    target: '< 1,500 ms',
    met: start < 1500 ? 'met' : 'NOT met',
  })
  const rss = median(f.appRssMb)
  rows.push({
    measure: `${where}: server memory (RSS) after the run (MB) vs raw-driver server`,
    app: fmt(rss),
    baseline: fmt(median(f.rawRssMb)),
    ratio: ratioText(rss, median(f.rawRssMb)),
    target: '< 400 MB',
    met: rss < 400 ? 'met' : 'NOT met',
  })
  return rows
}

function clientRows(c: ClientFigures): Row[] {
  const kb = (bytes: number) => fmt(bytes / 1024, 1)
  const rows: Row[] = [
    {
      measure: 'JS downloaded by the login route (KB gzip)',
      app: kb(c.jsGzip.login),
      baseline: '—',
      ratio: '—',
      target: '< 170 KB',
      met: c.jsGzip.login / 1024 < 170 ? 'met' : 'NOT met',
    },
    {
      measure: 'JS downloaded by the wizard route (KB gzip) vs the bare RJSF + MUI page',
      app: kb(c.jsGzip.wizard),
      baseline: kb(c.bareJsGzip),
      ratio: ratioText(c.jsGzip.wizard, c.bareJsGzip),
      target: '—',
      met: '',
    },
    {
      measure: 'JS downloaded by the evaluation detail route (KB gzip) vs the bare RJSF + MUI page',
      app: kb(c.jsGzip.detail),
      baseline: kb(c.bareJsGzip),
      ratio: ratioText(c.jsGzip.detail, c.bareJsGzip),
      target: '—',
      met: '',
    },
    {
      measure: 'Navigation to an interactive login page (ms, median) vs the bare page to its form',
      app: fmt(median(c.loginInteractiveMs)),
      baseline: fmt(median(c.bareInteractiveMs)),
      ratio: ratioText(median(c.loginInteractiveMs), median(c.bareInteractiveMs)),
      target: '—',
      met: '',
    },
    {
      measure:
        `'Avançar' to the next step painted, p95 over ${c.stepChangeMs.length} step changes (ms)` +
        ` vs the same steps swapped on the bare RJSF page`,
      app: fmt(percentile(c.stepChangeMs, 95), 1),
      baseline: fmt(percentile(c.bareStepChangeMs, 95), 1),
      ratio: ratioText(percentile(c.stepChangeMs, 95), percentile(c.bareStepChangeMs, 95)),
      target: '< 150 ms',
      met: percentile(c.stepChangeMs, 95) < 150 ? 'met' : 'NOT met',
    },
  ]
  const pair = (label: string, app: number[], bare: number[], p: number, target?: boolean): Row => {
    const a = percentile(app, p)
    const b = percentile(bare, p)
    return {
      measure: `${label} p${p}, Relação Familiar (ms; ${app.length} / ${bare.length} events) vs bare RJSF page`,
      app: fmt(a, 1),
      baseline: fmt(b, 1),
      ratio: ratioText(a, b),
      target: target ? '≤ 1.25× bare' : '—',
      met: target ? (a <= 1.25 * b ? 'met' : 'NOT met') : '',
    }
  }
  rows.push(pair('Keystroke to paint', c.appKeyMs, c.bareKeyMs, 50))
  rows.push(pair('Keystroke to paint', c.appKeyMs, c.bareKeyMs, 95, true))
  rows.push(pair('Radio click to paint', c.appClickMs, c.bareClickMs, 50))
  rows.push(pair('Radio click to paint', c.appClickMs, c.bareClickMs, 95))
  return rows
}

async function main() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      patients: { type: 'string' },
      runs: { type: 'string', default: '3' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      'key-delay': { type: 'string', default: '90' },
      'no-server': { type: 'boolean', default: false },
      'no-client': { type: 'boolean', default: false },
      'no-postgres': { type: 'boolean', default: false },
      network: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return console.log(USAGE)
  const patients = Number(values.patients ?? (values.quick ? 5000 : 100_000))
  const runs = Number(values.runs)
  const duration = Number(values.duration)
  const connections = Number(values.connections)
  const keyDelay = Number(values['key-delay'])
  for (const [name, value] of Object.entries({ patients, runs, duration, connections, keyDelay }))
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  const pgBase = values['no-postgres']
    ? undefined
    : process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL

  const startedAt = new Date()
  const loadBefore = os.loadavg()
  const t0 = performance.now()
  const settings = { duration, runs, connections, log }
  const rows: Row[] = []

  if (values.network) {
    if (!pgBase)
      throw new Error('--network needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)')
    rows.push(...(await measureNetwork(pgBase, settings)))
  } else if (!values['no-server']) {
    const datasets: Dataset[] = [await preparePglite(patients, 3, log)]
    if (pgBase) datasets.push(await preparePostgres(pgBase, patients, 3, log))
    await bundleServers()
    log(`Ceiling: bare Fastify, ${runs} × ${duration} s …`)
    const ceiling = await measureCeiling(settings)
    for (const data of datasets) {
      log(
        `${data.label}: ${fmt(data.patients)} patients, ${fmt(data.evaluations)} evaluations; ${runs} runs …`,
      )
      rows.push(...serverRows(await measureServer(data, settings), ceiling, connections))
    }
  }
  if (!values['no-client'] && !values.network)
    rows.push(...clientRows(await measureClient({ runs, keyDelay, log })))

  const loadAfter = os.loadavg()
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const minutes = (performance.now() - t0) / 60_000
  const head = ['Measure', 'App', 'Baseline', 'Ratio', 'Target', 'Met']
  const body = rows.map((r) => [r.measure, r.app, r.baseline, r.ratio, r.target, r.met])
  const text = table(head, body, ['l', 'r', 'r', 'r', 'l', 'l'])
  const notMet = rows.filter((r) => r.met === 'NOT met')
  const header = [
    `Date: ${startedAt.toISOString()}; Node ${process.version}; ${os.cpus().length} cores (${cpu}); ` +
      `${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM; load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} ` +
      `before, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} after; ${fmt(minutes, 1)} min.`,
    `Settings: ${values.network ? 'clinic network (see the rows)' : `${fmt(patients)} patients × 3 evaluations`}; ${runs} runs per figure (medians); ${duration} s of ` +
      `autocannon per server run at ${connections} connections after a 1 s warm-up; keystrokes every ${keyDelay} ms.`,
  ]
  console.log()
  console.log(header.join('\n'))
  console.log(text)
  console.log(
    notMet.length
      ? `\nTargets NOT met: ${notMet.length} of ${rows.filter((r) => r.met).length}.`
      : '\nAll targets met.',
  )

  const md = [
    '# Benchmark results',
    '',
    '`npm run bench` writes this file; see "Load and benchmarks" in the README for what each row means.',
    '',
    ...header.map((line) => `${line}  `),
    '',
    text,
    '',
    notMet.length
      ? `Targets NOT met (${notMet.length} of ${rows.filter((r) => r.met).length}):\n\n${notMet.map((r) => `- ${r.measure}: ${r.app} (target ${r.target})`).join('\n')}`
      : 'All targets met.',
    '',
  ].join('\n')
  fs.writeFileSync(path.join(import.meta.dirname, 'results.md'), md)
  console.log('Written to bench/results.md.')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
