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
import {
  familyScreenCount,
  measureClient,
  PRESS_MODES,
  STEP_TITLES,
  type ClientFigures,
  type PressMode,
} from './client'
import { preparePglite, preparePostgres, type Dataset } from './data'
import { measureNetwork, NETWORK_EVALUATIONS, NETWORK_PATIENTS } from './network'
import {
  appendHistory,
  completeRun,
  currentCommit,
  previousRun,
  readHistory,
  type HistoryLine,
} from './history'
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
                          [--walks 5] [--chars 30] [--radios 12] [--key-delay 90]
                          [--no-server] [--no-client] [--no-postgres] [--no-naive] [--network]

  --quick        5,000 patients (15,000 evaluations) instead of 100,000 (300,000)
  --pairs P      app/baseline pairs per figure (default 5, at least 5 for a verdict that noise cannot flip)
  --duration S   seconds of load per server and figure, after a 1 s warm-up (default 3)
  --walks W      walks through the wizard per pair and press time of 'Avançar' (default 5)
  --chars C      characters typed on each step (default 30); --radios R: radio answers clicked at most (12)
  --no-naive     leave out the naive driver's reference rows
  A smoke test: --patients 500 --pairs 1 --duration 1 --walks 1 --chars 10 --radios 3 --no-postgres
bench/results.md is written only by a complete run (every row, 100,000 patients, at least 5 pairs); every run
is appended to bench/history.jsonl.
  --network      only the clinic-network scenario (bench/network.ts): 1,000,000 patients on PostgreSQL
PostgreSQL rows are added when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.`

// Each line with the run's time so far (m:ss): where a run's 25 minutes go.
const log = (line: string) => {
  const s = Math.round(performance.now() / 1000)
  console.log(`[${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}] ${line}`)
}

/**
 * The server's figures. Targets as the release asks: every API route at least 0.85 of the baseline (the driver as the
 * app drives it, same SQL); the naive driver's rows only show what that driver path is worth.
 */
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
    const errors = f.pairs.reduce((n, p) => n + p.app[e.key]!.errors + p.driver[e.key]!.errors, 0)
    figures.push({
      key: key(`${e.key}.rps`),
      measure:
        `${where}: ${e.label} vs baseline (the app's driver path, same SQL), req/s at ${connections} connections` +
        (errors ? `, ${errors} ERRORS` : ''),
      unit: 'req/s',
      better: 'higher',
      ratioTarget: 0.85,
      errors,
      pairs: pairsOf((p) => ({ app: p.app[e.key]!.rps, baseline: p.driver[e.key]!.rps })),
    })
  }
  if (f.pairs.every((p) => p.naive))
    for (const e of ENDPOINTS)
      figures.push({
        key: key(`${e.key}.naive.rps`),
        measure: `${where}: ${e.label} vs naive driver (plain query(), same SQL), req/s — reference, no target`,
        unit: 'req/s',
        better: 'higher',
        pairs: pairsOf((p) => ({ app: p.app[e.key]!.rps, baseline: p.naive![e.key]!.rps })),
      })
  figures.push(
    {
      key: key('search.p95'),
      measure: `${where}: GET /api/patients?q= latency p95 at ${connections} clients (ms) vs baseline`,
      unit: 'ms',
      digits: 1,
      better: 'lower',
      limit: pglite ? 50 : 20,
      pairs: pairsOf((p) => ({ app: p.app.search!.p95, baseline: p.driver.search!.p95 })),
    },
    {
      key: key('search1.p95'),
      measure: `${where}: GET /api/patients?q= latency p95, 1 client (ms) vs baseline`,
      unit: 'ms',
      digits: 1,
      better: 'lower',
      limit: 10,
      pairs: pairsOf((p) => ({ app: p.app.search1!.p95, baseline: p.driver.search1!.p95 })),
    },
    pglite
      ? {
          key: key('start.ms'),
          measure:
            `${where}: cold start, spawn to the first 200 of GET /api/patients/{id} (ms) vs PGlite alone ` +
            'opening the same folder and answering one query',
          unit: 'ms',
          better: 'lower',
          ratioTarget: 1.6,
          pairs: f.starts.map((p) => ({ app: p.appMs, baseline: p.pgliteMs })),
        }
      : {
          key: key('start.ms'),
          measure: `${where}: cold start, spawn to the first 200 of GET /api/patients/{id} (ms)`,
          unit: 'ms',
          better: 'lower',
          limit: 1500,
          pairs: f.starts.map((p) => ({ app: p.appMs })),
        },
    {
      key: key('rss.mb'),
      measure: `${where}: server memory (RSS) after the run (MB) vs baseline server`,
      unit: 'MB',
      better: 'lower',
      limit: pglite ? 300 : 400,
      pairs: pairsOf((p) => ({ app: p.appRssMb, baseline: p.driverRssMb })),
    },
  )
  return figures
}

