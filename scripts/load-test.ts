// npm run load [-- --duration 60 --connections 50 --patients 3000 --db pglite|postgres]
//
// 50 simulated clinicians (autocannon, on 127.0.0.1, for a fixed time) against the real server started on a
// fresh, seeded database: searching and listing patients, opening patients and evaluations, registering a patient
// with a complete evaluation and logging in. Every 201 is recorded and, after the run, every acknowledged patient
// and evaluation is read back through the API, then again after the server is killed (SIGKILL) and restarted.
// Prints requests, req/s, p50/p99 and errors per kind of request; exits 1 on any error or lost write.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon, { type RequestStep, type Result } from 'autocannon'
import { openDatabase } from '../src/server/db/client'
import { fmt, percentile, table } from '../bench/stats'
import { createClinicians, LOAD_PASSWORD, mapLimit, signIn } from './lib/accounts'
import { answerOf, apiClient } from '../tests/kit/api-client'
import { createDatabase, dropDatabase } from '../tests/kit/databases'
import type { CallOutput } from '../src/shared/contract/request'
import { Random } from './lib/random'
import { evaluationGenerator, makePatient, patientBody } from './lib/seed-data'
import { SEARCH_TERMS } from './lib/search-terms'
import { seedDatabase } from './lib/seed-writer'
import { startServer, type ServerProcess } from './lib/server-process'

const USAGE = `Usage: npm run load -- [--duration 60] [--connections 50] [--patients 3000]
                        [--evaluations-per-patient 3] [--db pglite|postgres] [--keep]

  --db postgres   a fresh database on TEST_DATABASE_URL (or DATABASE_URL), dropped afterwards
  --keep          keep the data folder / database afterwards (its location is printed)`

