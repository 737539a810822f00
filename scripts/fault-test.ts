// npm run test:faults -- [--kills N] [--db pglite|postgres|both] [--clients N]
//
// Runs the real server as `npm start` does (dist/server/main.js, from `npm run build`) on a fresh data folder
// (and, for PostgreSQL, a fresh database of its own) under a continuous stream of creates from concurrent
// clients, kills it with SIGKILL at random moments, restarts it on the same data, and finally checks through
// the API that every create the server acknowledged is present and intact, and that nothing is half-written:
// a patient without its evaluation only where the client never got the evaluation's 201.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual, parseArgs } from 'node:util'
import { answerOf, apiClient, type ApiClient, type Reply } from '../tests/kit/api-client'
import type { EvaluationSections } from '../src/shared/generated/questionnaire'
import type { PatientInput } from '../src/shared/contract/patients'
import { answerEvaluation, fitText, randomAnswers } from '../tests/kit/answers'
import { throwawayDatabase, type ThrowawayDatabase } from '../tests/kit/databases'
import { createUsers } from './lib/seed-users'
import { killAllServers, missingBuild, startServer, type ServerProcess } from './lib/server-process'
import { SERVER_BUNDLE } from './build-server'

const TIME_LIMIT_MS = 5 * 60_000
const START_TIMEOUT_MS = 90_000
const STOP_TIMEOUT_MS = 30_000
const REQUEST_TIMEOUT_MS = 60_000
const EMAIL = 'faults@example.com'
const PASSWORD = 'correct horse battery staple'

type Kind = 'pglite' | 'postgres'