function clientFigures(c: ClientFigures): Figure[] {
  const kb = (bytes: number) => bytes / 1024
  // Sizes do not vary between runs: one measurement, shown as one pair.
  const wire = (route: keyof ClientFigures['jsWire'], visit: 'first' | 'repeat'): Pair[] => [
    { app: kb(c.jsWire[route][visit]), baseline: kb(c.jsWire.bare[visit]) },
  ]
  const at =
    (q: number) =>
    (app: number[], bare: number[]): Pair => ({ app: percentile(app, q), baseline: percentile(bare, q) })
  const p95 = at(95)
  const p50 = at(50)
  const figures: Figure[] = []
  for (const [route, label, limit] of [
    ['login', 'the login route, its form touched', 100],
    ['wizard', 'the wizard route', 300],
    ['detail', 'the evaluation detail route', undefined],
    ['family', "the family's first screen (the birth date, on a phone)", undefined],
  ] as const)
    for (const visit of ['first', 'repeat'] as const)
      figures.push({
        key: `client.${route}.${visit === 'first' ? 'kb' : 'repeat.kb'}`,
        measure: `JS on the wire for ${label}, ${visit} visit (KB as sent) vs the bare RJSF + MUI page`,
        unit: 'KB',
        digits: 1,
        better: 'lower',
        limit: visit === 'first' ? limit : undefined,
        pairs: wire(route, visit),
      })
  figures.push(
    {
      key: 'client.interactive.ms',
      measure: 'Navigation to an interactive login page (ms) vs the bare page to its form',
      unit: 'ms',
      better: 'lower',
      pairs: c.interactive,
    },
    {
      key: 'client.throttled.ms',
      measure: "The wizard's first step interactive on 4× CPU throttling (ms) vs the bare steps page's",
      unit: 'ms',
      better: 'lower',
      ratioTarget: 1.2,
      pairs: c.throttled,
    },
    {
      key: 'client.family.throttled.ms',
      measure:
        "The family's first screen (the birth date) interactive on 4× CPU throttling (ms) vs the bare page to its " +
        `form; the default family steps make ${familyScreenCount()} screens`,
      unit: 'ms',
      better: 'lower',
      pairs: c.familyThrottled,
    },
  )
  const pressed: Record<PressMode, { label: string; p95?: number }> = {
    now: { label: 'at once (as soon as the step painted)', p95: 1.25 },
    after300: { label: '300 ms after the step painted', p95: 1 },
    idle: { label: 'once the page is idle' },
  }
  for (const mode of PRESS_MODES) {
    const changes = c.stepChange[0]?.[mode].app.length ?? 0
    for (const [q, pick, target] of [
      [50, p50, 1.25],
      [95, p95, pressed[mode].p95],
    ] as const)
      figures.push({
        key: `client.step.${mode}.p${q}`,
        measure:
          `'Avançar' pressed ${pressed[mode].label} to the next step painted, p${q} over each pair's ${changes} ` +
          'step changes (ms) vs the same steps on the bare RJSF page',
        unit: 'ms',
        digits: 1,
        better: 'lower',
        ratioTarget: target,
        pairs: c.stepChange.map((p) => pick(p[mode].app, p[mode].bare)),
      })
    // The end these rows had until 2026-11-29, for reference: work the page queued for after the paint counts too.
    figures.push({
      key: `client.step.${mode}.timer.p50`,
      measure:
        `'Avançar' pressed ${pressed[mode].label} to the first timer after the next step painted (reference), p50 ` +
        'over the same step changes (ms) vs the bare RJSF page',
      unit: 'ms',
      digits: 1,
      better: 'lower',
      pairs: c.stepChange.map((p) => p50(p[mode].appTimer, p[mode].bareTimer)),
    })
  }
  for (const [kind, name, label] of [
    ['keys', 'key', 'Keystroke'],
    ['clicks', 'radio', 'Radio click'],
  ] as const) {
    figures.push({
      key: `client.${name}.p50`,
      measure: `${label} to paint p50, every step pooled (ms) vs the bare RJSF page`,
      unit: 'ms',
      digits: 1,
      better: 'lower',
      pairs: c.typing.map((p) => p50(p.app[kind].flat(), p.bare[kind].flat())),
    })
    STEP_TITLES.forEach((title, step) => {
      const pairs = c.typing.map((p) => p95(p.app[kind][step] ?? [], p.bare[kind][step] ?? []))
      if (pairs.every((p) => !Number.isFinite(p.app))) return
      // A step whose field the bare page renders otherwise (no text input there) has nothing to be judged against.
      const compared = pairs.some((p) => Number.isFinite(p.baseline))
      const count = c.typing[0]?.app[kind][step]?.length ?? 0
      figures.push({
        key: `client.${name}.${step + 1}.p95`,
        measure:
          `${label} to paint p95, step ${step + 1} ${title} (ms; ${count} events a pair) vs the bare RJSF page` +
          (compared ? '' : ' (none there)'),
        unit: 'ms',
        digits: 1,
        better: 'lower',
        ratioTarget: compared ? 1 : undefined,
        pairs: compared ? pairs : pairs.map((p) => ({ app: p.app })),
      })
    })
  }
  return figures
}

