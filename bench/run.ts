// npm run bench [-- --quick] [--pairs 5] [--duration 3] [--connections 10] [--no-client] [--no-server]
//
// Prints one table and writes it to bench/results.md, and appends the run to bench/history.jsonl. Each figure is
// measured in pairs (app, then baseline, then baseline, then app, …; see bench/pairs.ts): the table shows the
// medians, the median ratio and its spread, and a target is met only when the unfavourable quartile meets it.
// PostgreSQL rows too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { measureClient, type ClientFigures } from './client'
import { preparePglite, preparePostgres, type Dataset } from './data'
import { measureNetwork, NETWORK_EVALUATIONS, NETWORK_PATIENTS } from './network'
import { appendHistory, currentCommit, previousRun, readHistory, type HistoryLine } from './history'
import { checkedText, ratioText, spreadText, summarize, targetText, type Figure, type Pair } from './pairs'
import {
  bundleServers,
  ENDPOINTS,
  measureCeiling,
  measureServer,
  START_WARM_UP_S,
  type Sample,
  type ServerFigures,
} from './server'
import { fmt, percentile, table } from './stats'

const USAGE = `Usage: npm run bench -- [--quick] [--patients N] [--pairs 5] [--duration 3] [--connections 10]
                          [--no-server] [--no-client] [--no-postgres] [--network]

  --quick        5,000 patients (15,000 evaluations) instead of 100,000 (300,000)
  --pairs P      app/baseline pairs per figure (default 5, at least 5 for a verdict that noise cannot flip)
  --duration S   seconds of load per server and figure, after a 1 s warm-up (default 3)
  --network      only the clinic-network scenario (bench/network.ts): 1,000,000 patients on PostgreSQL
PostgreSQL rows are added when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.`

// Each line with the run's time so far (m:ss): where a run's 25 minutes go.
const log = (line: string) => {
  const s = Math.round(performance.now() / 1000)
  console.log(`[${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}] ${line}`)
}

/** The server's figures, targets as the release asks: every API route at least 0.85 of the raw driver. */
function serverFigures(f: ServerFigures, ceiling: Sample[], connections: number): Figure[] {
  const d = f.dataset
  const where = `${d.label}, ${fmt(d.patients)} patients`
  const key = (name: string) => `${d.kind}.${name}`
  const pglite = d.kind === 'pglite'
  const pairsOf = (read: (p: ServerFigures['pairs'][number], i: number) => Pair) => f.pairs.map(read)
  const figures: Figure[] = [
    {
      key: key('me.rps'),
      measure: `${where}: GET /api/auth/me (token + session check) vs bare Fastify constant JSON (ceiling), req/s`,
      unit: 'req/s',
      better: 'higher',
      pairs: pairsOf((p, i) => ({ app: p.app.me!.rps, baseline: ceiling[i]?.rps })),
    },
  ]
  for (const e of ENDPOINTS) {
    const errors = f.pairs.reduce((n, p) => n + p.app[e.key]!.errors + p.raw[e.key]!.errors, 0)
    figures.push({
      key: key(`${e.key}.rps`),
      measure:
        `${where}: ${e.label} vs raw driver, same SQL, req/s at ${connections} connections` +
        (errors ? `, ${errors} ERRORS` : ''),
      unit: 'req/s',
      better: 'higher',
      ratioTarget: 0.85,
      errors,
      pairs: pairsOf((p) => ({ app: p.app[e.key]!.rps, baseline: p.raw[e.key]!.rps })),
    })
  }
  figures.push(
    {
      key: key('search.p95'),
      measure: `${where}: GET /api/patients?q= latency p95 at ${connections} clients (ms) vs raw driver`,
      unit: 'ms',
      digits: 1,
      better: 'lower',
      limit: pglite ? 50 : 20,
      pairs: pairsOf((p) => ({ app: p.app.search!.p95, baseline: p.raw.search!.p95 })),
    },
    {
      key: key('search1.p95'),
      measure: `${where}: GET /api/patients?q= latency p95, 1 client (ms) vs raw driver`,
      unit: 'ms',
      digits: 1,
      better: 'lower',
      limit: 10,
      pairs: pairsOf((p) => ({ app: p.app.search1!.p95, baseline: p.raw.search1!.p95 })),
    },
    {
      key: key('start.ms'),
      measure: `${where}: cold start on the existing data (spawn to listening, ms) vs raw-driver server`,
      unit: 'ms',
      better: 'lower',
      limit: pglite ? 500 : 1500,
      pairs: pairsOf((p) => ({ app: p.appStartMs, baseline: p.rawStartMs })),
    },
    {
      key: key('rss.mb'),
      measure: `${where}: server memory (RSS) after the run (MB) vs raw-driver server`,
      unit: 'MB',
      better: 'lower',
      limit: pglite ? 300 : 400,
      pairs: pairsOf((p) => ({ app: p.appRssMb, baseline: p.rawRssMb })),
    },
  )
  return figures
}