interface Kind {
  key: string
  label: string
  expected: number
  latencies: number[]
  bad: number
  /** Connection errors and timeouts of the autocannon instance this kind runs in. */
  transport: number
  statuses: Map<number, number>
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) fail(`--${name} must be a positive whole number, got "${raw}"`)
  return value
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      patients: { type: 'string' },
      'evaluations-per-patient': { type: 'string' },
      db: { type: 'string', default: 'pglite' },
      seed: { type: 'string' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return console.log(USAGE)
  const duration = positive('duration', values.duration, 60)
  const connections = positive('connections', values.connections, 50)
  const patientCount = positive('patients', values.patients, 3000)
  const perPatient = positive('evaluations-per-patient', values['evaluations-per-patient'], 3)
  const seed = positive('seed', values.seed, 1)
  if (values.db !== 'pglite' && values.db !== 'postgres') fail(`--db must be pglite or postgres\n\n${USAGE}`)
  const pgBase = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  if (values.db === 'postgres' && !pgBase) fail('--db postgres needs TEST_DATABASE_URL (or DATABASE_URL).')
  if (connections < 8) fail('--connections must be at least 8 (one per kind of request, and more for some).')

  // 1. A fresh database, seeded directly, with one account per simulated clinician.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-load-'))
  const pgName = `fono_load_${process.pid}_${Date.now()}`
  const databaseUrl = values.db === 'postgres' ? await createDatabase(pgBase!, pgName) : undefined
  let server: ServerProcess | undefined
  const cleanup = async () => {
    await server?.stop()
    if (values.keep) {
      console.log(`Kept: ${databaseUrl ? `database ${pgName}` : dataDir}`)
      return
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (databaseUrl) await dropDatabase(pgBase!, pgName)
  }
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)))

  try {
    const t0 = performance.now()
    const database = await openDatabase({ databaseUrl, dataDir })
    const seeded = await seedDatabase(database.db, {
      patients: patientCount,
      evaluationsPerPatient: perPatient,
      seed,
      sample: 1000,
    })
    const accounts = await createClinicians(database.db, connections)
    await database.close()
    console.log(
      `Seeded ${fmt(seeded.patients)} patients and ${fmt(seeded.evaluations)} evaluations into ` +
        `${databaseUrl ? `PostgreSQL (${pgName})` : `PGlite (${dataDir})`} in ${fmt((performance.now() - t0) / 1000, 1)} s; ` +
        `${accounts.length} clinician accounts.`,
    )

    // 2. The real server, with the per-IP login limit raised: every simulated clinician comes from 127.0.0.1.
    // The per-user limits too: each simulated clinician searches far faster than a person types.
    // Simulated clinicians sign in with a password alone (no second factor to measure here).
    const serverEnv = {
      MFA_REQUIRED: 'none',
      AUTH_ATTEMPTS_PER_IP: '1000000',
      AUTH_FAILURES_PER_EMAIL: '1000000',
      PATIENT_LIST_PER_MINUTE: '1000000',
      PATIENT_EXPORTS_PER_MINUTE: '1000000',
    }
    server = await startServer({ dataDir, databaseUrl, env: serverEnv })
    const base = server.url
    const tokens = await mapLimit(accounts, 4, (a) => signIn(base, a.email))
    console.log(
      `Server ${base} (pid ${server.pid}) ready in ${fmt(server.startMs)} ms; ${tokens.length} clinicians signed in.`,
    )

    // 3. The mix. Each kind runs in its own autocannon instance with its share of the connections.
    const rng = new Random(seed + 7)
    const generator = evaluationGenerator()
    const patientBodies = Array.from({ length: 200 }, () =>
      JSON.stringify(patientBody(makePatient(rng, new Date(), new Date()))),
    )
    const evaluationSections = Array.from({ length: 200 }, () => generator.sections(rng))
    const patientIds = [...seeded.sample.patientIds]
    const evaluationIds = [...seeded.sample.evaluationIds]
    const createdPatients = new Map<string, string>() // id -> name
    const createdEvaluations = new Map<string, string>() // id -> patientId
    let counter = 0
    const token = () => tokens[counter++ % tokens.length]!
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!

    const kinds = new Map<string, Kind>()
    const kind = (key: string, label: string, expected: number) => {
      const k: Kind = { key, label, expected, latencies: [], bad: 0, transport: 0, statuses: new Map() }
      kinds.set(key, k)
      return k
    }
    /** A step of a request sequence that is timed and checked as `k`. */
    const step = (
      k: Kind,
      build: (context: Record<string, unknown>) => {
        method?: string
        path: string
        body?: string
        headers?: Record<string, string>
      },
      onOk?: (body: string, context: Record<string, unknown>) => void,
    ): RequestStep => ({
      setupRequest(_request, context) {
        const { method = 'GET', path: url, body, headers = {} } = build(context)
        context[`sent:${k.key}`] = performance.now()
        return {
          method,
          path: url,
          body,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(k.key === 'login' ? {} : { authorization: `Bearer ${token()}` }),
            ...headers,
          },
        }
      },
      onResponse(status, body, context) {
        k.latencies.push(performance.now() - (context[`sent:${k.key}`] as number))
        k.statuses.set(status, (k.statuses.get(status) ?? 0) + 1)
        if (status !== k.expected) {
          k.bad++
          if (k.bad <= 3) console.error(`  ${k.label}: HTTP ${status} ${body.slice(0, 300)}`)
          return
        }
        onOk?.(body, context)
      },
    })

    const search = kind('search', 'search patients (GET /api/patients?q=)', 200)
    const list = kind('list', 'list newest first, 3 pages (GET /api/patients)', 200)
    const openPatient = kind('patient', 'open patient (GET /api/patients/{id})', 200)
    const history = kind('history', "patient's evaluations (GET /api/patients/{id}/evaluations)", 200)
    const openEvaluation = kind('evaluation', 'open evaluation (GET /api/evaluations/{id})', 200)
    const createPatient = kind('createPatient', 'create patient (POST /api/patients)', 201)
    const createEvaluation = kind(
      'createEvaluation',
      'create evaluation, 239 answers (POST /api/evaluations)',
      201,
    )
    const login = kind('login', 'log in (POST /api/auth/login), 5/s overall', 200)

    const nextPage = (body: string, context: Record<string, unknown>) => {
      context.cursor = (JSON.parse(body) as CallOutput<'GET /patients'>).nextCursor
    }
    const listPage = step(
      list,
      (c) => ({
        path: `/api/patients${c.cursor ? `?cursor=${encodeURIComponent(c.cursor as string)}` : ''}`,
      }),
      nextPage,
    )
    const mixes: { kinds: Kind[]; share: number; steps: RequestStep[]; overallRate?: number }[] = [
      {
        kinds: [search],
        share: 10,
        steps: [step(search, () => ({ path: `/api/patients?q=${encodeURIComponent(pick(SEARCH_TERMS))}` }))],
      },
      { kinds: [list], share: 6, steps: [listPage, listPage, listPage] },
      {
        kinds: [openPatient],
        share: 8,
        steps: [step(openPatient, () => ({ path: `/api/patients/${pick(patientIds)}` }))],
      },
      {
        kinds: [history],
        share: 6,
        steps: [step(history, () => ({ path: `/api/patients/${pick(patientIds)}/evaluations` }))],
      },
      {
        kinds: [openEvaluation],
        share: 8,
        steps: [step(openEvaluation, () => ({ path: `/api/evaluations/${pick(evaluationIds)}` }))],
      },
      {
        kinds: [createPatient, createEvaluation],
        share: 8,
        steps: [
          step(
            createPatient,
            () => ({
              method: 'POST',
              path: '/api/patients',
              body: pick(patientBodies),
              headers: { 'idempotency-key': crypto.randomUUID() },
            }),
            (body, context) => {
              const created = JSON.parse(body) as CallOutput<'POST /patients'>
              createdPatients.set(created.id, created.name)
              context.patientId = created.id
            },
          ),
          step(
            createEvaluation,
            (context) => ({
              method: 'POST',
              path: '/api/evaluations',
              body: JSON.stringify({
                patientId: (context.patientId as string | undefined) ?? pick(patientIds),
                evaluationData: new Date().toISOString().slice(0, 10),
                mainComplaint: generator.mainComplaint(rng),
                ...pick(evaluationSections),
              }),
              headers: { 'idempotency-key': crypto.randomUUID() },
            }),
            (body) => {
              const created = JSON.parse(body) as CallOutput<'POST /evaluations'>
              createdEvaluations.set(created.id, created.patientId)
            },
          ),
        ],
      },
      {
        kinds: [login],
        share: 4,
        overallRate: 5,
        steps: [
          step(login, () => ({
            method: 'POST',
            path: '/api/auth/login',
            body: JSON.stringify({ email: pick(accounts).email, password: LOAD_PASSWORD }),
          })),
        ],
      },
    ]
    const totalShare = mixes.reduce((n, m) => n + m.share, 0)
    const shares = mixes.map((m) => Math.max(1, Math.floor((m.share / totalShare) * connections)))
    shares[0]! += connections - shares.reduce((a, b) => a + b, 0) // the rounding remainder goes to search

    console.log(`Running ${connections} connections for ${duration} s …`)
    const started = performance.now()
    const results: Result[] = await Promise.all(
      mixes.map((mix, i) => {
        const instance = autocannon({
          url: base,
          connections: shares[i]!,
          duration,
          timeout: 10,
          requests: mix.steps,
          ...(mix.overallRate ? { overallRate: mix.overallRate } : {}),
        })
        return new Promise<Result>((resolve, reject) => {
          instance.on('done', resolve)
          instance.on('error', reject)
        })
      }),
    )
    const elapsed = (performance.now() - started) / 1000
    results.forEach((result, i) => {
      // Timeouts and connection errors never reach onResponse: they are charged to the first kind of the mix.
      mixes[i]!.kinds[0]!.transport += result.errors
    })

    // 4. Zero lost writes: every acknowledged create must be readable, now and after a crash and restart.
    const verifyToken = tokens[0]!
    const verify = async (url: string, when: string) => {
      const api = apiClient(url, verifyToken)
      let lost = 0
      await mapLimit([...createdPatients], 8, async ([id, name]) => {
        const reply = await api.send('GET /patients/:id', { params: { id } })
        const { status } = reply
        if (status !== 200 || answerOf('GET /patients/:id', reply).name !== name) {
          lost++
          if (lost <= 5) console.error(`  lost patient ${id} (${when}): HTTP ${status}`)
        }
      })
      await mapLimit([...createdEvaluations], 8, async ([id, patientId]) => {
        const reply = await api.send('GET /evaluations/:id', { params: { id } })
        const { status } = reply
        if (status !== 200 || answerOf('GET /evaluations/:id', reply).patientId !== patientId) {
          lost++
          if (lost <= 5) console.error(`  lost evaluation ${id} (${when}): HTTP ${status}`)
        }
      })
      return lost
    }
    const lostLive = await verify(base, 'live')
    const rssAfter = server.rssMb()
    await server.stop('SIGKILL')
    server = await startServer({ dataDir, databaseUrl, env: serverEnv })
    const lostAfterCrash = await verify(server.url, 'after SIGKILL and restart')

    // 5. The report.
    const rows = [...kinds.values()].map((k) => {
      const requests = k.latencies.length
      const errors = k.bad + k.transport
      return [
        k.label,
        fmt(requests),
        fmt(requests / elapsed, 1),
        fmt(percentile(k.latencies, 50), 1),
        fmt(percentile(k.latencies, 99), 1),
        fmt(errors),
      ]
    })
    const all = [...kinds.values()]
    const totalRequests = all.reduce((n, k) => n + k.latencies.length, 0)
    const totalErrors = all.reduce((n, k) => n + k.bad + k.transport, 0)
    const allLatencies = all.flatMap((k) => k.latencies)
    rows.push([
      'all',
      fmt(totalRequests),
      fmt(totalRequests / elapsed, 1),
      fmt(percentile(allLatencies, 50), 1),
      fmt(percentile(allLatencies, 99), 1),
      fmt(totalErrors),
    ])
    console.log()
    console.log(
      `Load: ${connections} connections for ${fmt(elapsed, 1)} s on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ` +
        `${os.cpus().length} cores, Node ${process.version}`,
    )
    console.log(
      table(['request kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows, [
        'l',
        'r',
        'r',
        'r',
        'r',
        'r',
      ]),
    )
    console.log(
      `Connections: ${mixes.map((m, i) => `${m.kinds.map((k) => k.key).join('+')} ${shares[i]}`).join(', ')}.`,
    )
    console.log(
      `Writes acknowledged (201): ${fmt(createdPatients.size)} patients, ${fmt(createdEvaluations.size)} evaluations; ` +
        `lost: ${lostLive} (live), ${lostAfterCrash} (after SIGKILL and restart).`,
    )
    console.log(`Server memory after the run: ${fmt(rssAfter)} MB RSS.`)
    const ok = totalErrors === 0 && lostLive === 0 && lostAfterCrash === 0 && totalRequests > 0
    console.log(ok ? 'PASS: zero errors, zero lost writes.' : 'FAIL: errors or lost writes (see above).')
    process.exitCode = ok ? 0 : 1
  } finally {
    await cleanup()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
