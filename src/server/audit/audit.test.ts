// The audit trail: one entry per audited action with who, when, what, where from and which request; nothing
// for a rejected request (but failed logins); a hash chain that stays linear under load, that the database
// refuses to change, whose tampering verifyAuditChain and `npm run audit:verify` detect.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LightMyRequestResponse } from 'fastify'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { auditLog, invitations, users } from '../db/schema'
import { hashToken } from '../auth/tokens'
import { entryHash, GENESIS_HASH, type AuditFields } from './chain'
import { searchTermHmac } from './search-term'
import { describeBreaks, verifyAuditChain } from './verify'
import { AuditWriter } from './writer'
import { copyEntries } from '../repositories/audit'
import type { AuditPage } from '../../shared/contract/audit'
import {
  bearer,
  createTestApp,
  errorOf,
  TEST_AUDIT_KEY as KEY,
  SERVER_UUID as UUID,
  TEST_PASSWORD,
  type TestApp,
  BEARER_TRANSPORT,
} from '../../../tests/kit/test-app'
import { createTestDatabase, dbKinds, openDataDir } from '../../../tests/kit/test-db'
import { runScript } from '../../../tests/kit/scripts'
import { createPatient, uniqueEmail } from '../../../tests/kit/api-fixtures'
import { tempFolders } from '../../../tests/kit/temp'

const SRC_SERVER = fileURLToPath(new URL('../', import.meta.url))
const NIL_UUID = '00000000-0000-0000-0000-000000000000'
const IP = '203.0.113.77'
const NEW_PASSWORD = 'Outra senha bem longa 2026'

type Entry = typeof auditLog.$inferSelect

/** The text of an error and of its causes (drizzle wraps the driver's error). */
function errorText(error: unknown): string {
  const parts: string[] = []
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    parts.push(String(e.message))
  return parts.join(' | ')
}

async function expectRefused(promise: Promise<unknown>) {
  let failure: unknown
  await promise.catch((error: unknown) => (failure = error))
  expect(failure, 'the database accepted the statement').toBeDefined()
  expect(errorText(failure)).toMatch(/audit_log is append-only/)
}

const fields = (n: number, extra: Partial<AuditFields> = {}): AuditFields => ({
  at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, n)),
  userId: crypto.randomUUID(),
  userEmail: `pessoa${n}@example.com`,
  action: 'patient.read',
  entity: 'patient',
  entityId: crypto.randomUUID(),
  patientId: crypto.randomUUID(),
  ip: '198.51.100.1',
  requestId: `req-${n}-${crypto.randomUUID()}`,
  // Keys out of order and nested: jsonb stores them sorted, the hash must not care.
  details: { z: n, a: { y: [1, 'dois', null], b: 'ç' }, m: null },
  ...extra,
})

async function fill(db: Db, n: number) {
  const writer = new AuditWriter(db, KEY)
  await Promise.all(Array.from({ length: n }, (_, i) => writer.append(fields(i + 1))))
  await writer.idle()
}

/** Runs `run` with the append-only triggers off, as someone with the table owner's rights could. */
async function withTriggersOff(db: Db, run: () => Promise<unknown>) {
  await db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER USER`)
  try {
    await run()
  } finally {
    await db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER USER`)
  }
}

const tamper = (db: Db, statement: ReturnType<typeof sql>) => withTriggersOff(db, () => db.execute(statement))

/** Entries firstId to lastId, as verifyAuditChain reports them. */
const span = (firstId: number, lastId: number) => ({ firstId, lastId, count: lastId - firstId + 1 })

/** `npm run audit:verify` with the given environment: exit code and output. */
const runVerify = (env: Record<string, string>, args: string[] = []) =>
  runScript('audit-verify.ts', args, { AUDIT_KEY: KEY, ...env })

describe('the app has no code path that changes or removes an audit entry', () => {
  it('no UPDATE or DELETE of audit_log anywhere in src/server', () => {
    const offending: string[] = []
    const walk = (dir: string) => {
      for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, item.name)
        if (item.isDirectory()) walk(file)
        else if (/\.ts$/.test(item.name) && !/\.test\.ts$/.test(item.name)) {
          const text = fs.readFileSync(file, 'utf8')
          if (
            /\.(update|delete)\(\s*auditLog\b|\b(update|delete\s+from|truncate)\s+"?audit_log\b/i.test(text)
          )
            offending.push(path.relative(SRC_SERVER, file))
        }
      }
    }
    walk(SRC_SERVER)
    expect(offending).toEqual([])
  })
})