function clientFigures(c: ClientFigures): Figure[] {
  const kb = (bytes: number) => bytes / 1024
  // Sizes do not vary between runs: one measurement, shown as one pair.
  const size = (route: 'login' | 'wizard' | 'detail', baseline: boolean): Pair[] => [
    { app: kb(c.jsGzip[route]), baseline: baseline ? kb(c.bareJsGzip) : undefined },
  ]
  const p95 = (app: number[], bare: number[]): Pair => ({
    app: percentile(app, 95),
    baseline: percentile(bare, 95),
  })
  const p50 = (app: number[], bare: number[]): Pair => ({
    app: percentile(app, 50),
    baseline: percentile(bare, 50),
  })
  const family = 'Relação Familiar'
  return [
    {
      key: 'client.login.kb',
      measure: 'JS downloaded by the login route, its form touched (KB gzip)',
      unit: 'KB',
      digits: 1,
      better: 'lower',
      limit: 120,
      pairs: size('login', false),
    },
    {
      key: 'client.wizard.kb',
      measure: 'JS downloaded by the wizard route (KB gzip) vs the bare RJSF + MUI page',
      unit: 'KB',
      digits: 1,
      better: 'lower',
      ratioTarget: 1.1,
      pairs: size('wizard', true),
    },
    {
      key: 'client.detail.kb',
      measure: 'JS downloaded by the evaluation detail route (KB gzip) vs the bare RJSF + MUI page',
      unit: 'KB',
      digits: 1,
      better: 'lower',
      pairs: size('detail', true),
    },
    {
      key: 'client.interactive.ms',
      measure: 'Navigation to an interactive login page (ms) vs the bare page to its form',
      unit: 'ms',
      better: 'lower',
      pairs: c.interactive,
    },
    {
      key: 'client.step.p95',
      measure:
        `'Avançar' to the next step painted, p95 over each pair's ${c.stepChange[0]?.app.length ?? 0} step changes` +
        ' (ms) vs the same steps swapped on the bare RJSF page',
      unit: 'ms',
      digits: 1,
      better: 'lower',
      limit: 100,
      ratioTarget: 1.1,
      pairs: c.stepChange.map((p) => p95(p.app, p.bare)),
    },
    {
      key: 'client.key.p50',
      measure: `Keystroke to paint p50, ${family} (ms) vs bare RJSF page`,
      unit: 'ms',
      digits: 1,
      better: 'lower',
      pairs: c.typing.map((p) => p50(p.appKey, p.bareKey)),
    },
    {
      key: 'client.key.p95',
      measure: `Keystroke to paint p95, ${family} (ms; ${c.typing[0]?.appKey.length ?? 0} events a pair) vs bare RJSF page`,
      unit: 'ms',
      digits: 1,
      better: 'lower',
      ratioTarget: 1,
      pairs: c.typing.map((p) => p95(p.appKey, p.bareKey)),
    },
    {
      key: 'client.radio.p50',
      measure: `Radio click to paint p50, ${family} (ms) vs bare RJSF page`,
      unit: 'ms',
      digits: 1,
      better: 'lower',
      pairs: c.typing.map((p) => p50(p.appClick, p.bareClick)),
    },
    {
      key: 'client.radio.p95',
      measure: `Radio click to paint p95, ${family} (ms; ${c.typing[0]?.appClick.length ?? 0} events a pair) vs bare RJSF page`,
      unit: 'ms',
      digits: 1,
      better: 'lower',
      ratioTarget: 1,
      pairs: c.typing.map((p) => p95(p.appClick, p.bareClick)),
    },
  ]
}

const RESULTS_FILE = path.join(import.meta.dirname, 'results.md')
const NETWORK_HEADING = '## A clinic network on one PostgreSQL (`npm run bench -- --network`)'

/**
 * Writes one part of bench/results.md (the main run, or the clinic network's, run apart) and keeps the other part
 * as the last run of it left it.
 */
function writeResults(part: 'main' | 'network', section: string) {
  const old = fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : ''
  const at = old.indexOf(NETWORK_HEADING)
  const intro = [
    '# Benchmark results',
    '',
    '`npm run bench` writes this file; see "Load and benchmarks" in the README for what each row means.',
    '',
  ].join('\n')
  const main = part === 'main' ? `${intro}\n${section}` : at >= 0 ? old.slice(0, at) : old || `${intro}\n`
  const network = part === 'network' ? `${NETWORK_HEADING}\n\n${section}` : at >= 0 ? old.slice(at) : ''
  fs.writeFileSync(RESULTS_FILE, `${main.trimEnd()}\n${network ? `\n${network.trimEnd()}\n` : ''}`)
}

