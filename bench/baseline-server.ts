// The benchmark's baselines, run as their own process like the app (plain node, bundled):
//   --mode ceiling   bare Fastify answering a constant JSON: the most any route of this stack can do;
//   --mode driver    bare Fastify with the database driver as the app drives it, running the same SQL as each API
//                    route's handler, and nothing else: no session check, no audit, no schema validation or
//                    serialization, no Drizzle. The floor under the API. As in the app: PGlite started as the app
//                    starts it, every statement but the name search a named prepared statement (the search unnamed,
//                    planned with its values), through the app's own drivers (db/fast-path); on PostgreSQL the
//                    same pool of 10.
//   --mode naive     the same SQL through the driver's plain query(), parsed and planned on every call: a
//                    reference row only (what the app's driver path is worth), not a floor.
// Prints `Baseline ready: http://127.0.0.1:PORT` once listening.
import { parseArgs } from 'node:util'
import Fastify from 'fastify'
import jwt from '@fastify/jwt'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { PG_CONNECTION_OPTIONS } from '../src/server/db/postgres-client'
import { PGLITE_OPTIONS, pgliteDir, startPglite } from '../src/server/db/pglite-start'
import { pgliteDriver } from '../src/server/db/fast-path/pglite'
import { postgresDriver } from '../src/server/db/fast-path/postgres'
import { lockDataDir } from '../src/server/db/lock'
import { hashToken } from '../src/server/auth/tokens'
import { totpStep } from '../src/server/auth/totp'
import { isSealed, openSeed, totpKeyFrom } from '../src/server/auth/totp-seal'
import type { TokenClaims } from '../src/server/plugins/auth'
import { PgDialect } from 'drizzle-orm/pg-core'
import { listMatch, listSql, patientByIdSql } from '../src/server/repositories/patients'
import wizard from '../schemas/wizard.json'

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'driver' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
  },
})

/**
 * One statement of a route, as the app runs it: named (prepared once per connection) unless it is the name search.
 */
interface Statement {
  name?: string
  text: string
}

type Rows = { rows: Record<string, unknown>[] }
type Run = (statement: Statement, params: unknown[]) => Promise<Rows>