const USAGE =
  'Usage: npm run test:faults -- [--kills N (default 10)] [--db pglite|postgres|both] [--clients N (default 4)]\n' +
  'Without --db: pglite, plus postgres when TEST_DATABASE_URL is set (a server where it may create a database).'

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`)
  process.exit(2)
}

let options: { kills?: string; db?: string; clients?: string; help?: boolean }
try {
  options = parseArgs({
    options: {
      kills: { type: 'string', default: '10' },
      db: { type: 'string' },
      clients: { type: 'string', default: '4' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (error) {
  usage((error as Error).message)
}
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}
const KILLS = Number(options.kills)
const CLIENTS = Number(options.clients)
if (!Number.isInteger(KILLS) || KILLS < 1) usage('--kills must be a positive integer')
if (!Number.isInteger(CLIENTS) || CLIENTS < 1 || CLIENTS > 32)
  usage('--clients must be an integer from 1 to 32')
const adminUrl = process.env.TEST_DATABASE_URL || undefined
// What is killed is what runs in production; loading the TypeScript through tsx would also slow every restart.
const missing = missingBuild(SERVER_BUNDLE)
if (missing) {
  console.error(missing)
  process.exit(2)
}
let kinds: Kind[]
switch (options.db) {
  case undefined:
    kinds = adminUrl ? ['pglite', 'postgres'] : ['pglite']
    break
  case 'pglite':
  case 'postgres':
    kinds = [options.db]
    break
  case 'both':
    kinds = ['pglite', 'postgres']
    break
  default:
    usage(`--db must be pglite, postgres or both, got "${options.db}"`)
}
if (kinds.includes('postgres') && !adminUrl)
  usage('--db postgres needs TEST_DATABASE_URL: a PostgreSQL server where this test may create a database')

// ---------------------------------------------------------------------------------------------------------
// Leave nothing behind: servers, temp folders, databases; whatever way this process ends.

const tempDirs = new Set<string>()
const databases = new Set<ThrowawayDatabase>()

function killAndRemoveSync() {
  killAllServers()
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
}

async function dropDatabases() {
  for (const database of databases) {
    await database
      .drop()
      .catch((error: unknown) =>
        console.error(`Could not drop the test database ${database.name}: ${(error as Error).message}`),
      )
    databases.delete(database)
  }
}

async function abort(message: string, code: number): Promise<never> {
  console.error(message)
  killAndRemoveSync()
  await Promise.race([dropDatabases(), sleep(15_000)])
  process.exit(code)
}

process.on('exit', killAndRemoveSync)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => void abort(`Interrupted (${signal}): stopped the servers and cleaned up.`, 130))
setTimeout(
  () => void abort(`FAILED: the fault test did not finish within ${TIME_LIMIT_MS / 60_000} minutes.`, 1),
  TIME_LIMIT_MS,
).unref()

// ---------------------------------------------------------------------------------------------------------
// Small helpers

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1))
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!
const WORDS = [
  'ação',
  'criança',
  'fala',
  'não',
  'sim',
  'mãe',
  'pai',
  'escola',
  'sono',
  'Çãõ',
  '"aspas"',
  '😀',
  '<b>',
]
// Cut by code points, as JSON Schema's maxLength counts, never inside an emoji.
const text = (maxLength: number, words = randomInt(1, 40)) =>
  fitText(Array.from({ length: words }, () => pick(WORDS)).join(' '), maxLength)

interface Deferred {
  promise: Promise<void>
  resolve(): void
}
function deferred(): Deferred {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

// ---------------------------------------------------------------------------------------------------------
// Request bodies: a patient, and an evaluation answering about 85% of the questions at random (the kit's generator).

const answers = randomAnswers(Math.random, { fill: 0.85, text: (maxLength) => text(maxLength) })

function evaluationBody(tag: string) {
  // The kit answers whatever sections the schemas hold; these are the contract's.
  const sections = answerEvaluation(answers) as EvaluationSections
  return { evaluationData: '2024-05-01', mainComplaint: `Queixa ${tag}: ${text(3000, 100)}`, sections }
}

function patientBody(tag: string): PatientInput {
  return {
    name: `Criança ${tag} ${text(60, 3)}`,
    fatherName: text(200, 4),
    motherName: text(200, 4),
    birthDate: `2019-0${randomInt(1, 9)}-2${randomInt(0, 8)}`,
    age: `${randomInt(1, 12)} anos`,
    phone: '(11) 98765-4321',
    medications: text(4000, 60),
    siblings: [{ name: text(50, 2), age: randomInt(0, 15) }],
    address: [{ street: 'Rua São João', number: String(randomInt(1, 9999)), city: 'São Paulo', state: 'SP' }],
  }
}
type PatientBody = ReturnType<typeof patientBody>
type EvaluationBody = ReturnType<typeof evaluationBody>

/** Does the API's answer hold exactly what was sent? Returns the fields that differ. */
function patientDiff(sent: PatientBody, got: object): string[] {
  return Object.entries(sent)
    .filter(([field, value]) => !isDeepStrictEqual(got[field as keyof typeof got], value))
    .map(([field]) => field)
}
function evaluationDiff(sent: EvaluationBody, patientId: string, got: object): string[] {
  const expected: Record<string, unknown> = {
    patientId,
    evaluationData: sent.evaluationData,
    mainComplaint: sent.mainComplaint,
    ...sent.sections,
  }
  return Object.entries(expected)
    .filter(([field, value]) => !isDeepStrictEqual(got[field as keyof typeof got], value))
    .map(([field]) => field)
}

// ---------------------------------------------------------------------------------------------------------
// Checks

let passed = 0
const failures: string[] = []
function check(ok: boolean, failure: string) {
  if (ok) passed++
  else {
    failures.push(failure)
    if (failures.length <= 20) console.error(`  ✗ ${failure}`)
  }
}

// ---------------------------------------------------------------------------------------------------------
// The server, restarted on the same data

interface Live {
  url: string
  epoch: number
  server: ServerProcess
}

/** Where the server keeps its data: a folder of its own, and for PostgreSQL a database of its own too. */
interface Place {
  dataDir: string
  databaseUrl?: string
}

class Supervisor {
  live: Live | undefined
  epoch = 0
  stopping = false
  private changed = deferred()
  private servers: ServerProcess[] = []

  constructor(private readonly place: Place) {}

  /** Output of the last few server processes, for a failure report. */
  recentOutput() {
    return this.servers
      .slice(-3)
      .map((server) => server.output().slice(-20_000))
      .join('\n--- (restart) ---\n')
  }

  private setLive(live: Live | undefined) {
    this.live = live
    const previous = this.changed
    this.changed = deferred()
    previous.resolve()
  }

  /** The running server; with `after`, a server started after that one. Undefined once stopping. */
  async up(after = 0): Promise<Live | undefined> {
    while (!this.stopping && (!this.live || this.live.epoch <= after)) await this.changed.promise
    return this.stopping ? undefined : this.live
  }

  /** Lets waiting clients go: the test is ending. */
  private acks = new Map<number, Deferred>()
  private ackOf(epoch: number) {
    if (!this.acks.has(epoch)) this.acks.set(epoch, deferred())
    return this.acks.get(epoch)!
  }
  /** A client got a create acknowledged by the server of this epoch. */
  acknowledged(epoch: number) {
    this.ackOf(epoch).resolve()
  }
  /** Resolves once the server of this epoch has acknowledged a create: it is serving the stream. */
  firstAck(epoch: number) {
    return this.ackOf(epoch).promise
  }

  release() {
    this.stopping = true
    this.setLive(this.live)
  }

  async start(): Promise<Live> {
    // Set, even empty, so that a developer's .env cannot fill them in (the server's .env never overrides).
    const server = await startServer({
      ...this.place,
      script: SERVER_BUNDLE,
      // Its clinician signs in with a password alone: the second factor is not what it tests.
      env: { JWT_SECRET: '', BACKUP_INTERVAL_HOURS: '', MFA_REQUIRED: 'none' },
      timeoutMs: START_TIMEOUT_MS,
    })
    this.servers.push(server)
    const live = { url: server.url, epoch: ++this.epoch, server }
    this.setLive(live)
    return live
  }

  /** SIGKILL: no shutdown handler runs, nothing is flushed; as a power cut would leave the process. */
  async kill() {
    const live = this.live!
    this.setLive(undefined)
    return (await live.server.stop('SIGKILL')).signal
  }

  /** SIGTERM, as an operator stops it: resolves with the exit code (null if it had to be killed). */
  async stop(): Promise<number | null> {
    const live = this.live!
    this.setLive(undefined)
    return (await live.server.stop('SIGTERM', STOP_TIMEOUT_MS)).code
  }
}

// ---------------------------------------------------------------------------------------------------------
// HTTP, through the kit's typed client

const client = (url: string, token?: string) => apiClient(url, token, REQUEST_TIMEOUT_MS)

async function login(url: string): Promise<string> {
  return (await client(url).login(EMAIL, PASSWORD)).token!
}

// ---------------------------------------------------------------------------------------------------------
// Clients: each creates a patient, then its evaluation, over and over, as the wizard's submit does.

interface Attempt {
  tag: string
  patient: PatientBody
  patientKey: string
  /** Set when the client got the patient's 201 (or 200, the replay of a retried key). */
  patientId?: string
  evaluation: EvaluationBody
  evaluationKey: string
  evaluationId?: string
  /** Requests whose answer the client never got (the server died): the create is in doubt. */
  inDoubt: number
}

const acknowledged = (attempts: Attempt[]) =>
  attempts.filter((a) => a.patientId).length + attempts.filter((a) => a.evaluationId).length

interface Stats {
  inFlight: number
  inFlightAtKills: number[]
  retries: number
  /** Retried creates answered 200: they had committed before the kill cut their first answer off. */
  replays: number
  abandoned: number
  acknowledgedPerEpoch: Map<number, number>
}

async function clientLoop(
  id: number,
  kind: Kind,
  supervisor: Supervisor,
  attempts: Attempt[],
  stats: Stats,
  signedIn: () => void,
): Promise<void> {
  let token = ''
  let seq = 0

  /** Logs in on the running server, again after a kill if need be. */
  async function signIn(): Promise<boolean> {
    for (;;) {
      const live = await supervisor.up()
      if (!live) return false
      try {
        token = await login(live.url)
        return true
      } catch {
        if (!(await supervisor.up(live.epoch))) return false
      }
    }
  }

  /** One create; on a connection lost to a kill, either retry with the same key (as the wizard does) or give up. */
  async function create(
    route: 'POST /patients' | 'POST /evaluations',
    attempt: Attempt,
    send: (api: ApiClient) => Promise<Reply>,
  ): Promise<Reply | undefined> {
    for (;;) {
      const live = await supervisor.up()
      if (!live) return undefined
      let reply: Reply | undefined
      stats.inFlight++
      try {
        reply = await send(client(live.url, token))
      } catch (error) {
        if (process.env.FAULT_TEST_DEBUG) console.error(`client ${id}: ${route}: ${String(error)}`)
      } finally {
        stats.inFlight--
      }
      if (!reply) {
        // The server died with the request: the create is in doubt. A user whose submit failed retries it
        // (same key, as the wizard's draft keeps it) or closes the tab: either way records must be whole.
        attempt.inDoubt++
        if (Math.random() < 0.5) {
          stats.abandoned++
          return undefined
        }
        stats.retries++
        if (!(await supervisor.up(live.epoch))) return undefined
        continue
      }
      if (reply.status === 401) {
        check(
          false,
          `client ${id}: ${route} answered 401 after a restart: the session was lost (${reply.text})`,
        )
        if (!(await signIn())) return undefined
        continue
      }
      if (reply.status === 200 || reply.status === 201) {
        stats.acknowledgedPerEpoch.set(live.epoch, (stats.acknowledgedPerEpoch.get(live.epoch) ?? 0) + 1)
        supervisor.acknowledged(live.epoch)
        if (reply.status === 200) stats.replays++
        return reply
      }
      check(false, `client ${id}: ${route} answered ${reply.status}: ${reply.text.slice(0, 300)}`)
      return undefined
    }
  }

  const ok = await signIn()
  signedIn()
  if (!ok) return
  while (!supervisor.stopping) {
    const tag = `${kind[0]}${id}-${++seq}-${crypto.randomBytes(3).toString('hex')}`
    const attempt: Attempt = {
      tag,
      patient: patientBody(tag),
      patientKey: crypto.randomUUID(),
      evaluation: evaluationBody(tag),
      evaluationKey: crypto.randomUUID(),
      inDoubt: 0,
    }
    attempts.push(attempt)
    const patient = await create('POST /patients', attempt, (api) =>
      api.send('POST /patients', {
        body: attempt.patient,
        headers: { 'idempotency-key': attempt.patientKey },
      }),
    )
    if (!patient) continue
    const created = answerOf('POST /patients', patient)
    attempt.patientId = created.id
    const diff = patientDiff(attempt.patient, created)
    check(
      diff.length === 0,
      `patient ${tag}: the ${patient.status} answer differs from the request in ${diff}`,
    )

    const patientId = attempt.patientId
    const evaluation = await create('POST /evaluations', attempt, (api) =>
      api.send('POST /evaluations', {
        body: {
          patientId,
          evaluationData: attempt.evaluation.evaluationData,
          mainComplaint: attempt.evaluation.mainComplaint,
          ...attempt.evaluation.sections,
        },
        headers: { 'idempotency-key': attempt.evaluationKey },
      }),
    )
    if (!evaluation) continue
    const body = answerOf('POST /evaluations', evaluation)
    attempt.evaluationId = body.id
    const evalDiff = evaluationDiff(attempt.evaluation, attempt.patientId, body)
    check(evalDiff.length === 0, `evaluation ${tag}: the ${evaluation.status} answer differs in ${evalDiff}`)
  }
}

// ---------------------------------------------------------------------------------------------------------
// Verification, through the API of a freshly started server

async function verify(url: string, attempts: Attempt[]) {
  const api = client(url, await login(url))

  // Every patient in the database, by name (each attempt's name is unique).
  const stored = new Map<string, { id: string }[]>()
  let cursor: string | null = null
  do {
    const page: Reply = await api.send('GET /patients', {
      query: { limit: 100, cursor: cursor ?? undefined },
    })
    if (page.status !== 200) throw new Error(`GET /api/patients answered ${page.status}: ${page.text}`)
    const { items, nextCursor } = answerOf('GET /patients', page)
    for (const item of items) stored.set(item.name, [...(stored.get(item.name) ?? []), item])
    cursor = nextCursor
  } while (cursor)

  const byName = new Map(attempts.map((attempt) => [attempt.patient.name, attempt]))
  let storedPatients = 0
  let inDoubtCommitted = 0
  for (const [name, rows] of stored) {
    storedPatients += rows.length
    check(byName.has(name), `a stored patient no client ever sent: ${JSON.stringify(name)}`)
  }

  for (const attempt of attempts) {
    const { tag } = attempt
    const rows = stored.get(attempt.patient.name) ?? []
    check(rows.length <= 1, `patient ${tag}: stored ${rows.length} times (a retried create was duplicated)`)
    if (attempt.patientId) {
      check(
        rows.length === 1 && rows[0]!.id === attempt.patientId,
        `patient ${tag}: acknowledged as ${attempt.patientId} but ${rows.length ? `stored as ${rows.map((r) => r.id)}` : 'missing from the list'}`,
      )
    }
    const row = rows[0]
    if (!row) continue
    if (!attempt.patientId) inDoubtCommitted++

    // Whatever is stored is whole: the patient exactly as sent...
    const patient = await api.send('GET /patients/:id', { params: { id: row.id } })
    const diff =
      patient.status === 200 ? patientDiff(attempt.patient, answerOf('GET /patients/:id', patient)) : []
    check(patient.status === 200, `patient ${tag}: GET answered ${patient.status}`)
    check(diff.length === 0, `patient ${tag}: stored content differs from what was sent in ${diff}`)

    // ...with at most one evaluation, the acknowledged one if any, exactly as sent.
    const list = await api.send('GET /patients/:id/evaluations', { params: { id: row.id } })
    const summaries = list.status === 200 ? answerOf('GET /patients/:id/evaluations', list) : []
    check(list.status === 200, `patient ${tag}: GET its evaluations answered ${list.status}`)
    check(
      summaries.length <= 1,
      `patient ${tag}: ${summaries.length} evaluations (a retried create was duplicated)`,
    )
    if (summaries.length === 0) {
      check(
        !attempt.evaluationId,
        `patient ${tag}: no evaluation, although the client got its ${attempt.evaluationId} acknowledged`,
      )
      continue
    }
    const evaluationId = summaries[0]!.id
    if (attempt.evaluationId)
      check(
        evaluationId === attempt.evaluationId,
        `evaluation ${tag}: acknowledged as ${attempt.evaluationId}, stored as ${evaluationId}`,
      )
    else inDoubtCommitted++
    const evaluation = await api.send('GET /evaluations/:id', { params: { id: evaluationId } })
    check(evaluation.status === 200, `evaluation ${tag}: GET answered ${evaluation.status}`)
    const evalDiff =
      evaluation.status === 200
        ? evaluationDiff(attempt.evaluation, row.id, answerOf('GET /evaluations/:id', evaluation))
        : []
    check(
      evalDiff.length === 0,
      `evaluation ${tag}: stored content differs from what was sent in ${evalDiff}`,
    )
  }

  // An acknowledged evaluation whose patient was not found above is reported by the patient's check; an
  // acknowledged evaluation must also be readable by its own id.
  for (const attempt of attempts.filter((a) => a.evaluationId)) {
    const evaluation = await api.send('GET /evaluations/:id', { params: { id: attempt.evaluationId! } })
    check(
      evaluation.status === 200,
      `evaluation ${attempt.tag}: acknowledged but GET answered ${evaluation.status}`,
    )
  }
  return { storedPatients, inDoubtCommitted }
}

// ---------------------------------------------------------------------------------------------------------
// One run: a database kind, N kills

async function run(kind: Kind) {
  const started = performance.now()
  const failuresBefore = failures.length
  const passedBefore = passed
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fono-faults-${kind}-`))
  tempDirs.add(dataDir)
  const place: Place = { dataDir }
  if (kind === 'postgres') {
    const database = await throwawayDatabase(adminUrl, 'fono_faults')
    databases.add(database)
    place.databaseUrl = database.url
  }
  console.log(
    `\n${kind}: ${KILLS} kills, ${CLIENTS} clients, data in ${dataDir}${place.databaseUrl ? ` and ${place.databaseUrl}` : ''}`,
  )

  await createUsers([{ name: 'Fault Test', email: EMAIL, password: PASSWORD }], place)
  const supervisor = new Supervisor(place)
  const attempts: Attempt[] = []
  const stats: Stats = {
    inFlight: 0,
    inFlightAtKills: [],
    retries: 0,
    replays: 0,
    abandoned: 0,
    acknowledgedPerEpoch: new Map(),
  }
  try {
    await supervisor.start()
    const signedIn = Array.from({ length: CLIENTS }, () => deferred())
    const loops = Array.from({ length: CLIENTS }, (_, i) =>
      clientLoop(i + 1, kind, supervisor, attempts, stats, signedIn[i]!.resolve).catch((error: unknown) => {
        signedIn[i]!.resolve()
        check(false, `client ${i + 1} crashed: ${(error as Error).stack ?? String(error)}`)
      }),
    )
    // Sessions are created before the first kill (they must survive every restart, as users' sessions do).
    await Promise.all(signedIn.map((d) => d.promise))

    for (let kill = 1; kill <= KILLS; kill++) {
      // A random moment in the stream: 0.3-2 s after this server started acknowledging creates (a server
      // killed while still warming up would prove little; on a slow machine that can take seconds).
      const epoch = supervisor.live!.epoch
      await Promise.race([supervisor.firstAck(epoch), sleep(30_000)])
      await sleep(randomInt(300, 2000))
      const { pid } = supervisor.live!.server
      stats.inFlightAtKills.push(stats.inFlight)
      const signal = await supervisor.kill()
      check(signal === 'SIGKILL', `kill ${kill}: the server ended by ${signal}, not by SIGKILL`)
      if (kind === 'pglite') {
        // The killed server could not release its lock: the restart must take it over.
        const lock = fs.readFileSync(path.join(dataDir, '.lock'), 'utf8')
        check(lock === String(pid), `kill ${kill}: the lock file holds "${lock}", not the killed pid ${pid}`)
      }
      const restartedAt = performance.now()
      try {
        await supervisor.start()
        check(true, 'restart')
      } catch (error) {
        check(false, `restart after kill ${kill} failed: ${(error as Error).message}`)
        throw error
      }
      process.stdout.write(
        `  kill ${kill}/${KILLS}: ${stats.inFlightAtKills.at(-1)} requests in flight, restarted in ` +
          `${((performance.now() - restartedAt) / 1000).toFixed(1)} s, ${acknowledged(attempts)} creates acknowledged so far\n`,
      )
    }

    // A last stretch on the last server, then the clients stop and the server stops cleanly.
    await Promise.race([supervisor.firstAck(supervisor.live!.epoch), sleep(30_000)])
    await sleep(randomInt(300, 2000))
    supervisor.release()
    await Promise.all(loops)
    const code = await supervisor.stop()
    check(code === 0, `the server stopped by SIGTERM exited with code ${code}, not 0`)
    if (kind === 'pglite')
      check(!fs.existsSync(path.join(dataDir, '.lock')), 'the server stopped cleanly but left its lock file')

    // Verify on a fresh start: what the next start finds is what users will see.
    supervisor.stopping = false
    const live = await supervisor.start()
    const { storedPatients, inDoubtCommitted } = await verify(live.url, attempts)
    check((await supervisor.stop()) === 0, 'the server did not stop cleanly after the verification')

    const patients = attempts.filter((a) => a.patientId).length
    const evaluations = attempts.filter((a) => a.evaluationId).length
    const landed = stats.inFlightAtKills.filter((n) => n > 0).length
    const productive = [...stats.acknowledgedPerEpoch.values()].filter((n) => n > 0).length
    check(
      patients > 0 && evaluations > 0,
      `${kind}: no create was acknowledged at all: the test proved nothing`,
    )
    const failed = failures.length - failuresBefore
    console.log(
      `${kind}: survived ${KILLS} kills (${landed} during requests), ${patients + evaluations} acknowledged creates ` +
        `(${patients} patients, ${evaluations} evaluations; in ${productive} of ${KILLS + 1} server lives) ` +
        `${failed ? 'NOT ALL PRESENT AND INTACT' : 'all present and intact'}; ${storedPatients} patients stored, ` +
        `${inDoubtCommitted} unacknowledged creates found committed and whole, ${stats.retries} retries (${stats.replays} replayed), ${stats.abandoned} ` +
        `abandoned; ${passed - passedBefore} passed, ${failed} failed; ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
  } catch (error) {
    check(false, `${kind}: ${(error as Error).message}`)
    console.error(`--- last server output ---\n${supervisor.recentOutput()}`)
  } finally {
    supervisor.release()
    if (supervisor.live) await supervisor.stop()
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 })
    tempDirs.delete(dataDir)
    await dropDatabases()
  }
}

const started = performance.now()
for (const kind of kinds) await run(kind)
console.log(
  `\nFault test (${kinds.join(' + ')}): ${((performance.now() - started) / 1000).toFixed(1)} s` +
    (failures.length ? `; failures:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}` : ''),
)
console.log(`${passed} passed, ${failures.length} failed`)
process.exit(failures.length ? 1 : 0)