const RESULTS_FILE = path.join(import.meta.dirname, 'results.md')

/** bench/results.md: one table, of one complete run of one commit on one host (other runs go to the history only). */
function writeResults(section: string) {
  const intro = [
    '# Benchmark results',
    '',
    '`npm run bench` writes this file after a complete run (every row, the full data, at least five pairs); any ' +
      'other run, and every earlier one, is in bench/history.jsonl. See "Benchmark" in docs/operations.md for ' +
      'what each row means.',
    '',
  ].join('\n')
  fs.writeFileSync(RESULTS_FILE, `${intro}\n${section.trimEnd()}\n`)
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
      walks: { type: 'string', default: '5' },
      chars: { type: 'string', default: '30' },
      radios: { type: 'string', default: '12' },
      'no-naive': { type: 'boolean', default: false },
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
  const walks = Number(values.walks)
  const chars = Number(values.chars)
  const radios = Number(values.radios)
  for (const [name, value] of Object.entries({
    patients,
    pairs,
    duration,
    connections,
    keyDelay,
    walks,
    chars,
    radios,
  }))
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  const pgBase = values['no-postgres']
    ? undefined
    : process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL

  const startedAt = new Date()
  const { commit, dirty } = currentCommit()
  const previous = previousRun(readHistory(), patients)
  const loadBefore = os.loadavg()
  const t0 = performance.now()
  const settings = { duration, pairs, connections, naive: !values['no-naive'], log }
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
    figures.push(...clientFigures(await measureClient({ pairs, keyDelay, walks, chars, radios, log })))

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
      `autocannon per server and figure at ${connections} connections, the app, the baseline${settings.naive ? ' and the naive driver' : ''} side by side in slices A B … B A, after a 1 s warm-up (and ${START_WARM_UP_S} s on every route after each start); ` +
      `'Avançar' in ${walks} walks through the steps per pair and press time; on every step, ${chars} keystrokes every ${keyDelay} ms from 50 ms after it appeared and up to ${radios} radio answers.`,
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
  const complete = completeRun({
    network: values.network,
    server: !values['no-server'],
    client: !values['no-client'],
    postgres: pgBase !== undefined,
    patients,
    pairs,
  })
  if (complete) writeResults(section)
  const line: HistoryLine = {
    date: startedAt.toISOString(),
    commit,
    dirty,
    host: `${os.hostname()}, ${os.cpus().length} × ${cpu}`,
    run: values.network ? 'network' : complete ? 'complete' : 'partial',
    settings: { patients, pairs, duration, connections },
    figures: Object.fromEntries(
      summaries.map(({ figure, summary: { appQ1: _q1, appQ3: _q3, ...s } }) => [figure.key, s]),
    ),
  }
  appendHistory(line)
  console.log(
    complete
      ? 'Written to bench/results.md; appended to bench/history.jsonl.'
      : 'Not a complete run: appended to bench/history.jsonl only (bench/results.md holds one complete run).',
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