async function main() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      patients: { type: 'string' },
      pairs: { type: 'string', default: '5' },
      duration: { type: 'string', default: '3' },
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
  const patients = values.network
    ? NETWORK_PATIENTS
    : Number(values.patients ?? (values.quick ? 5000 : 100_000))
  const pairs = Number(values.pairs)
  const duration = Number(values.duration)
  const connections = Number(values.connections)
  const keyDelay = Number(values['key-delay'])
  for (const [name, value] of Object.entries({ patients, pairs, duration, connections, keyDelay }))
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  const pgBase = values['no-postgres']
    ? undefined
    : process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL

  const startedAt = new Date()
  const { commit, dirty } = currentCommit()
  const previous = previousRun(readHistory(), patients)
  const loadBefore = os.loadavg()
  const t0 = performance.now()
  const settings = { duration, pairs, connections, log }
  const figures: Figure[] = []
  const notes: string[] = []

  if (values.network) {
    if (!pgBase)
      throw new Error('--network needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)')
    const network = await measureNetwork(pgBase, settings)
    figures.push(...network.figures)
    notes.push(...network.notes)
  } else if (!values['no-server']) {
    const datasets: Dataset[] = [await preparePglite(patients, 3, log)]
    if (pgBase) datasets.push(await preparePostgres(pgBase, patients, 3, log))
    await bundleServers()
    log(`Ceiling: bare Fastify, ${pairs} × ${duration} s …`)
    const ceiling = await measureCeiling(settings)
    for (const data of datasets) {
      log(
        `${data.label}: ${fmt(data.patients)} patients, ${fmt(data.evaluations)} evaluations; ${pairs} pairs …`,
      )
      figures.push(...serverFigures(await measureServer(data, settings), ceiling, connections))
    }
  }
  if (!values['no-client'] && !values.network)
    figures.push(...clientFigures(await measureClient({ pairs, keyDelay, log })))

  const summaries = figures.map((f) => ({ figure: f, summary: summarize(f) }))
  const loadAfter = os.loadavg()
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const minutes = (performance.now() - t0) / 60_000
  const before = (key: string) => {
    const s = previous?.figures[key]
    if (!s) return '—'
    return Number.isFinite(s.ratio) ? ratioText(s.ratio) : fmt(s.app, 1)
  }
  const head = ['Measure', 'App', 'Baseline', 'Ratio', 'Spread (Q1–Q3)', 'Target', 'Checked', 'Met', 'Before']
  const body = summaries.map(({ figure: f, summary: s }) => [
    f.measure,
    fmt(s.app, f.digits ?? 0),
    fmt(s.baseline, f.digits ?? 0),
    ratioText(s.ratio),
    spreadText(f, s),
    targetText(f),
    checkedText(f, s),
    s.met,
    before(f.key),
  ])
  const text = table(head, body, ['l', 'r', 'r', 'r', 'r', 'l', 'r', 'l', 'r'])
  const judged = summaries.filter(({ summary }) => summary.met)
  const notMet = judged.filter(({ summary }) => summary.met === 'NOT met')
  const header = [
    `Date: ${startedAt.toISOString()}; commit ${commit}${dirty ? ' with uncommitted changes' : ''}; Node ` +
      `${process.version}; ${os.cpus().length} cores (${cpu}); ${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM; load ` +
      `average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ` +
      `${loadAfter.map((l) => l.toFixed(1)).join(' ')} after; ${fmt(minutes, 1)} min.`,
    `Settings: ${fmt(patients)} patients × ${values.network ? `${fmt(NETWORK_EVALUATIONS)} evaluations` : '3 evaluations'}; ${pairs} app/baseline pairs per figure; ${duration} s of ` +
      `autocannon per server and figure at ${connections} connections, app and raw driver side by side in slices A B B A, after a 1 s warm-up (and ${START_WARM_UP_S} s on every route after each start); keystrokes every ${keyDelay} ms; each 'Avançar' pressed once the page is idle.`,
    `Medians over the pairs; Spread is the lower to upper quartile of the pairs' ratios (of the app's values when ` +
      `there is no baseline); a target is met only when the unfavourable quartile meets it (Checked: the lower ` +
      `quartile of what should be high, the upper quartile of what should be low). Before: the same figure ` +
      (previous
        ? `in the previous run on this data (commit ${previous.commit}, ${previous.date}).`
        : 'in no earlier run.'),
  ]
  console.log()
  console.log(header.join('\n'))
  console.log(text)
  const verdict = notMet.length
    ? `Targets NOT met (${notMet.length} of ${judged.length}):\n\n` +
      notMet
        .map(({ figure: f, summary: s }) => `- ${f.measure}: ${checkedText(f, s)} (target ${targetText(f)})`)
        .join('\n')
    : `All ${judged.length} targets met.`
  console.log(`\n${verdict}`)

  const section = [...[...header, ...notes].map((line) => `${line}  `), '', text, '', verdict, ''].join('\n')
  writeResults(values.network ? 'network' : 'main', section)
  const line: HistoryLine = {
    date: startedAt.toISOString(),
    commit,
    dirty,
    settings: { patients, pairs, duration, connections },
    figures: Object.fromEntries(
      summaries.map(({ figure, summary: { appQ1: _q1, appQ3: _q3, ...s } }) => [figure.key, s]),
    ),
  }
  appendHistory(line)
  console.log('Written to bench/results.md; appended to bench/history.jsonl.')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