describe.each(dbKinds)('audit trail (%s)', (kind) => {
  let t: TestApp
  let admin: { token: string; id: string; email: string }
  let clinician: { token: string; id: string; email: string; sid: string }
  let patientId: string
  let evaluationId: string

  const db = () => t.database.db

  /** Signs a fresh user in and returns its token, id, e-mail and session id. */
  async function person(role: 'ADMIN' | 'CLINICIAN') {
    const email = uniqueEmail(role.toLowerCase())
    const token = await t.signIn({ role, email })
    const [row] = await db().select().from(users).where(eq(users.email, email))
    const sid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid
    return { token, id: row!.id, email, sid }
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { token?: string; payload?: object } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: IP,
      // Logins as a program makes them: the token in the answer.
      headers: options.token ? bearer(options.token) : BEARER_TRANSPORT,
      ...(options.payload ? { payload: options.payload } : {}),
    })

  const total = async () => {
    await t.app.auditWriter.idle()
    return (await db().select({ n: count() }).from(auditLog))[0]!.n
  }

  const requestIdOf = (response: LightMyRequestResponse) => {
    const id = response.headers['x-request-id']
    expect(typeof id).toBe('string')
    return id as string
  }

  async function entriesOf(response: LightMyRequestResponse): Promise<Entry[]> {
    await t.app.auditWriter.idle()
    return db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, requestIdOf(response)))
  }

  /** Exactly one entry for this response, with these fields, at the request's time, from IP. */
  async function expectEntry(
    response: LightMyRequestResponse,
    status: number,
    expected: Pick<Entry, 'action' | 'entity' | 'entityId' | 'patientId' | 'userId' | 'userEmail'>,
    sentAt: number,
  ) {
    expect(response.statusCode, response.body).toBe(status)
    const entries = await entriesOf(response)
    expect(entries).toHaveLength(1)
    const entry = entries[0]!
    expect(entry).toMatchObject({ ...expected, ip: IP, requestId: requestIdOf(response) })
    expect(entry.at).toBeInstanceOf(Date)
    expect(entry.at.getTime()).toBeGreaterThanOrEqual(sentAt - 5)
    expect(entry.at.getTime()).toBeLessThanOrEqual(Date.now() + 5)
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/)
    return entry
  }

  /** The request was refused with `status` and left no trace in the audit log. */
  async function expectNoEntry(response: LightMyRequestResponse, status: number, before: number) {
    expect(response.statusCode, response.body).toBe(status)
    expect(await entriesOf(response)).toEqual([])
    expect(await total()).toBe(before)
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 100_000, authFailuresPerEmail: 1000 })
    const a = await person('ADMIN')
    admin = { token: a.token, id: a.id, email: a.email }
    clinician = await person('CLINICIAN')
  })
  afterAll(() => t?.close())

  describe('one entry per action', () => {
    it('auth.login: the user, the new session', async () => {
      const email = uniqueEmail('login')
      await t.signIn({ email })
      const [user] = await db().select().from(users).where(eq(users.email, email))
      const sentAt = Date.now()
      const response = await call('POST', '/api/auth/login', {
        payload: { email: email.toUpperCase(), password: TEST_PASSWORD },
      })
      const sid = (
        JSON.parse(
          Buffer.from(response.json<{ token: string }>().token.split('.')[1]!, 'base64url').toString(),
        ) as {
          sid: string
        }
      ).sid
      const entry = await expectEntry(
        response,
        200,
        {
          action: 'auth.login',
          entity: 'session',
          entityId: sid,
          patientId: null,
          userId: user!.id,
          userEmail: email,
        },
        sentAt,
      )
      expect(entry.details).toBeNull()
    })

    it('auth.login_failed for an unknown e-mail: no user id, the e-mail typed', async () => {
      const email = uniqueEmail('ninguem')
      const sentAt = Date.now()
      const response = await call('POST', '/api/auth/login', {
        payload: { email: email.toUpperCase(), password: TEST_PASSWORD },
      })
      await expectEntry(
        response,
        401,
        {
          action: 'auth.login_failed',
          entity: 'user',
          entityId: null,
          patientId: null,
          userId: null,
          userEmail: email,
        },
        sentAt,
      )
    })

    it('auth.login_failed for a wrong password: the account tried', async () => {
      const sentAt = Date.now()
      const response = await call('POST', '/api/auth/login', {
        payload: { email: clinician.email, password: 'not the password' },
      })
      await expectEntry(
        response,
        401,
        {
          action: 'auth.login_failed',
          entity: 'user',
          entityId: clinician.id,
          patientId: null,
          userId: clinician.id,
          userEmail: clinician.email,
        },
        sentAt,
      )
    })

    it('the password is never written to the audit log', async () => {
      const rows = await db().select().from(auditLog)
      const text = JSON.stringify(rows)
      expect(text).not.toContain(TEST_PASSWORD)
      expect(text).not.toContain('not the password')
    })

    it('auth.logout: the session ended', async () => {
      const someone = await person('CLINICIAN')
      const sentAt = Date.now()
      const response = await call('POST', '/api/auth/logout', { token: someone.token })
      await expectEntry(
        response,
        204,
        {
          action: 'auth.logout',
          entity: 'session',
          entityId: someone.sid,
          patientId: null,
          userId: someone.id,
          userEmail: someone.email,
        },
        sentAt,
      )
    })

    it('invitation.create and auth.register', async () => {
      let sentAt = Date.now()
      const generated = await call('POST', '/api/invite/generate', {
        token: admin.token,
        payload: { role: 'CLINICIAN' },
      })
      const inviteToken = generated.json<{ token: string }>().token
      const [invitation] = await db()
        .select()
        .from(invitations)
        .where(eq(invitations.tokenHash, hashToken(inviteToken)))
      const created = await expectEntry(
        generated,
        201,
        {
          action: 'invitation.create',
          entity: 'invitation',
          entityId: invitation!.id,
          patientId: null,
          userId: admin.id,
          userEmail: admin.email,
        },
        sentAt,
      )
      expect(created.details).toEqual({ role: 'CLINICIAN' })
      expect(JSON.stringify(created)).not.toContain(inviteToken)

      const email = uniqueEmail('novo')
      sentAt = Date.now()
      const registered = await call('POST', '/api/auth/register', {
        payload: { name: 'Nova Pessoa', email, password: NEW_PASSWORD, inviteToken },
      })
      const userId = registered.json<{ id: string }>().id
      expect(userId).toMatch(UUID)
      const entry = await expectEntry(
        registered,
        201,
        {
          action: 'auth.register',
          entity: 'user',
          entityId: userId,
          patientId: null,
          userId,
          userEmail: email,
        },
        sentAt,
      )
      expect(entry.details).toEqual({ role: 'CLINICIAN' })
      expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD)
    })

    it('user.disable, auth.login_refused_disabled and user.enable', async () => {
      const target = await person('CLINICIAN')
      const by = {
        userId: admin.id,
        userEmail: admin.email,
        patientId: null,
        entity: 'user',
        entityId: target.id,
      }
      let sentAt = Date.now()
      await expectEntry(
        await call('POST', `/api/users/${target.id}/disable`, { token: admin.token }),
        200,
        { ...by, action: 'user.disable' },
        sentAt,
      )
      sentAt = Date.now()
      await expectEntry(
        await call('POST', '/api/auth/login', { payload: { email: target.email, password: TEST_PASSWORD } }),
        401,
        {
          action: 'auth.login_refused_disabled',
          entity: 'user',
          entityId: target.id,
          patientId: null,
          userId: target.id,
          userEmail: target.email,
        },
        sentAt,
      )
      sentAt = Date.now()
      await expectEntry(
        await call('POST', `/api/users/${target.id}/enable`, { token: admin.token }),
        200,
        { ...by, action: 'user.enable' },
        sentAt,
      )
    })

    it('invitation.revoke', async () => {
      const generated = await call('POST', '/api/invite/generate', { token: admin.token })
      expect(generated.statusCode).toBe(201)
      const [invitation] = await db()
        .select()
        .from(invitations)
        .where(eq(invitations.tokenHash, hashToken(generated.json<{ token: string }>().token)))
      const sentAt = Date.now()
      await expectEntry(
        await call('POST', `/api/invitations/${invitation!.id}/revoke`, { token: admin.token }),
        200,
        {
          action: 'invitation.revoke',
          entity: 'invitation',
          entityId: invitation!.id,
          patientId: null,
          userId: admin.id,
          userEmail: admin.email,
        },
        sentAt,
      )
    })

    it('patient.create, patient.read, patient.update, patient.list, patient.export', async () => {
      const by = { userId: clinician.id, userEmail: clinician.email, entity: 'patient' }
      let sentAt = Date.now()
      const created = await call('POST', '/api/patients', {
        token: clinician.token,
        payload: { name: 'Paciente Auditado' },
      })
      patientId = created.json<{ id: string }>().id
      const one = { ...by, entityId: patientId, patientId }
      await expectEntry(created, 201, { ...one, action: 'patient.create' }, sentAt)

      sentAt = Date.now()
      await expectEntry(
        await call('GET', `/api/patients/${patientId}`, { token: clinician.token }),
        200,
        { ...one, action: 'patient.read' },
        sentAt,
      )

      sentAt = Date.now()
      const updated = await expectEntry(
        await call('PUT', `/api/patients/${patientId}`, {
          token: clinician.token,
          payload: { name: 'Paciente Auditado Silva', school: 'Escola' },
        }),
        200,
        { ...one, action: 'patient.update' },
        sentAt,
      )
      // Each changed field with its old and new value.
      expect(updated.details).toEqual({
        changes: {
          name: { from: 'Paciente Auditado', to: 'Paciente Auditado Silva' },
          school: { from: '', to: 'Escola' },
        },
      })

      sentAt = Date.now()
      const listed = await expectEntry(
        await call('GET', '/api/patients?q=Auditado', { token: clinician.token }),
        200,
        { ...by, entityId: null, patientId: null, action: 'patient.list' },
        sentAt,
      )
      // The term (a child's name) is not in the entry: its HMAC with the audit key only.
      expect(listed.details).toEqual({ searched: searchTermHmac(KEY, 'Auditado'), count: 1 })
      expect(JSON.stringify(listed)).not.toMatch(/auditado/i)

      sentAt = Date.now()
      await expectEntry(
        await call('GET', `/api/patients/${patientId}/export`, { token: clinician.token }),
        200,
        { ...one, action: 'patient.export' },
        sentAt,
      )
    })

    it('lists each entry with the names of the person, the patient and a user it is about, as they are now', async () => {
      const nameOf = async (id: string) =>
        (await db().select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name
      const trail = await call('GET', `/api/audit?patientId=${patientId}&limit=200`, { token: admin.token })
      const update = trail.json<AuditPage>().items.find((entry) => entry.action === 'patient.update')
      expect(update).toMatchObject({
        userName: await nameOf(clinician.id),
        patientName: 'Paciente Auditado Silva',
        entityName: null,
      })

      const target = await person('CLINICIAN')
      await call('POST', `/api/users/${target.id}/disable`, { token: admin.token })
      const byAdmin = await call('GET', `/api/audit?userId=${admin.id}&limit=1`, { token: admin.token })
      expect(byAdmin.json<AuditPage>().items[0]).toMatchObject({
        action: 'user.disable',
        userName: await nameOf(admin.id),
        entityName: await nameOf(target.id),
        patientName: null,
      })
    })

    it("filters days in the caller's time zone, and refuses a time zone it does not know", async () => {
      const [newest] = (await call('GET', '/api/audit?limit=1', { token: admin.token })).json<AuditPage>()
        .items
      const at = new Date(newest!.at)
      // The day of the newest entry in a zone fourteen hours ahead of UTC, and the UTC day before that one.
      const ahead = 'Pacific/Kiritimati'
      const dayThere = new Intl.DateTimeFormat('en-CA', { timeZone: ahead }).format(at)
      const dayBefore = new Date(Date.parse(dayThere) - 86_400_000).toISOString().slice(0, 10)
      const ids = async (query: string) =>
        (await call('GET', `/api/audit?limit=200&${query}`, { token: admin.token }))
          .json<AuditPage>()
          .items.map((entry) => entry.id)
      expect(await ids(`from=${dayThere}&to=${dayThere}&timeZone=${ahead}`)).toContain(newest!.id)
      expect(await ids(`from=${dayBefore}&to=${dayBefore}&timeZone=${ahead}`)).not.toContain(newest!.id)

      const unknown = await call('GET', '/api/audit?timeZone=Mars/Base', { token: admin.token })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json<{ message: string }>().message).toBe('Fuso horário desconhecido.')
    })

    it('evaluation.create, evaluation.read and evaluation.list (both routes)', async () => {
      const by = { userId: clinician.id, userEmail: clinician.email, entity: 'evaluation', patientId }
      let sentAt = Date.now()
      const created = await call('POST', '/api/evaluations', {
        token: clinician.token,
        payload: { patientId, mainComplaint: 'Troca de sons', sleep: { teethGrinding: true } },
      })
      evaluationId = created.json<{ id: string }>().id
      await expectEntry(created, 201, { ...by, entityId: evaluationId, action: 'evaluation.create' }, sentAt)

      sentAt = Date.now()
      await expectEntry(
        await call('GET', `/api/evaluations/${evaluationId}`, { token: clinician.token }),
        200,
        { ...by, entityId: evaluationId, action: 'evaluation.read' },
        sentAt,
      )

      sentAt = Date.now()
      await expectEntry(
        await call('GET', `/api/evaluations?patientId=${patientId}`, { token: clinician.token }),
        200,
        { ...by, entityId: null, action: 'evaluation.list' },
        sentAt,
      )

      sentAt = Date.now()
      await expectEntry(
        await call('GET', `/api/patients/${patientId}/evaluations`, { token: clinician.token }),
        200,
        { ...by, entityId: null, action: 'evaluation.list' },
        sentAt,
      )
    })

    it("the request id is the server's, never one the client sent", async () => {
      const sent = `cliente-${crypto.randomUUID()}`
      const response = await t.app.inject({
        url: `/api/patients/${patientId}`,
        headers: { ...bearer(clinician.token), 'x-request-id': sent },
      })
      const requestId = requestIdOf(response)
      expect(requestId).not.toBe(sent)
      expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      const entries = await entriesOf(response)
      expect(entries.map((e) => [e.action, e.requestId])).toEqual([['patient.read', requestId]])
      await t.app.auditWriter.idle()
      const [chosen] = await db().select({ n: count() }).from(auditLog).where(eq(auditLog.requestId, sent))
      expect(chosen!.n).toBe(0)
    })
  })

  describe('reads are recorded in the next batch, and fail closed when the trail cannot be written', () => {
    it('a read answers before its entry is stored; the entry follows, and a failing trail refuses reads', async () => {
      const read = () => call('GET', `/api/patients/${patientId}`, { token: clinician.token })
      const first = await read()
      expect(first.statusCode).toBe(200)
      expect(await entriesOf(first)).toHaveLength(1)

      // The trail cannot take reads any more (a constraint stands in for a full disk or a lost connection).
      await db().execute(
        sql`ALTER TABLE audit_log ADD CONSTRAINT block_reads CHECK (action <> 'patient.read') NOT VALID`,
      )
      try {
        const queued = await read()
        expect(queued.statusCode).toBe(200)
        await t.app.auditWriter.idle()
        expect(t.app.auditWriter.failing).toBe(true)
        // Now a read waits for its own entry, and is refused when it cannot be stored.
        const refused = await read()
        expect(refused.statusCode).toBe(500)
        expect(errorOf(refused).message).not.toMatch(/audit_log|constraint/i)
      } finally {
        await db().execute(sql`ALTER TABLE audit_log DROP CONSTRAINT block_reads`)
      }
      // The entry of the read that was answered was kept and is written once the trail works again.
      await t.app.auditWriter.idle()
      expect(t.app.auditWriter.failing).toBe(false)
      expect(t.app.auditWriter.backlog).toBe(0)
      const after = await read()
      expect(after.statusCode).toBe(200)
      expect(await entriesOf(after)).toHaveLength(1)
      const reads = await db()
        .select({ requestId: auditLog.requestId })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'patient.read'), eq(auditLog.entityId, patientId)))
      expect(reads.length).toBeGreaterThanOrEqual(3)
      expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true })
    })
  })

  describe('a rejected request writes no entry', () => {
    const cases: [string, number, () => Promise<LightMyRequestResponse>][] = [
      ['patients without a token', 401, () => call('GET', '/api/patients')],
      ['a patient without a token', 401, () => call('GET', `/api/patients/${patientId}`)],
      ['the users list as a clinician', 403, () => call('GET', '/api/users', { token: clinician.token })],
      ['the audit as a clinician', 403, () => call('GET', '/api/audit', { token: clinician.token })],
      [
        'an invitation as a clinician',
        403,
        () => call('POST', '/api/invite/generate', { token: clinician.token }),
      ],
      ['an unknown patient', 404, () => call('GET', `/api/patients/${NIL_UUID}`, { token: clinician.token })],
      ['a malformed patient id', 404, () => call('GET', '/api/patients/abc', { token: clinician.token })],
      [
        'an update of an unknown patient',
        404,
        () => call('PUT', `/api/patients/${NIL_UUID}`, { token: clinician.token, payload: { name: 'X' } }),
      ],
      [
        'an invalid patient',
        400,
        () => call('POST', '/api/patients', { token: clinician.token, payload: { name: '', foo: 1 } }),
      ],
      [
        'an invalid update',
        400,
        () =>
          call('PUT', `/api/patients/${patientId}`, { token: clinician.token, payload: { birthDate: 'x' } }),
      ],
      ['a bad cursor', 400, () => call('GET', '/api/patients?cursor=abc', { token: clinician.token })],
      [
        'the export of an unknown patient',
        404,
        () => call('GET', `/api/patients/${NIL_UUID}/export`, { token: clinician.token }),
      ],
      [
        'an unknown evaluation',
        404,
        () => call('GET', `/api/evaluations/${NIL_UUID}`, { token: clinician.token }),
      ],
      [
        'the evaluations of an unknown patient',
        404,
        () => call('GET', `/api/patients/${NIL_UUID}/evaluations`, { token: clinician.token }),
      ],
      [
        'the evaluation list without patientId',
        400,
        () => call('GET', '/api/evaluations', { token: clinician.token }),
      ],
      [
        'an evaluation of an unknown patient',
        404,
        () => call('POST', '/api/evaluations', { token: clinician.token, payload: { patientId: NIL_UUID } }),
      ],
      [
        'an invalid evaluation',
        400,
        () => call('POST', '/api/evaluations', { token: clinician.token, payload: { patientId, foo: 1 } }),
      ],
      [
        'disabling an unknown user',
        404,
        () => call('POST', `/api/users/${NIL_UUID}/disable`, { token: admin.token }),
      ],
      ['enabling a malformed id', 404, () => call('POST', '/api/users/abc/enable', { token: admin.token })],
      [
        'an administrator disabling themselves',
        400,
        () => call('POST', `/api/users/${admin.id}/disable`, { token: admin.token }),
      ],
      [
        'revoking an unknown invitation',
        404,
        () => call('POST', `/api/invitations/${NIL_UUID}/revoke`, { token: admin.token }),
      ],
      ['a bad audit filter', 400, () => call('GET', '/api/audit?userId=abc', { token: admin.token })],
      [
        'a registration with an unknown invitation',
        400,
        () =>
          call('POST', '/api/auth/register', {
            payload: { name: 'X', email: uniqueEmail('x'), password: NEW_PASSWORD, inviteToken: 'nope' },
          }),
      ],
      [
        'an invalid login body',
        400,
        () => call('POST', '/api/auth/login', { payload: { email: 'not-an-email', password: 'x' } }),
      ],
    ]
    it.each(cases)('%s (%i)', async (_label, status, send) => {
      const before = await total()
      await expectNoEntry(await send(), status, before)
    })
  })

  describe('the chain', () => {
    it('is intact after everything above', async () => {
      expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: await total() })
    })

    it('stays linear under 200 concurrent audited requests (group commit)', async () => {
      const before = await total()
      const urls = [
        `/api/patients/${patientId}`,
        '/api/patients',
        `/api/evaluations/${evaluationId}`,
        `/api/patients/${patientId}/evaluations`,
      ]
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.app.inject({ url: urls[i % urls.length]!, headers: bearer(clinician.token), remoteAddress: IP }),
        ),
      )
      expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(200))
      expect(await total()).toBe(before + 200)
      const requestIds = responses.map((r) => r.headers['x-request-id'] as string)
      expect(new Set(requestIds).size).toBe(200)
      const rows = await db().select().from(auditLog).orderBy(asc(auditLog.id))
      const byRequest = new Map<string, number>()
      for (const row of rows)
        if (row.requestId) byRequest.set(row.requestId, (byRequest.get(row.requestId) ?? 0) + 1)
      for (const id of requestIds) expect(byRequest.get(id)).toBe(1)
      // Every entry links to the one before it: no fork, no gap.
      rows.forEach((row, i) => expect(row.prevHash).toBe(i === 0 ? GENESIS_HASH : rows[i - 1]!.hash))
      expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: before + 200 })
      // And verifying in small pages reads the same chain.
      expect(await verifyAuditChain(db(), KEY, { pageSize: 7 })).toMatchObject({
        ok: true,
        entries: before + 200,
      })
    })

    it('stays linear when two writers (two processes on one database) append at once', async () => {
      const before = await total()
      const other = new AuditWriter(db(), KEY)
      await Promise.all(
        Array.from({ length: 120 }, (_, i) => (i % 2 ? other : t.app.auditWriter).append(fields(i))),
      )
      expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: before + 120 })
    })

    it('a writer whose remembered end is stale appends after the lock; the database refuses a fork', async () => {
      const before = await total()
      const stale = new AuditWriter(db(), KEY)
      await stale.append(fields(1)) // it now remembers the end
      await t.app.auditWriter.append(fields(2)) // another writer moves the end
      await stale.append(fields(3))
      expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: before + 3 })
      // A second successor to the same entry, in the same place, as a writer racing without the lock would add it:
      const [last] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
      const fork = db().execute(
        sql`INSERT INTO audit_log (at, action, prev_hash, hash, seq)
            VALUES (now(), 'x', ${last!.prevHash}, 'fork', ${last!.seq})`,
      )
      await expect(fork).rejects.toSatisfy(isUniqueViolation)
      expect(await total()).toBe(before + 3)
    })

    it('a gathered read whose batch another write already took does not stop later writes', async () => {
      const before = await total()
      const writer = new AuditWriter(db(), KEY)
      writer.record(fields(1)) // starts the gather timer
      await writer.append(fields(2)) // writes both at once: the timer will find the queue empty
      await new Promise((resolve) => setTimeout(resolve, 100))
      const later = writer.append(fields(3)).then(() => 'stored')
      const stuck = new Promise((resolve) => setTimeout(resolve, 10_000, 'stuck')).then(String)
      expect(await Promise.race([later, stuck])).toBe('stored')
      await writer.idle()
      expect(writer.backlog).toBe(0)
      expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: before + 3 })
    })

    it('an entry appended the moment the previous one is stored is written too (no stalled queue)', async () => {
      const before = await total()
      const writer = new AuditWriter(db(), KEY)
      const oneAfterAnother = (async () => {
        for (let i = 0; i < 5; i++) await writer.append(fields(i))
        return 'stored'
      })()
      const stuck = new Promise((resolve) => setTimeout(resolve, 10_000, 'stuck')).then(String)
      expect(await Promise.race([oneAfterAnother, stuck])).toBe('stored')
      expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: before + 5 })
    })

    it('gathered entries come back as recorded, tabs, line ends, backslashes and accents included', async () => {
      const before = await total()
      // On PGlite the only writer stores several entries with one COPY, whose text format escapes these.
      let copies = 0
      const copy = t.database.pglite && copyEntries(t.database.pglite)
      const writer = new AuditWriter(db(), KEY, {
        exclusive: kind === 'pglite',
        copy: copy && ((rows) => (copies++, copy(rows))),
      })
      await writer.append(fields(0)) // it now knows the end
      const odd = 'tab\there, line\nend\r, back\\slash, \\N, "aspas", ç, ã'
      const recorded = Array.from({ length: 4 }, (_, i) =>
        fields(i, { userEmail: `${odd}${i}@example.com`, details: { note: odd, i, nested: [odd, null] } }),
      )
      for (const entry of recorded) writer.record(entry)
      await writer.idle()
      expect(copies).toBe(kind === 'pglite' ? 1 : 0)
      for (const entry of recorded) {
        const [stored] = await db().select().from(auditLog).where(eq(auditLog.requestId, entry.requestId!))
        expect(stored).toMatchObject({
          userEmail: entry.userEmail,
          details: entry.details,
          action: entry.action,
        })
      }
      expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: before + 5 })
    })

    it('the database refuses UPDATE, DELETE and TRUNCATE of audit_log', async () => {
      const before = await total()
      const [first] = await db().select().from(auditLog).orderBy(asc(auditLog.id)).limit(1)
      await expectRefused(db().execute(sql`UPDATE audit_log SET action = 'x' WHERE id = ${first!.id}`))
      await expectRefused(db().update(auditLog).set({ userEmail: 'outra@example.com' }))
      await expectRefused(db().execute(sql`DELETE FROM audit_log WHERE id = ${first!.id}`))
      await expectRefused(db().delete(auditLog))
      await expectRefused(db().execute(sql`TRUNCATE audit_log`))
      expect(await total()).toBe(before)
      const [still] = await db().select().from(auditLog).where(eq(auditLog.id, first!.id))
      expect(still).toEqual(first)
      expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: before })
    })
  })
})