// The app's own statement texts for a patient and for the list's first page.
const dialect = new PgDialect()
const S = {
  patientById: { name: 'patient_by_id', text: dialect.sqlToQuery(patientByIdSql).sql },
  list: {
    all: { text: dialect.sqlToQuery(listSql('all', false)).sql },
    trigrams: { text: dialect.sqlToQuery(listSql('trigrams', false, 'starts')).sql },
    substring: { text: dialect.sqlToQuery(listSql('substring', false, 'starts')).sql },
  },
  // A search's second tier, read when the first did not fill the page: as the app does.
  listInside: {
    trigrams: { text: dialect.sqlToQuery(listSql('trigrams', false, 'inside')).sql },
    substring: { text: dialect.sqlToQuery(listSql('substring', false, 'inside')).sql },
  },
  evaluationsOfPatient: {
    name: 'evaluations_of_patient',
    text: `SELECT id, patient_id, evaluation_data, main_complaint, created_at FROM evaluations
            WHERE patient_id = $1 ORDER BY created_at DESC LIMIT 500`,
  },
  evaluationById: {
    name: 'evaluation_by_id',
    text: `SELECT e.*, u.name AS recorded_by_name
             FROM evaluations e LEFT JOIN users u ON u.id = e.created_by WHERE e.id = $1`,
  },
  draftUpsert: {
    name: 'draft_upsert',
    text: `INSERT INTO drafts (id, user_id, label, step, content) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO UPDATE SET label = excluded.label, step = excluded.step, content = excluded.content,
                                          updated_at = now()
            WHERE drafts.user_id = $2
           RETURNING updated_at, xmax = 0 AS created`,
  },
  openChallenge: {
    name: 'login_challenge_open',
    text: `SELECT id, user_id FROM login_challenges
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() AND failures < 5`,
  },
  userById: { name: 'user_by_id', text: 'SELECT * FROM users WHERE id = $1' },
  takeTotpStep: {
    name: 'totp_step_take',
    text: `UPDATE users SET totp_last_step = $2
            WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
  },
  useChallenge: {
    name: 'login_challenge_use',
    text: 'UPDATE login_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
  },
  insertSession: {
    name: 'session_insert',
    text: `INSERT INTO sessions (user_id, expires_at, user_agent, ip, network, mfa_pending)
           VALUES ($1, $2, $3, $4, $5, false) RETURNING id`,
  },
  createEvaluation: {
    name: 'evaluation_create',
    text: `INSERT INTO evaluations (patient_id, evaluation_data, main_complaint, sections, questionnaire_version,
                                    patient_snapshot)
           SELECT p.id, $2, $3, $4, $5, jsonb_build_object(
                    'name', p.name, 'birthDate', p.birth_date, 'age', p.age, 'school', p.school,
                    'fatherName', p.father_name, 'fatherCareer', p.father_career, 'motherName', p.mother_name,
                    'motherCareer', p.mother_career, 'phone', p.phone, 'livesWith', p.lives_with,
                    'caregiver', p.caregiver, 'medications', p.medications, 'siblings', p.siblings,
                    'address', p.address)
             FROM patients p WHERE p.id = $1
           RETURNING *, (SELECT name FROM users WHERE id = created_by) AS recorded_by_name`,
  },
} satisfies Record<string, Statement | Record<string, Statement>>

/** The driver's plain query() for every statement: parsed and planned again on each call. */
async function openNaive(): Promise<{ run: Run; close(): Promise<void> }> {
  if (values['database-url']) {
    const pool = new pg.Pool({
      connectionString: values['database-url'],
      max: 10,
      options: PG_CONNECTION_OPTIONS,
    })
    return { run: (s, params) => pool.query(s.text, params), close: () => pool.end() }
  }
  const dataDir = values['data-dir']
  if (!dataDir) throw new Error('--data-dir or --database-url is required')
  const unlock = lockDataDir(dataDir)
  const client = await PGlite.create(pgliteDir(dataDir), PGLITE_OPTIONS)
  return {
    run: (s, params) => client.query(s.text, params),
    async close() {
      await client.close()
      unlock()
    },
  }
}

/** The driver as the app drives it (db/client.ts, db/postgres-client.ts): the same start, the same door. */
async function openAsTheApp(): Promise<{ run: Run; close(): Promise<void> }> {
  // The door's drivers read a statement's name and text only.
  const asStatement = (s: Statement) => ({ name: s.name, text: s.text, params: [], pieces: [] })
  const url = values['database-url']
  if (url) {
    const pool = new pg.Pool({ connectionString: url, options: PG_CONNECTION_OPTIONS, max: 10 })
    pool.on('error', (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
    const driver = postgresDriver(pool)
    return {
      run: async (s, params) => ({ rows: await driver.run<Record<string, unknown>>(asStatement(s), params) }),
      close: () => pool.end(),
    }
  }
  const dataDir = values['data-dir']
  if (!dataDir) throw new Error('--data-dir or --database-url is required')
  const { client, unlock } = await startPglite(dataDir)
  const driver = pgliteDriver(client)
  return {
    run: async (s, params) => ({ rows: await driver.run<Record<string, unknown>>(asStatement(s), params) }),
    async close() {
      await client.close()
      unlock()
    },
  }
}

async function main() {
  const app = Fastify({ logger: false, bodyLimit: 512 * 1024 })
  const constant = { ok: true, app: 'Fonoaudiologia', version: 1 }
  app.get('/constant', async () => constant)

  let close = async () => {}
  if (values.mode === 'driver' || values.mode === 'naive') {
    const driver = values.mode === 'driver' ? await openAsTheApp() : await openNaive()
    const { run } = driver
    close = driver.close
    const one = async (statement: Statement, params: unknown[]) => (await run(statement, params)).rows[0]

    // GET /api/patients/{id}: findPatient
    app.get<{ Params: { id: string } }>('/patients/:id', async (request, reply) => {
      const row = await one(S.patientById, [request.params.id])
      return row ?? reply.code(404).send({ error: 'not found' })
    })
    // GET /api/patients?q=: listPatients (newest first, 50 + 1 rows; a search by tier)
    app.get<{ Querystring: { q?: string } }>('/patients', async (request) => {
      const { match, term } = listMatch(request.query.q)
      const { rows } = await run(S.list[match], match === 'all' ? [51] : [term, term, 51])
      if (match !== 'all' && rows.length < 51)
        rows.push(...(await run(S.listInside[match], [term, term, 51 - rows.length])).rows)
      return { items: rows.slice(0, 50), nextCursor: null }
    })
    // GET /api/patients/{id}/evaluations: findPatient, then the list
    app.get<{ Params: { id: string } }>('/patients/:id/evaluations', async (request, reply) => {
      const { id } = request.params
      if (!(await one(S.patientById, [id]))) return reply.code(404).send({})
      const { rows } = await run(S.evaluationsOfPatient, [id])
      return rows
    })
    // GET /api/evaluations/{id}, with the name of the clinician who recorded it
    app.get<{ Params: { id: string } }>('/evaluations/:id', async (request, reply) => {
      const row = await one(S.evaluationById, [request.params.id])
      return row ?? reply.code(404).send({ error: 'not found' })
    })
    // PUT /api/drafts/{id}: the owner's draft inserted or replaced (another user's is left alone: no row)
    app.put<{
      Params: { id: string }
      Querystring: { user: string }
      Body: { label: string; content: { step: number } }
    }>('/drafts/:id', async (request, reply) => {
      const { label, content } = request.body
      const row = await one(S.draftUpsert, [
        request.params.id,
        request.query.user,
        label,
        content.step,
        JSON.stringify(content),
      ])
      return row ? { id: request.params.id, updatedAt: row.updated_at } : reply.code(404).send({})
    })
    // POST /api/auth/login/mfa: the open challenge, its user, the code checked and its step taken once, the
    // challenge used up, a session, a signed token (no throttling counters, no audit entry)
    await app.register(jwt, { secret: 'baseline-only-secret-0123456789-abcdefghij' })
    const totpKey = totpKeyFrom(process.env.TOTP_KEY ?? '')
    app.post<{ Body: { challenge: string; code: string } }>('/auth/login/mfa', async (request, reply) => {
      const challenge = await one(S.openChallenge, [hashToken(request.body.challenge)])
      if (!challenge) return reply.code(401).send({})
      const user = (await one(S.userById, [challenge.user_id]))!
      // Sealed by the app at its start (as the handler does, opened with TOTP_KEY); in clear before it ever ran.
      const stored = String(user.totp_secret)
      const step = totpStep(isSealed(stored) ? openSeed(totpKey, stored) : stored, request.body.code)
      const accepted = step !== null && (await one(S.takeTotpStep, [user.id, step]))
      if (!accepted) return reply.code(401).send({})
      if (!(await one(S.useChallenge, [challenge.id]))) return reply.code(401).send({})
      const expiresAt = new Date(Date.now() + 12 * 3600_000)
      const session = (await one(S.insertSession, [
        user.id,
        expiresAt,
        String(request.headers['user-agent'] ?? ''),
        request.ip,
        request.ip,
      ]))!
      // The app's claims, as the app's token holds them (a row's fields are typed unknown here).
      const claims = { sub: user.email, name: user.name, role: user.role, sid: session.id } as TokenClaims
      const token = app.jwt.sign(claims)
      return { token, expiresAt: expiresAt.toISOString(), mfaEnrolmentRequired: false }
    })
    // POST /api/evaluations: one statement, the patient's snapshot taken by the insert (a missing patient: no row)
    app.post<{
      Body: Record<string, unknown> & { patientId: string; evaluationData?: string; mainComplaint?: string }
    }>('/evaluations', async (request, reply) => {
      const { patientId, evaluationData, mainComplaint, ...sections } = request.body
      const row = await one(
        S.createEvaluation,
        // The questionnaire version the app names (the seed recorded it: evaluations must name a recorded one).
        [patientId, evaluationData ?? null, mainComplaint ?? '', JSON.stringify(sections), wizard.version],
      )
      return row ? reply.code(201).send(row) : reply.code(404).send({})
    })
  } else if (values.mode !== 'ceiling') {
    throw new Error(`--mode must be ceiling, driver or naive, got ${values.mode}`)
  }

  const shutdown = async () => {
    await app.close()
    await close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown())
  process.once('SIGINT', () => void shutdown())
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  process.stdout.write(`Baseline ready: ${url}\n`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
