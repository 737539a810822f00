// Property-based fuzzing of every /api route (fast-check): malformed JSON, wrong types, oversized bodies,
// unknown fields, bad ids, hostile query strings and headers, missing, forged and expired tokens, wrong
// roles. Every rejected request must get a 4xx JSON error in the contract's shape with a Portuguese message,
// never a 5xx, and must write nothing; accepted hostile text must come back byte for byte.
import { Readable } from 'node:stream'
import fc from 'fast-check'
import { eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/shared/contract/common'
import { invitations, users } from '../../src/server/db/schema'
import { bearer, createTestApp, type TestApp } from '../kit/test-app'
import { dbKinds } from '../kit/test-db'
import {
  auditQuery,
  badAuthorization,
  badId,
  badIdempotencyKey,
  bodySchemas,
  bodyRequest,
  dotted,
  endpointArb,
  endpointKey,
  endpoints,
  evaluationListQuery,
  evaluationSections,
  fieldOfBody,
  fieldsOf,
  fillId,
  hostileText,
  malformedJson,
  objectsOf,
  patientListQuery,
  plainText,
  setAt,
  textFieldsOf,
  unknownKey,
  unstorableText,
  validBody,
  wellFormedRequest,
  withoutKey,
  wrongContentType,
  wrongValue,
  type BodyKind,
  type Endpoint,
  type FuzzContext,
  type FuzzRequest,
  type QueryCase,
  type Schema,
} from './arbitraries'

/** Generated requests each database kind must see, over all the properties together. */
const MIN_REQUESTS = 5_000
// The secret tests/kit/test-app.ts gives the app: correctly signed tokens that must still be refused.
const APP_SECRET = 'test-secret-'.padEnd(48, 'x')
const SESSION_INVALID = 'Sessão inválida ou expirada. Entre novamente.'
const FORBIDDEN = 'Você não tem permissão para esta ação.'
const TOO_LARGE = 'A requisição é grande demais.'

// ---------------------------------------------------------------------------------------------------------
// The error contract
// ---------------------------------------------------------------------------------------------------------

const PT_LETTERS = /[áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇ]/
const PT_WORDS =
  /\b(de|do|da|dos|das|um|uma|ou|para|com|sem|nem|deve|ser|campo|campos|dados|corpo|tipo|envie|entre|novamente|senha|convite|recurso|tente|informe|confira|usado|encontrado|encontrada|desconhecido|desconhecidos|malformado|endereço|inválido|inválida|inválidos|obrigatório)\b/i
/** True for text that reads as Portuguese: an accented letter or a common Portuguese word. */
export const looksPortuguese = (text: string) => PT_LETTERS.test(text) || PT_WORDS.test(text)

// English a framework or driver would write; checked with the field names the message echoes taken out.
// Whole words only, accented letters included: 'papéis' holds no English 'is'.
const ENGLISH =
  /(?<!\p{L})(is|are|must|should|not|required|invalid|unexpected|cannot|failed|error|body|property|expected|the)(?!\p{L})/iu
// What must never reach a client: stack frames, file paths, SQL or driver text, framework codes.
const LEAK =
  /\bat \S+ \(|node_modules|\.(ts|js|mjs):\d+|\bstack\b|failed query|syntax error|violates|duplicate key|invalid input|relation "|column "|pglite|postgres|drizzle|FST_ERR|\bselect\b.*\bfrom\b|\binsert into\b/i

const describeRequest = (request: FuzzRequest, response: LightMyRequestResponse) =>
  `${request.method} ${request.url.slice(0, 300)} [${request.label}] -> ${response.statusCode} ${response.body.slice(0, 400)}`

/** Asserts a rejection in the contract's shape (DESIGN.md section 4) and returns its body. */
function expectRejected(
  request: FuzzRequest,
  response: LightMyRequestResponse,
  statuses: number[],
  message?: string | RegExp,
): ErrorBody {
  const where = describeRequest(request, response)
  expect(response.statusCode, where).toBeGreaterThanOrEqual(400)
  expect(response.statusCode, where).toBeLessThan(500)
  expect(statuses, where).toContain(response.statusCode)
  expect(response.headers['content-type'], where).toMatch(/^application\/json/)
  const body = JSON.parse(response.body) as ErrorBody
  for (const key of Object.keys(body))
    expect(['statusCode', 'error', 'message', 'details'], where).toContain(key)
  expect(body.statusCode, where).toBe(response.statusCode)
  expect(typeof body.error, where).toBe('string')
  expect(typeof body.message, where).toBe('string')
  expect(body.message.length, where).toBeGreaterThan(0)
  if (body.details !== undefined) {
    expect(Array.isArray(body.details), where).toBe(true)
    for (const detail of body.details) expect(typeof detail, where).toBe('string')
  }
  expect(looksPortuguese(body.message), `not Portuguese: ${where}`).toBe(true)
  // Field names are echoed as sent (a field may be called "stack" or "'; DROP TABLE"): leave them out.
  let own = body.message
  for (const detail of [...(body.details ?? [])].sort((a, b) => b.length - a.length))
    if (detail.length > 1) own = own.replaceAll(detail, '')
  expect(own, `English text: ${where}`).not.toMatch(ENGLISH)
  expect(`${body.error} ${own}`, `leaks internals: ${where}`).not.toMatch(LEAK)
  if (message !== undefined) {
    if (typeof message === 'string') expect(body.message, where).toBe(message)
    else expect(body.message, where).toMatch(message)
  }
  return body
}

/** Asserts `details` names the field at `path` (or a field inside it). */
function expectDetails(body: ErrorBody, path: string, where: string) {
  expect(
    (body.details ?? []).some((d) => d === path || d.startsWith(`${path}.`)),
    `details ${JSON.stringify(body.details)} should name ${path}: ${where}`,
  ).toBe(true)
}

// ---------------------------------------------------------------------------------------------------------
// The routes the app registered, to check the endpoint list against
// ---------------------------------------------------------------------------------------------------------

function registeredApiRoutes(app: FastifyInstance): string[] {
  const found = new Set<string>()
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!
    stack[depth] = path
    stack.length = depth + 1
    const normalized = path.length > 1 ? path.replace(/\/$/, '') : path
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD' && normalized.startsWith('/api')) found.add(`${method} ${normalized}`)
  }
  return [...found].sort()
}

// ---------------------------------------------------------------------------------------------------------
// Row fingerprints: "nothing is written by a rejected request"
// ---------------------------------------------------------------------------------------------------------

// Every column, except a session's last_seen_at, which any signed-in request may refresh.
const FINGERPRINTS: Record<string, SQL> = {
  users: sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t.id), '')) as h from users t`,
  invitations: sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t.id), '')) as h from invitations t`,
  sessions: sql`select count(*)::int as n, md5(coalesce(string_agg(concat_ws('|', t.id, t.user_id, t.created_at, t.expires_at, t.revoked_at), ',' order by t.id), '')) as h from sessions t`,
  patients: sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t.id), '')) as h from patients t`,
  evaluations: sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t.id), '')) as h from evaluations t`,
  drafts: sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t.id), '')) as h from drafts t`,
  password_resets: sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t.id), '')) as h from password_resets t`,
  recovery_codes: sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t.id), '')) as h from recovery_codes t`,
}

// ---------------------------------------------------------------------------------------------------------
// Accepted text
// ---------------------------------------------------------------------------------------------------------

const PHONES = ['', '(11) 98765-4321', '+55 11 98765-4321', '1198765432', '11 9876-5432']
const CEPS = ['', '13010-000', '01001000']
const isoDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
// A birth date is refused after today (in any time zone: two days back is safe).
const pastIsoDate = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date(Date.now() - 2 * 86_400_000),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10))

/** A patient whose every text field is hostile or arbitrary Unicode text within its schema's limits. */
function patientArb(): fc.Arbitrary<Record<string, unknown>> {
  const schema = bodySchemas.patient
  const top = textFieldsOf('patient').filter((f) => f.path.length === 1)
  const sibling = textFieldsOf('patient').filter((f) => f.path[0] === 'siblings')
  const address = textFieldsOf('patient').filter((f) => f.path[0] === 'address')
  const text = (s: Schema) => hostileText(s.maxLength ?? 4000, s.minLength ?? 0)
  const record = (fields: typeof top) =>
    Object.fromEntries(fields.map((f) => [f.path.at(-1) as string, text(f.schema)]))
  return fc.record(
    {
      ...(record(top) as Record<string, fc.Arbitrary<string>>),
      // A name needs a letter (only spaces is refused), the rest may be anything.
      name: text(schema.properties!.name!).map((name) => (/\S/u.test(name) ? name : `ã${name.slice(1)}`)),
      phone: fc.constantFrom(...PHONES),
      birthDate: pastIsoDate,
      siblings: fc.array(
        fc.record(
          {
            ...(record(sibling) as Record<string, fc.Arbitrary<string>>),
            age: fc.integer({ min: 0, max: 120 }),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
      address: fc.array(
        fc.record(
          { ...(record(address) as Record<string, fc.Arbitrary<string>>), cep: fc.constantFrom(...CEPS) },
          { requiredKeys: [] },
        ),
        { maxLength: 2 },
      ),
    },
    { requiredKeys: ['name'] },
  )
}

/** Evaluation answers: the complaint and a few text answers of each section, hostile or arbitrary. */
function evaluationArb(): fc.Arbitrary<Record<string, unknown>> {
  const bySection = Object.fromEntries(
    evaluationSections.map((section) => {
      const fields = textFieldsOf('evaluation').filter((f) => f.path[0] === section && f.path.length === 2)
      const answers = Object.fromEntries(
        fields.map((f) => [f.path[1] as string, hostileText(f.schema.maxLength ?? 4000)]),
      )
      return [section, fc.record(answers, { requiredKeys: [] })]
    }),
  )
  return fc.record(
    { mainComplaint: hostileText(4000), evaluationData: isoDate, ...bySection },
    { requiredKeys: ['mainComplaint'] },
  )
}

/** Asserts each text answer sent comes back as the very same string (so, the same UTF-8 bytes). */
function expectSameText(sent: unknown, got: unknown, where: string) {
  if (typeof sent === 'string') {
    expect(typeof got, where).toBe('string')
    expect(Buffer.from(got as string, 'utf8').equals(Buffer.from(sent, 'utf8')), where).toBe(true)
    expect(got, where).toBe(sent)
  } else if (Array.isArray(sent)) {
    expect(Array.isArray(got), where).toBe(true)
    expect((got as unknown[]).length, where).toBe(sent.length)
    sent.forEach((item, i) => expectSameText(item, (got as unknown[])[i], `${where}[${i}]`))
  } else if (sent && typeof sent === 'object') {
    for (const [key, value] of Object.entries(sent))
      expectSameText(value, (got as Record<string, unknown>)[key], `${where}.${key}`)
  } else {
    expect(got, where).toEqual(sent)
  }
}

// ---------------------------------------------------------------------------------------------------------
// The properties, on each database kind
// ---------------------------------------------------------------------------------------------------------

describe.each(dbKinds)('hostile and malformed requests to every endpoint (%s)', (kind) => {
  let t: TestApp
  let ctx: FuzzContext
  const statuses = new Map<number, number>()
  let requests = 0

  async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      payload: request.payload as string | Buffer | Readable | object | undefined,
    })
    requests++
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
    return response
  }

  async function fingerprint(): Promise<Record<string, string>> {
    const out: Record<string, string> = {}
    for (const [table, query] of Object.entries(FINGERPRINTS)) {
      const result = (await t.database.db.execute(query)) as unknown as { rows: { n: number; h: string }[] }
      out[table] = `${result.rows[0]!.n} rows, md5 ${result.rows[0]!.h}`
    }
    return out
  }

  /** Runs a batch of requests that must all be refused, and checks that no table changed. */
  async function nothingWritten(batch: () => Promise<void>) {
    const before = await fingerprint()
    await batch()
    expect(await fingerprint()).toEqual(before)
  }

  const auth = (endpoint: Endpoint): Record<string, string> =>
    endpoint.access === 'public'
      ? {}
      : endpoint.access === 'family'
        ? ctx.familySession
        : bearer(ctx.adminToken)

  beforeAll(async () => {
    // Generous limits: the per-IP and per-e-mail counters would otherwise answer 429 to most of the fuzz.
    t = await createTestApp(kind, {
      authAttemptsPerIp: 1e9,
      authFailuresPerEmail: 1e9,
      familyOpensPerMinute: 1e9,
    })
    const stamp = `${kind}-${Date.now()}`
    const emails = {
      admin: `fuzz-admin-${stamp}@example.com`,
      clinician: `fuzz-clinician-${stamp}@example.com`,
      victim: `fuzz-victim-${stamp}@example.com`,
      leaver: `fuzz-leaver-${stamp}@example.com`,
      disabled: `fuzz-disabled-${stamp}@example.com`,
    }
    // One login per user (argon2 is slow); the tokens are reused by every property.
    const adminToken = await t.signIn({ role: 'ADMIN', email: emails.admin })
    const clinicianToken = await t.signIn({ email: emails.clinician })
    const victimToken = await t.signIn({ email: emails.victim })
    const revokedToken = await t.signIn({ email: emails.leaver })
    const disabledUserToken = await t.signIn({ email: emails.disabled })
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(revokedToken),
    })
    expect(logout.statusCode).toBe(204)
    await t.database.db
      .update(users)
      .set({ disabledAt: sql`now()` })
      .where(eq(users.email, emails.disabled))
    const idOf = async (email: string) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id

    const headers = { ...bearer(clinicianToken) }
    const patient = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers,
      payload: { name: 'Paciente Fixo', siblings: [{ name: 'Irmão', age: 4 }] },
    })
    expect(patient.statusCode).toBe(201)
    const patientId = (patient.json() as { id: string }).id
    const evaluation = await t.app.inject({
      method: 'POST',
      url: '/api/evaluations',
      headers,
      payload: { patientId, mainComplaint: 'Fixa', sleep: { drools: true } },
    })
    expect(evaluation.statusCode).toBe(201)
    // A family link of a patient with a birth date, opened: the family's routes are called with its session.
    const child = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers,
      payload: { name: 'Criança da Família', birthDate: '2019-07-14' },
    })
    expect(child.statusCode).toBe(201)
    const familyLink = await t.app.inject({
      method: 'POST',
      url: `/api/patients/${(child.json() as { id: string }).id}/family-links`,
      headers,
      payload: {},
    })
    expect(familyLink.statusCode).toBe(201)
    const { id: familyLinkId, url: linkUrl } = familyLink.json() as { id: string; url: string }
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/family/open',
      payload: { token: new URL(linkUrl).hash.replace(/^#token=/, ''), birthDate: '2019-07-14' },
    })
    expect(opened.statusCode).toBe(200)
    const familySession = {
      cookie: `family=${opened.cookies.find((c) => c.name === 'family')!.value}`,
      'x-csrf-token': (opened.json() as { csrfToken: string }).csrfToken,
    }
    const [revoked] = await t.database.db
      .insert(invitations)
      .values({
        tokenHash: `fuzz-revoked-${stamp}`,
        role: 'CLINICIAN',
        expiresAt: new Date(Date.now() + 3_600_000),
        revokedAt: new Date(),
      })
      .returning({ id: invitations.id })

    const draftId = '9c1b7e2d-3f4a-4b5c-8d6e-7f8091a2b3c4'
    const draft = await t.app.inject({
      method: 'PUT',
      url: `/api/drafts/${draftId}`,
      headers: bearer(adminToken),
      payload: validBody('draft', { patientId }),
    })
    expect(draft.statusCode).toBe(200)

    ctx = {
      patientId,
      draftId,
      evaluationId: (evaluation.json() as { id: string }).id,
      adminId: await idOf(emails.admin),
      clinicianId: await idOf(emails.clinician),
      victimId: await idOf(emails.victim),
      revokedInvitationId: revoked!.id,
      victimSessionId: (
        JSON.parse(Buffer.from(victimToken.split('.')[1]!, 'base64url').toString()) as { sid: string }
      ).sid,
      resetId: (
        await t.app.repos.credentials.passwordResets.create(
          await idOf(emails.victim),
          `fuzz-reset-${stamp}`,
          null,
        )
      ).id,
      adminToken,
      clinicianToken,
      revokedToken,
      disabledUserToken,
      secret: APP_SECRET,
      familyLinkId,
      familySession,
    }
    expect(t.app.config.bodyLimit).toBe(512 * 1024)
  })

  afterAll(() => t?.close())

  it('the endpoint list covers every route under /api', () => {
    const listed = [...new Set(endpoints.map(endpointKey))].sort()
    expect(
      registeredApiRoutes(t.app),
      'a route was added or removed: update `endpoints` in tests/fuzz/arbitraries.ts',
    ).toEqual(listed)
  })

  it('malformed JSON, empty JSON bodies and unsupported content types: 400 or 415', async () => {
    const arb = endpointArb((e) => e.method !== 'GET').chain((endpoint) => {
      const valid = endpoint.body ? validBody(endpoint.body, ctx) : { x: 1 }
      return fc.tuple(
        fc.constant(endpoint),
        fc.oneof(
          malformedJson(valid),
          wrongContentType(valid),
          // A route without a body schema reads text/plain as text: only body routes must refuse it.
          ...(endpoint.body ? [plainText(valid)] : []),
        ),
      )
    })
    await nothingWritten(() =>
      fc.assert(
        fc.asyncProperty(arb, async ([endpoint, raw]) => {
          const url = endpoint.id
            ? fillId(endpoint.path, endpoint.id === 'user' ? ctx.victimId : ctx.patientId)
            : endpoint.path
          const request: FuzzRequest = {
            label: `${endpointKey(endpoint)} ${raw.what}`,
            method: endpoint.method,
            url,
            headers: { ...auth(endpoint), ...(raw.contentType ? { 'content-type': raw.contentType } : {}) },
            payload: raw.payload,
          }
          const response = await send(request)
          expectRejected(request, response, [400, 415])
        }),
        { numRuns: 700 },
      ),
    )
  })

  it('wrong types, broken constraints and missing fields, derived from the schemas: 400 naming the field', async () => {
    const kinds: BodyKind[] = [
      'patient',
      'evaluation',
      'login',
      'secondFactor',
      'register',
      'reset',
      'passwordChange',
      'mfaCode',
      'invite',
      'familyLink',
      'familyOpen',
      'familyAnswers',
    ]
    const mutation = fc.constantFrom(...kinds).chain((body) => {
      const base = validBody(body, ctx)
      const fields = fieldsOf(body)
      const required = bodySchemas[body].required ?? []
      return fc.oneof(
        {
          weight: 8,
          arbitrary: fc.constantFrom(...fields).chain((f) =>
            wrongValue(f.schema).map((value) => ({
              body,
              payload: setAt(base, f.path, value) as unknown,
              path: dotted(f.path),
            })),
          ),
        },
        {
          weight: 1,
          arbitrary: fc
            // null would be "no body" for the invitation route, which takes none.
            .constantFrom<unknown>([], [base], 'texto', 42, true, ...(body === 'invite' ? [] : [null]))
            .map((payload) => ({ body, payload, path: '(corpo)' })),
        },
        ...(required.length
          ? [
              {
                weight: 1,
                arbitrary: fc
                  .constantFrom(...required)
                  .map((key) => ({ body, payload: withoutKey(base, key) as unknown, path: key })),
              },
            ]
          : []),
      )
    })
    const arb = mutation.chain((m) =>
      fc.constantFrom(...endpoints.filter((e) => e.body === m.body)).map((endpoint) => ({ ...m, endpoint })),
    )
    await nothingWritten(() =>
      fc.assert(
        fc.asyncProperty(arb, async ({ endpoint, payload, path }) => {
          const request = bodyRequest(endpoint, ctx, {
            label: path,
            headers: { ...auth(endpoint), 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          })
          const response = await send(request)
          const body = expectRejected(request, response, [400])
          expectDetails(body, path, describeRequest(request, response))
        }),
        { numRuns: 1300 },
      ),
    )
  })

  it('unknown fields, at the top and nested: 400 naming the field, never silently dropped', async () => {
    const arb = fieldOfBody(
      ['patient', 'evaluation', 'login', 'register', 'invite', 'familyAnswers'],
      objectsOf,
      (object) =>
        fc.record({
          key: unknownKey(Object.keys(object.schema.properties ?? {})),
          value: fc.oneof(
            hostileText(50),
            fc.integer(),
            fc.boolean(),
            fc.constant({ nested: { deeper: ['x'] } }),
          ),
        }),
    )
    await nothingWritten(() =>
      fc.assert(
        fc.asyncProperty(arb, async ({ body, field: object, drawn: { key, value }, endpoint }) => {
          const request = bodyRequest(endpoint, ctx, {
            label: `unknown ${JSON.stringify(key)} in ${dotted(object.path) || '(corpo)'}`,
            headers: auth(endpoint),
            payload: setAt(validBody(body, ctx), [...object.path, key], value),
          })
          const response = await send(request)
          const error = expectRejected(request, response, [400], /^Campo\(s\) desconhecido\(s\): /)
          expect(error.details, describeRequest(request, response)).toContain(dotted([...object.path, key]))
        }),
        { numRuns: 400 },
      ),
    )
  })

  it('NUL and lone surrogates in any text field: 400 naming the field, not a 500 nor altered text', async () => {
    const arb = fieldOfBody(
      ['patient', 'evaluation', 'login', 'register', 'familyOpen', 'familyAnswers'],
      textFieldsOf,
      (field) => unstorableText(field.schema.maxLength ?? 4000),
    )
    await nothingWritten(() =>
      fc.assert(
        fc.asyncProperty(arb, async ({ body, field, drawn: text, endpoint }) => {
          const request = bodyRequest(endpoint, ctx, {
            label: `${dotted(field.path)} ${JSON.stringify(text)}`,
            headers: auth(endpoint),
            payload: setAt(validBody(body, ctx), field.path, text),
          })
          const response = await send(request)
          const error = expectRejected(request, response, [400], /caractere inválido/)
          expectDetails(error, dotted(field.path), describeRequest(request, response))
        }),
        { numRuns: 200 },
      ),
    )
  })

  it('bad, unknown and mismatched ids in the path: 404 (400 for a malformed URL, 414 for a long one)', async () => {
    const arb = endpointArb((e) => e.id !== undefined && !e.upsert).chain((endpoint) =>
      fc.tuple(fc.constant(endpoint), badId(endpoint.id!, ctx)),
    )
    await nothingWritten(async () => {
      await fc.assert(
        fc.asyncProperty(arb, async ([endpoint, id]) => {
          const request: FuzzRequest = {
            label: `${endpointKey(endpoint)} ${id.what}`,
            method: endpoint.method,
            url: fillId(endpoint.path, id.raw),
            headers: bearer(ctx.adminToken),
            ...(endpoint.body ? { payload: validBody(endpoint.body, ctx) } : {}),
          }
          const response = await send(request)
          expectRejected(request, response, [400, 404, 414])
        }),
        { numRuns: 500 },
      )
      // An administrator cannot disable their own account.
      const self: FuzzRequest = {
        label: 'disable oneself',
        method: 'POST',
        url: `/api/users/${ctx.adminId}/disable`,
        headers: bearer(ctx.adminToken),
      }
      expectRejected(self, await send(self), [400])
    })
  })

  it('missing, garbage, forged, expired and revoked tokens: 401 on every signed-in endpoint', async () => {
    const arb = fc.tuple(
      // The family's routes take no account's token: they answer their own 401 (routes/family tests).
      endpointArb((e) => e.access !== 'public' && e.access !== 'family'),
      badAuthorization(ctx),
    )
    await nothingWritten(() =>
      fc.assert(
        fc.asyncProperty(arb, async ([endpoint, token]) => {
          const headers: Record<string, string> =
            token.authorization === undefined ? {} : { authorization: token.authorization }
          const request = {
            ...wellFormedRequest(endpoint, ctx, headers),
            label: `${endpointKey(endpoint)} ${token.what}`,
          }
          const response = await send(request)
          expectRejected(request, response, [401], SESSION_INVALID)
        }),
        { numRuns: 1100 },
      ),
    )
  })

  it('a valid CLINICIAN token where ADMIN is needed: 403', async () => {
    await nothingWritten(() =>
      fc.assert(
        fc.asyncProperty(
          endpointArb((e) => e.access === 'admin'),
          async (endpoint) => {
            const request = wellFormedRequest(endpoint, ctx, bearer(ctx.clinicianToken))
            const response = await send(request)
            expectRejected(request, response, [403], FORBIDDEN)
          },
        ),
        { numRuns: 200 },
      ),
    )
  })

  it('hostile and malformed query strings on the list routes: 400 naming the parameter, or a clean 200', async () => {
    const arb = endpointArb((e) => e.query !== undefined).chain((endpoint) =>
      fc.tuple(
        fc.constant(endpoint),
        (endpoint.query === 'patients'
          ? patientListQuery()
          : endpoint.query === 'evaluations'
            ? evaluationListQuery(ctx)
            : auditQuery(ctx)) as fc.Arbitrary<QueryCase>,
      ),
    )
    await nothingWritten(() =>
      fc.assert(
        fc.asyncProperty(arb, async ([endpoint, query]) => {
          const request: FuzzRequest = {
            label: `${endpointKey(endpoint)} ${query.what}`,
            method: 'GET',
            url: query.query ? `${endpoint.path}?${query.query}` : endpoint.path,
            headers: bearer(ctx.adminToken),
          }
          const response = await send(request)
          const where = describeRequest(request, response)
          if (query.refusedFor !== undefined) {
            const error = expectRejected(request, response, [400])
            expectDetails(error, query.refusedFor, where)
            return
          }
          expect(response.statusCode, where).toBe(200)
          const body = response.json() as unknown
          if (endpoint.query === 'evaluations') {
            expect(Array.isArray(body), where).toBe(true)
            if (query.what !== 'fixture patient') expect(body, where).toEqual([])
          } else {
            expect(Array.isArray((body as { items: unknown }).items), where).toBe(true)
          }
        }),
        { numRuns: 500 },
      ),
    )
  })

  it('a malformed Idempotency-Key header: 400 naming it', async () => {
    const arb = fc.tuple(
      endpointArb((e) => e.method === 'POST' && (e.body === 'patient' || e.body === 'evaluation')),
      badIdempotencyKey(),
    )
    await nothingWritten(() =>
      fc.assert(
        fc.asyncProperty(arb, async ([endpoint, key]) => {
          const request = wellFormedRequest(endpoint, ctx, {
            ...bearer(ctx.adminToken),
            'idempotency-key': key,
          })
          const response = await send(request)
          const error = expectRejected(request, response, [400])
          expectDetails(error, 'idempotency-key', describeRequest(request, response))
        }),
        { numRuns: 200 },
      ),
    )
  })

  it('a body over BODY_LIMIT_BYTES: 413 in Portuguese; a huge text under it: 400', async () => {
    const arb = endpointArb((e) => e.method !== 'GET').chain((endpoint) =>
      fc.tuple(
        fc.constant(endpoint),
        fc.integer({ min: 1, max: 64 * 1024 }),
        // Under the limit, a route without a body schema would run: only body routes get those.
        fc.constantFrom('json', 'text', 'stream', ...(endpoint.body ? ['under'] : [])),
        fc.constantFrom('x', 'ã', '😀', '<', "'"),
      ),
    )
    await nothingWritten(() =>
      fc.assert(
        fc.asyncProperty(arb, async ([endpoint, extra, form, fill]) => {
          const limit = endpoint.bodyLimit ?? t.app.config.bodyLimit
          const over = form !== 'under'
          // Bytes of the JSON around the text, and of one fill character in UTF-8.
          const size = over ? limit + extra : (endpoint.bodyLimit ?? limit) - 1024 - extra
          const text = fill.repeat(Math.ceil(size / Buffer.byteLength(fill)))
          const json = JSON.stringify({ name: text })
          const payload =
            form === 'stream' ? Readable.from([Buffer.from(json)]) : form === 'text' ? text : json
          const request: FuzzRequest = {
            label: `${endpointKey(endpoint)} ${form} of ${Buffer.byteLength(json)} bytes`,
            method: endpoint.method,
            url: endpoint.id
              ? fillId(endpoint.path, endpoint.id === 'user' ? ctx.victimId : ctx.patientId)
              : endpoint.path,
            headers: {
              ...auth(endpoint),
              'content-type': form === 'text' ? 'text/plain' : 'application/json',
            },
            payload: payload as unknown as string,
          }
          const response = await send(request)
          if (over) expectRejected(request, response, [413], TOO_LARGE)
          // Under the limit the body is read, then refused by the schema (a text over maxLength or unknown).
          else expectRejected(request, response, [400])
        }),
        { numRuns: 40 },
      ),
    )
  })

  it('SQL and script injection through login and registration: 401 and 400, nothing created', async () => {
    // These reach argon2 (slow): a few runs only.
    const login = fc.record({
      email: fc.oneof(
        fc.constant('ninguem@example.com'),
        fc
          .constantFrom("o'reilly", "a'or'1'='1", "x'--", 'admin', "'||'")
          .map((local) => `${local}@example.com`),
      ),
      password: hostileText(1024, 1),
    })
    await nothingWritten(async () => {
      await fc.assert(
        fc.asyncProperty(login, async (payload) => {
          const request: FuzzRequest = { label: 'login', method: 'POST', url: '/api/auth/login', payload }
          expectRejected(request, await send(request), [401], 'Usuário ou senha inválidos.')
        }),
        { numRuns: 12 },
      )
      const register = fc.record({
        name: hostileText(200, 1),
        email: fc.uuid().map((id) => `fuzz-${id}@example.com`),
        password: fc.constant('Senha-Boa-2026!'),
        inviteToken: hostileText(200, 1),
      })
      await fc.assert(
        fc.asyncProperty(register, async (payload) => {
          const request: FuzzRequest = {
            label: 'register',
            method: 'POST',
            url: '/api/auth/register',
            payload,
          }
          // 400 'Informe o nome.' for a blank name, else 400 for the unknown invitation.
          expectRejected(request, await send(request), [400])
        }),
        { numRuns: 6 },
      )
    })
  })

  /** Creates a patient or an evaluation as a clinician and reads it back: both answers hold `sent`'s text as sent. */
  async function createAndReadBack(
    what: 'patient' | 'evaluation',
    payload: FuzzRequest['payload'],
    sent: unknown,
  ) {
    const headers = bearer(ctx.clinicianToken)
    const request: FuzzRequest = {
      label: `create ${what}`,
      method: 'POST',
      url: `/api/${what}s`,
      headers,
      payload,
    }
    const created = await send(request)
    expect(created.statusCode, describeRequest(request, created)).toBe(201)
    const record = created.json() as Record<string, unknown>
    expectSameText(sent, record, 'POST')
    const url = `/api/${what}s/${record.id as string}`
    const read = await send({ label: `read ${what}`, method: 'GET', url, headers })
    expect(read.statusCode).toBe(200)
    expectSameText(sent, read.json(), 'GET')
    return record.id as string
  }

  it('accepted hostile text in a patient comes back byte for byte (POST, GET, PUT)', async () => {
    const headers = bearer(ctx.clinicianToken)
    const ids: string[] = []
    await fc.assert(
      fc.asyncProperty(patientArb(), async (patient) => {
        ids.push(await createAndReadBack('patient', patient, patient))
      }),
      { numRuns: 100 },
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ids), patientArb(), async (id, changes) => {
        const request: FuzzRequest = {
          label: 'update patient',
          method: 'PUT',
          url: `/api/patients/${id}`,
          headers,
          payload: changes,
        }
        const updated = await send(request)
        expect(updated.statusCode, describeRequest(request, updated)).toBe(200)
        expectSameText(changes, updated.json(), 'PUT')
        const read = await send({ label: 'read patient', method: 'GET', url: `/api/patients/${id}`, headers })
        expectSameText(changes, read.json(), 'GET after PUT')
      }),
      { numRuns: 40 },
    )
  })

  it('accepted hostile text in an evaluation comes back byte for byte (POST, GET)', async () => {
    await fc.assert(
      fc.asyncProperty(evaluationArb(), async (answers) => {
        await createAndReadBack('evaluation', { patientId: ctx.patientId, ...answers }, answers)
      }),
      { numRuns: 60 },
    )
  })

  it(`sent at least ${MIN_REQUESTS} generated requests, none answered with a 5xx`, () => {
    const histogram = Object.fromEntries([...statuses].sort(([a], [b]) => a - b))
    console.log(
      `[fuzz ${kind}] ${requests} generated requests; responses by status: ${JSON.stringify(histogram)}`,
    )
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([])
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS)
  })
})