describe.each(dbKinds)('tampering is detected (%s)', (kind) => {
  // One database for all cases: each case tampers, checks, then puts the entry back (triggers off again).
  const N = 6
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  const db = () => database.db
  const row = async (id: number) => (await db().select().from(auditLog).where(eq(auditLog.id, id)))[0]!
  const restore = (saved: Entry) =>
    tamper(db(), sql`DELETE FROM audit_log WHERE id = ${saved.id}`).then(() =>
      withTriggersOff(db(), () => db().insert(auditLog).overridingSystemValue().values(saved)),
    )

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: 0 })
    await fill(db(), N)
  })
  afterEach(async () => {
    expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: N })
  })
  afterAll(() => database?.close())

  it('an untouched chain verifies, in one read or in pages', async () => {
    expect(await verifyAuditChain(db(), KEY, { pageSize: 2 })).toMatchObject({ ok: true, entries: N })
    expect(await verifyAuditChain(db(), KEY, { pageSize: N })).toMatchObject({ ok: true, entries: N })
  })

  it('an entry whose action changed', async () => {
    const saved = await row(3)
    await tamper(db(), sql`UPDATE audit_log SET action = 'patient.list' WHERE id = 3`)
    const expected = {
      ok: false,
      entries: N,
      verifiedBefore: 2,
      breaks: [
        {
          ...span(3, 3),
          reason: 'entry was altered',
          verifiedAfter: span(4, N),
        },
      ],
      cutOff: 0,
    }
    expect(await verifyAuditChain(db(), KEY)).toEqual(expected)
    // Reading in pages finds the same break.
    expect(await verifyAuditChain(db(), KEY, { pageSize: 2 })).toEqual(expected)
    await restore(saved)
  })

  it('every broken entry, each with the entries after it that still verify', async () => {
    const saved = [await row(2), await row(5)]
    await tamper(db(), sql`UPDATE audit_log SET ip = '10.0.0.1' WHERE id IN (2, 5)`)
    const result = await verifyAuditChain(db(), KEY, { pageSize: 3 })
    expect(result).toEqual({
      ok: false,
      entries: N,
      verifiedBefore: 1,
      breaks: [
        { ...span(2, 2), reason: 'entry was altered', verifiedAfter: span(3, 4) },
        { ...span(5, 5), reason: 'entry was altered', verifiedAfter: span(6, N) },
      ],
      cutOff: 0,
    })
    expect(describeBreaks(result as Extract<typeof result, { ok: false }>)).toEqual([
      `Audit chain BROKEN: 2 of ${N} entries fail; the 1 before the first break are intact.`,
      '  entry 2: entry was altered; entries 3 to 4 (2) after it verify.',
      '  entry 5: entry was altered; entry 6 after it verifies.',
    ])
    for (const entry of saved) await restore(entry)
  })

  it.each([
    ['who', sql`UPDATE audit_log SET user_email = 'outra@example.com' WHERE id = 4`],
    ['when', sql`UPDATE audit_log SET at = at + interval '1 second' WHERE id = 4`],
    ['the patient', sql`UPDATE audit_log SET patient_id = ${NIL_UUID} WHERE id = 4`],
    ['the details', sql`UPDATE audit_log SET details = '{"z": 0}' WHERE id = 4`],
    ['the IP', sql`UPDATE audit_log SET ip = '10.0.0.1' WHERE id = 4`],
  ])('an entry whose %s changed', async (_what, statement) => {
    const saved = await row(4)
    await tamper(db(), statement)
    expect(await verifyAuditChain(db(), KEY)).toMatchObject({
      ok: false,
      breaks: [{ ...span(4, 4), reason: 'entry was altered', verifiedAfter: span(5, N) }],
    })
    await restore(saved)
  })

  it('the last entry moved to another place (the head is read from it)', async () => {
    const saved = await row(N)
    await tamper(db(), sql`UPDATE audit_log SET seq = seq + 100 WHERE id = ${N}`)
    expect(await verifyAuditChain(db(), KEY)).toEqual({
      ok: false,
      entries: N,
      verifiedBefore: N - 1,
      breaks: [{ ...span(N, N), reason: `entry ${N} says it is entry ${N + 100}`, verifiedAfter: null }],
      cutOff: 0,
    })
    await restore(saved)
  })

  it('a deleted entry', async () => {
    const saved = await row(3)
    await tamper(db(), sql`DELETE FROM audit_log WHERE id = 3`)
    // Its successor breaks, alone: the places after it still count on from the stored ones.
    expect(await verifyAuditChain(db(), KEY)).toEqual({
      ok: false,
      entries: N - 1,
      verifiedBefore: 2,
      breaks: [{ ...span(4, 4), reason: 'previous hash does not match', verifiedAfter: span(5, N) }],
      cutOff: 0,
    })
    await withTriggersOff(db(), () => db().insert(auditLog).overridingSystemValue().values(saved))
  })

  it('an altered entry whose own hash was recomputed', async () => {
    const saved = await row(3)
    const forged = entryHash(saved.prevHash, { ...saved, action: 'patient.list' }, KEY)
    await tamper(db(), sql`UPDATE audit_log SET action = 'patient.list', hash = ${forged} WHERE id = 3`)
    expect(await verifyAuditChain(db(), KEY)).toEqual({
      ok: false,
      entries: N,
      verifiedBefore: 3,
      breaks: [{ ...span(4, 4), reason: 'previous hash does not match', verifiedAfter: span(5, N) }],
      cutOff: 0,
    })
    await restore(saved)
  })

  it('a whole chain rewritten without the audit key: from the first entry on', async () => {
    const saved = await db().select().from(auditLog).orderBy(asc(auditLog.id))
    // Someone who can write to the database but does not hold the key rewrites the trail consistently, as the
    // plain SHA-256 chain allowed: with another key, and as if every entry came from before the keyed trail.
    for (const [key, keyed] of [
      ['another key of the same length'.padEnd(48, '!'), true],
      [null, false],
    ] as const) {
      let prevHash = GENESIS_HASH
      for (const entry of saved) {
        const hash = entryHash(prevHash, { ...entry, action: 'patient.list' }, key)
        await tamper(
          db(),
          sql`UPDATE audit_log SET action = 'patient.list', prev_hash = ${prevHash}, hash = ${hash}, keyed = ${keyed} WHERE id = ${entry.id}`,
        )
        prevHash = hash
      }
      if (keyed) {
        // One break for all of them, not N lines: every entry fails for the same reason.
        expect(await verifyAuditChain(db(), KEY)).toMatchObject({
          ok: false,
          verifiedBefore: 0,
          breaks: [{ ...span(1, N), reason: 'entry was altered', verifiedAfter: null }],
        })
      } else {
        // As unkeyed entries only, it verifies: what catches it is the head written down before (--expect).
        const result = await verifyAuditChain(db(), KEY)
        expect(result).toMatchObject({ ok: true, entries: N, unkeyed: N })
        const original = { entries: N, hash: saved.at(-1)!.hash }
        expect(await verifyAuditChain(db(), KEY, { expect: original })).toMatchObject({
          ok: false,
          breaks: [
            {
              ...span(saved.at(-1)!.id, saved.at(-1)!.id),
              reason: `entry ${N} does not have the expected hash: history was rewritten`,
            },
          ],
        })
      }
    }
    for (const entry of saved) await tamper(db(), sql`DELETE FROM audit_log WHERE id = ${entry.id}`)
    for (const entry of saved)
      await withTriggersOff(db(), () => db().insert(auditLog).overridingSystemValue().values(entry))
  })

  it('unkeyed entries (written before the trail was keyed) only before the keyed ones', async () => {
    const first = await row(1)
    const legacyHash = entryHash(GENESIS_HASH, first, null)
    await tamper(db(), sql`UPDATE audit_log SET hash = ${legacyHash}, keyed = false WHERE id = 1`)
    const second = await row(2)
    // The next entry was chained to the legacy one by the keyed writer: a legacy prefix verifies.
    const rechained = entryHash(legacyHash, second, KEY)
    await tamper(db(), sql`UPDATE audit_log SET prev_hash = ${legacyHash}, hash = ${rechained} WHERE id = 2`)
    const rest = await db().select().from(auditLog).orderBy(asc(auditLog.id))
    let prevHash = rechained
    for (const entry of rest.slice(2)) {
      const hash = entryHash(prevHash, entry, KEY)
      await tamper(
        db(),
        sql`UPDATE audit_log SET prev_hash = ${prevHash}, hash = ${hash} WHERE id = ${entry.id}`,
      )
      prevHash = hash
    }
    expect(await verifyAuditChain(db(), KEY)).toMatchObject({ ok: true, entries: N, unkeyed: 1 })
    // An unkeyed entry after a keyed one is refused, whatever its hash.
    const fourth = (await row(4))!
    await tamper(
      db(),
      sql`UPDATE audit_log SET hash = ${entryHash(fourth.prevHash, fourth, null)}, keyed = false WHERE id = 4`,
    )
    expect(await verifyAuditChain(db(), KEY)).toMatchObject({
      ok: false,
      breaks: [
        { ...span(4, 4), reason: 'an unkeyed entry after keyed ones', verifiedAfter: null },
        // Its hash changed: the next entry no longer links to it.
        { ...span(5, 5), reason: 'previous hash does not match', verifiedAfter: span(6, N) },
      ],
    })
    await tamper(db(), sql`DELETE FROM audit_log`)
    await fill(db(), N)
  })
})

describe('npm run audit:verify', () => {
  const tempDir = tempFolders('audit-verify')

  // Eight runs of the script, each a new node process compiling it through tsx: minutes on a loaded machine.
  it('checks the chain in DATA_DIR: intact, then BROKEN after tampering', { timeout: 300_000 }, async () => {
    const dataDir = tempDir()
    // Entries written by the app itself, as the server writes them (its start records the questionnaire's version).
    const t = await createTestAppOn(dataDir)
    try {
      const token = await t.signIn({ role: 'ADMIN', email: uniqueEmail('verify') })
      const id = await createPatient(t, token, { name: 'Paciente do verify' })
      const read = await t.app.inject({
        url: `/api/patients/${id}`,
        headers: bearer(token),
      })
      expect(read.statusCode).toBe(200)
    } finally {
      await t.close()
    }
    let database = await openDatabase({ dataDir })
    try {
      await fill(database.db, 4)
      expect(await verifyAuditChain(database.db, KEY)).toMatchObject({ ok: true, entries: 8 })

      // While another process holds the data folder, the script says so and changes nothing.
      const locked = await runVerify({ DATA_DIR: dataDir })
      expect(locked.code).toBe(2)
      expect(locked.stderr).toMatch(/in use by another process[\s\S]*Stop the server/)
    } finally {
      await database.close()
    }

    const intact = await runVerify({ DATA_DIR: dataDir })
    expect(intact.code).toBe(0)
    expect(intact.stdout).toMatch(/^Audit chain intact: 8 entries\.\nHead: 8:[0-9a-f]{64}\n$/)
    const head = /Head: (\S+)/.exec(intact.stdout)![1]!

    // An earlier head it still holds passes; a longer one (entries cut off since) and a wrong hash do not.
    const again = await runVerify({ DATA_DIR: dataDir }, ['--expect', head])
    expect(again.stdout).toContain('It still holds entry 8 as expected.')
    const cut = await runVerify({ DATA_DIR: dataDir }, ['--expect', head.replace(/^8:/, '10:')])
    expect(cut.code).toBe(1)
    expect(cut.stderr).toContain('2 entries were cut off: the chain ends at entry 8, 10 were expected.')
    const rewritten = await runVerify({ DATA_DIR: dataDir }, ['--expect', `8:${'a'.repeat(64)}`])
    expect(rewritten.stderr).toContain('entry 8 does not have the expected hash: history was rewritten')
    // Without the key there is nothing to verify with: it says so rather than guessing.
    const keyless = await runVerify({ DATA_DIR: dataDir, AUDIT_KEY: '' })
    expect(keyless.code).toBe(1)
    expect(keyless.stderr).toMatch(/^No audit key: set AUDIT_KEY/)

    database = await openDatabase({ dataDir })
    try {
      await tamper(database.db, sql`UPDATE audit_log SET action = 'patient.list' WHERE id IN (3, 5)`)
    } finally {
      await database.close()
    }
    const broken = await runVerify({ DATA_DIR: dataDir })
    expect(broken.code).toBe(1)
    expect(broken.stdout).toBe('')
    // Every broken entry, not only the first, and what still verifies after each.
    expect(broken.stderr).toBe(
      [
        'Audit chain BROKEN: 2 of 8 entries fail; the 2 before the first break are intact.',
        '  entry 3: entry was altered; entry 4 after it verifies.',
        '  entry 5: entry was altered; entries 6 to 8 (3) after it verify.',
        '',
      ].join('\n'),
    )
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'checks the chain in DATABASE_URL: intact, then BROKEN after a deletion',
    async () => {
      const database = await createTestDatabase('postgres')
      try {
        await fill(database.db, 5)
        const intact = await runVerify({ DATABASE_URL: database.url! })
        expect(intact.code).toBe(0)
        expect(intact.stdout).toMatch(/^Audit chain intact: 5 entries\.\nHead: 5:[0-9a-f]{64}\n$/)

        await tamper(database.db, sql`DELETE FROM audit_log WHERE id = 2`)
        const broken = await runVerify({ DATABASE_URL: database.url! })
        expect(broken.code).toBe(1)
        expect(broken.stderr).toMatch(
          /^Audit chain BROKEN: 1 of 4 entries fail; the 1 before the first break are intact\.\n {2}entry 3: previous hash does not match; entries 4 to 5 \(2\) after it verify\.\n$/,
        )
      } finally {
        await database.close()
      }
    },
  )
})

/** The app on a PGlite data folder, as the server opens it. */
const createTestAppOn = async (dataDir: string) =>
  createTestApp('pglite', { dataDir }, { database: await openDataDir(dataDir), auditKey: KEY })
