// fast-check arbitraries for the API fuzz tests (tests/fuzz/bad-input.test.ts): the endpoint list, hostile
// text, malformed bodies, wrong types derived from the JSON schemas, bad ids, and bad or forged tokens.
import crypto from 'node:crypto'
import fc from 'fast-check'
import { loadQuestionnaire } from '../../src/server/questionnaire'
import { FHIR_IMPORT_BODY_LIMIT } from '../../src/server/routes/fhir/import'
import { InvitationRequest as invitationRequest } from '../../src/shared/contract/accounts'
import { DraftSave as draftSave } from '../../src/shared/contract/drafts'
import {
  LoginBody as loginBody,
  RegisterBody as registerBody,
  ResetBody as resetBody,
  ReauthBody as reauthBody,
  SecondFactorBody as secondFactorBody,
} from '../../src/shared/contract/auth'
import {
  LoginChallengeBody as loginChallengeBody,
  NewPasskey as newPasskey,
  PasskeyRename as passkeyRename,
  PasskeySignIn as passkeySignIn,
} from '../../src/shared/contract/passkeys'
import { MfaCode as mfaCode, PasswordChange as passwordChange } from '../../src/shared/contract/account'
import { encodeCursor } from '../../src/server/routes/patients/cursor'
import { FAMILY_BODY_LIMIT } from '../../src/server/routes/family'
import {
  FamilyAnswersBody as familyAnswersBody,
  FamilyLinkRequest as familyLinkRequest,
  FamilyOpenBody as familyOpenBody,
} from '../../src/shared/contract/family'

// ---------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** family: a family's session (the cookie POST /api/family/open sets), which no other route takes. */
export type Access = 'public' | 'user' | 'admin' | 'family'
export type BodyKind =
  | 'login'
  | 'secondFactor'
  | 'register'
  | 'reset'
  | 'passwordChange'
  | 'mfaCode'
  | 'invite'
  | 'patient'
  | 'evaluation'
  | 'draft'
  | 'loginChallenge'
  | 'passkeySignIn'
  | 'reauth'
  | 'newPasskey'
  | 'passkeyRename'
  | 'familyLink'
  | 'familyOpen'
  | 'familyAnswers'
export type IdKind =
  | 'patient'
  | 'evaluation'
  | 'user'
  | 'invitation'
  | 'draft'
  | 'session'
  | 'reset'
  | 'version'
  | 'passkey'
  | 'familyLink'

export interface Endpoint {
  method: Method
  /** Path under the API, with `:id` for a path parameter. */
  path: string
  access: Access
  /** The JSON body the route validates; POST routes without one take no body at all. */
  body?: BodyKind
  id?: IdKind
  query?: 'patients' | 'evaluations' | 'audit'
  /** A PUT that creates the record under a new id (a draft): an unknown id is not an error there. */
  upsert?: true
  /** The route's own body limit, when it is not BODY_LIMIT_BYTES. */
  bodyLimit?: number
}

/** Every route under /api (the test checks this list against the routes the app registered). */
export const endpoints: Endpoint[] = [
  { method: 'POST', path: '/api/auth/login', access: 'public', body: 'login' },
  { method: 'POST', path: '/api/auth/login/mfa', access: 'public', body: 'secondFactor' },
  { method: 'POST', path: '/api/auth/register', access: 'public', body: 'register' },
  { method: 'POST', path: '/api/auth/reset', access: 'public', body: 'reset' },
  { method: 'POST', path: '/api/auth/login/passkey-options', access: 'public', body: 'loginChallenge' },
  { method: 'POST', path: '/api/auth/passkey/options', access: 'public' },
  { method: 'POST', path: '/api/auth/passkey', access: 'public', body: 'passkeySignIn' },
  { method: 'POST', path: '/api/auth/reauthenticate', access: 'user', body: 'reauth' },
  { method: 'GET', path: '/api/auth/me', access: 'user' },
  { method: 'POST', path: '/api/auth/logout', access: 'user' },
  { method: 'POST', path: '/api/account/password', access: 'user', body: 'passwordChange' },
  { method: 'GET', path: '/api/account/sessions', access: 'user' },
  { method: 'DELETE', path: '/api/account/sessions/:id', access: 'user', id: 'session' },
  { method: 'GET', path: '/api/account/mfa', access: 'user' },
  { method: 'POST', path: '/api/account/mfa/setup', access: 'user' },
  { method: 'DELETE', path: '/api/account/mfa/setup', access: 'user' },
  { method: 'POST', path: '/api/account/mfa/confirm', access: 'user', body: 'mfaCode' },
  { method: 'GET', path: '/api/account/passkeys', access: 'user' },
  { method: 'POST', path: '/api/account/passkeys/options', access: 'user' },
  { method: 'POST', path: '/api/account/passkeys', access: 'user', body: 'newPasskey' },
  {
    method: 'PATCH',
    path: '/api/account/passkeys/:id',
    access: 'user',
    id: 'passkey',
    body: 'passkeyRename',
  },
  { method: 'DELETE', path: '/api/account/passkeys/:id', access: 'user', id: 'passkey' },
  { method: 'POST', path: '/api/invite/generate', access: 'admin', body: 'invite' },
  { method: 'GET', path: '/api/patients', access: 'user', query: 'patients' },
  { method: 'POST', path: '/api/patients', access: 'user', body: 'patient' },
  { method: 'GET', path: '/api/patients/:id', access: 'user', id: 'patient' },
  { method: 'PUT', path: '/api/patients/:id', access: 'user', id: 'patient', body: 'patient' },
  { method: 'GET', path: '/api/patients/:id/evaluations', access: 'user', id: 'patient' },
  { method: 'GET', path: '/api/patients/:id/export', access: 'user', id: 'patient' },
  { method: 'GET', path: '/api/patients/:id/fhir', access: 'user', id: 'patient' },
  {
    method: 'POST',
    path: '/api/patients/:id/family-links',
    access: 'user',
    id: 'patient',
    body: 'familyLink',
  },
  { method: 'GET', path: '/api/patients/:id/family-links', access: 'user', id: 'patient' },
  { method: 'GET', path: '/api/family-links/pending', access: 'user' },
  { method: 'GET', path: '/api/family-links/:id/answers', access: 'user', id: 'familyLink' },
  { method: 'DELETE', path: '/api/family-links/:id', access: 'user', id: 'familyLink' },
  { method: 'POST', path: '/api/family/open', access: 'public', body: 'familyOpen' },
  { method: 'GET', path: '/api/family/form', access: 'family' },
  {
    method: 'PUT',
    path: '/api/family/answers',
    access: 'family',
    body: 'familyAnswers',
    bodyLimit: FAMILY_BODY_LIMIT,
  },
  { method: 'POST', path: '/api/family/submit', access: 'family' },
  { method: 'POST', path: '/api/evaluations', access: 'user', body: 'evaluation' },
  { method: 'GET', path: '/api/evaluations', access: 'user', query: 'evaluations' },
  { method: 'GET', path: '/api/evaluations/:id', access: 'user', id: 'evaluation' },
  { method: 'GET', path: '/api/evaluations/:id/fhir', access: 'user', id: 'evaluation' },
  { method: 'GET', path: '/api/questionnaire/versions', access: 'user' },
  { method: 'GET', path: '/api/questionnaire/versions/:version', access: 'user', id: 'version' },
  { method: 'GET', path: '/api/questionnaire/versions/:version/fhir', access: 'user', id: 'version' },
  { method: 'GET', path: '/api/drafts', access: 'user' },
  { method: 'GET', path: '/api/drafts/device-key', access: 'user' },
  { method: 'GET', path: '/api/drafts/:id', access: 'user', id: 'draft' },
  { method: 'PUT', path: '/api/drafts/:id', access: 'user', id: 'draft', body: 'draft', upsert: true },
  { method: 'DELETE', path: '/api/drafts/:id', access: 'user', id: 'draft' },
  { method: 'GET', path: '/api/users', access: 'admin' },
  { method: 'POST', path: '/api/users/:id/disable', access: 'admin', id: 'user' },
  { method: 'POST', path: '/api/users/:id/enable', access: 'admin', id: 'user' },
  { method: 'POST', path: '/api/users/:id/reset-link', access: 'admin', id: 'user' },
  { method: 'DELETE', path: '/api/users/:id/mfa', access: 'admin', id: 'user' },
  { method: 'GET', path: '/api/password-resets', access: 'admin' },
  { method: 'POST', path: '/api/password-resets/:id/revoke', access: 'admin', id: 'reset' },
  { method: 'GET', path: '/api/invitations', access: 'admin' },
  { method: 'POST', path: '/api/invitations/:id/revoke', access: 'admin', id: 'invitation' },
  { method: 'GET', path: '/api/audit', access: 'admin', query: 'audit' },
  { method: 'GET', path: '/api/openapi.json', access: 'admin' },
  // Any JSON object gets as far as the import's own checks (routes/fhir/import.test.ts).
  { method: 'POST', path: '/api/fhir/import', access: 'admin', bodyLimit: FHIR_IMPORT_BODY_LIMIT },
]

export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`

/** What the fuzz requests need from the app under test: fixture ids and tokens. */
export interface FuzzContext {
  /** An existing patient and one of its evaluations; a draft of the administrator's. */
  patientId: string
  draftId: string
  evaluationId: string
  adminId: string
  clinicianId: string
  /** A clinician a forged or wrongly authorised request would disable. */
  victimId: string
  /** An invitation that was revoked already. */
  revokedInvitationId: string
  /** A live session of the victim's (nobody else can end it), and a pending reset link for the victim. */
  victimSessionId: string
  resetId: string
  adminToken: string
  clinicianToken: string
  /** A token whose session was logged out, and one of a disabled user. */
  revokedToken: string
  disabledUserToken: string
  /** The app's JWT secret, for correctly signed tokens that must still be refused. */
  secret: string
  /** A family link of another patient (opened: its session's cookie and CSRF token). */
  familyLinkId: string
  familySession: Record<string, string>
}

/** One request as app.inject takes it, plus a label for failure messages. */
export interface FuzzRequest {
  label: string
  method: Method
  url: string
  headers?: Record<string, string>
  /** An object is sent as JSON; a string or Buffer as is. */
  payload?: string | Buffer | object
}

// ---------------------------------------------------------------------------------------------------------
// Hostile text
// ---------------------------------------------------------------------------------------------------------

export const SQL_INJECTION = [
  "'; DROP TABLE patients; --",
  "1' OR '1'='1",
  "' OR 1=1 --",
  "admin'--",
  "'; DELETE FROM users WHERE '1'='1",
  '1; SELECT pg_sleep(5); --',
  "' UNION SELECT id, email, password_hash FROM users --",
  "'; TRUNCATE evaluations CASCADE; --",
  '$$; DROP TABLE sessions; $$',
  "%' AND 1=0 UNION SELECT NULL --",
  '1)); DROP TABLE invitations; --',
  "'||(SELECT current_user)||'",
  "E'\\x27'; COPY users TO '/tmp/x'; --",
  '\\',
  '%_%',
  '\\%\\_',
  "' AND extractvalue(1, concat(0x7e, version())) --",
]

export const SCRIPT_INJECTION = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<iframe src="javascript:alert(1)"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<a href="javascript:alert(1)">clique</a>',
  '</textarea><script>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<style>*{display:none}</style>',
  '<!--',
  ']]>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<body onload=alert(1)>',
]

/** Unicode that breaks naive code: emoji sequences, right-to-left, combining marks, controls (no NUL). */
export const UNICODE_TEXT = [
  'José da Conceição',
  'Ação, Ñandú, Über, Øre',
  '👩‍👩‍👧‍👦 família 🇧🇷',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301 á',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\t\r\n\v\f',
  '\u0001\u0007\u001B[31mvermelho\u001B[0m\u007F\u0085\u009F',
  '\u2028\u2029',
  '𝕳𝖊𝖑𝖑𝖔 𐍈',
  '   espaços nas pontas   ',
  '\\u0000 (barra invertida, não NUL)',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  '[]',
  '{}',
  '"aspas"',
  "O'Brien",
  '日本語テキスト',
  '한국어',
  'ﷺ',
  '\uFFFD\uFFFE\uFFFF',
  'İstanbul ß ǅ',
]

export const HOSTILE_STRINGS = [...SQL_INJECTION, ...SCRIPT_INJECTION, ...UNICODE_TEXT]

const noNul = (text: string) => text.replaceAll('\u0000', '')
const codePoints = (text: string) => [...text].length
const clip = (text: string, max: number) =>
  codePoints(text) <= max ? text : [...text].slice(0, max).join('')

/** Text a user could type: hostile strings, their combinations, any Unicode code point but NUL. */
export function hostileText(maxLength = 200, minLength = 0): fc.Arbitrary<string> {
  const pieces = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(noNul) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }).map(noNul) },
  )
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.array(pieces, { minLength: 1, maxLength: 4 }).map((p) => p.join('')) },
      // Very long text, right up to the field's limit.
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom('😀', 'ç', 'x', '\u202E', "'"))
          .map(([head, fill]) => head + fill.repeat(maxLength)),
      },
    )
    .map((text) => clip(text, maxLength))
    .map((text) => (codePoints(text) < minLength ? `${text}${'ã'.repeat(minLength)}` : text))
}

/** Percent-encodes text for a URL; a lone surrogate becomes the bytes it would have in CESU-8. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return [...text]
      .map((ch) => {
        const code = ch.charCodeAt(0)
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        }
        return encodeURIComponent(ch)
      })
      .join('')
  }
}

/**
 * A string holding a character PostgreSQL cannot keep as sent: NUL, or (in a JSON body, where it can be
 * written as an escape) half of a surrogate pair.
 */
export const unstorableText = (maxLength: number, { nulOnly = false } = {}) =>
  fc
    .tuple(
      fc.string({ maxLength: Math.max(0, Math.min(20, maxLength - 1)) }),
      nulOnly
        ? fc.constant('\u0000')
        : fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDE00x\uD83D'),
    )
    .map(([text, bad]) => clip(text + bad, maxLength))
    .filter((text) => text.includes('\u0000') || /[\uD800-\uDFFF]/.test(text))

// ---------------------------------------------------------------------------------------------------------
// Schemas: the request bodies, as the routes validate them
// ---------------------------------------------------------------------------------------------------------

export interface Schema {
  $id?: string
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean
  items?: Schema
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  oneOf?: { const?: unknown }[]
  $defs?: Record<string, Schema>
  title?: string
}

const questionnaire = loadQuestionnaire()
const registry = new Map(questionnaire.schemas.map((s) => [s.$id, s as unknown as Schema]))
export const evaluationSections = questionnaire.sections

export const bodySchemas: Record<BodyKind, Schema> = {
  login: loginBody as unknown as Schema,
  secondFactor: secondFactorBody as unknown as Schema,
  register: registerBody as unknown as Schema,
  reset: resetBody as unknown as Schema,
  passwordChange: passwordChange as unknown as Schema,
  mfaCode: mfaCode as unknown as Schema,
  invite: invitationRequest as unknown as Schema,
  patient: registry.get('patient.json')!,
  // As the server registers it from wizard.json: each section is its step's schema file.
  evaluation: registry.get('evaluation-input.json')!,
  draft: draftSave as unknown as Schema,
  loginChallenge: loginChallengeBody as unknown as Schema,
  passkeySignIn: passkeySignIn as unknown as Schema,
  reauth: reauthBody as unknown as Schema,
  newPasskey: newPasskey as unknown as Schema,
  passkeyRename: passkeyRename as unknown as Schema,
  familyLink: familyLinkRequest as unknown as Schema,
  familyOpen: familyOpenBody as unknown as Schema,
  familyAnswers: familyAnswersBody as unknown as Schema,
}

/** A schema with its `$ref` followed (against the registry or its own document), siblings kept. */
function resolve(schema: Schema, root: Schema): { schema: Schema; root: Schema } {
  if (!schema.$ref) return { schema, root }
  const [file, pointer = ''] = schema.$ref.split('#')
  const doc = file ? registry.get(file) : root
  if (!doc) throw new Error(`unknown $ref ${schema.$ref}`)
  let target: unknown = doc
  for (const part of pointer.split('/').filter(Boolean)) target = (target as Record<string, unknown>)[part]
  const { $ref: _ref, ...siblings } = schema
  return resolve({ ...(target as Schema), ...siblings }, doc)
}

export type Path = (string | number)[]

export interface Field {
  path: Path
  schema: Schema
}

/** Every field and nested field of a body (array items as index 0), with its schema resolved. */
export function fieldsOf(kind: BodyKind): Field[] {
  const out: Field[] = []
  const walk = (node: Schema, root: Schema, path: Path) => {
    const { schema, root: at } = resolve(node, root)
    if (path.length) out.push({ path, schema })
    for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, at, [...path, key])
    if (schema.items) walk(schema.items, at, [...path, 0])
  }
  const root = bodySchemas[kind]
  walk(root, root, [])
  return out
}

/** The objects of a body that refuse unknown fields, root included. */
export function objectsOf(kind: BodyKind): Field[] {
  const root = bodySchemas[kind]
  const objects = fieldsOf(kind).filter((f) => f.schema.type === 'object' || f.schema.properties)
  return [{ path: [], schema: root }, ...objects]
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type)

/** Plain text fields: any string within the length limits is valid. */
export function textFieldsOf(kind: BodyKind): Field[] {
  return fieldsOf(kind).filter(
    ({ schema }) =>
      typeOf(schema) === 'string' && !schema.format && !schema.pattern && !schema.enum && !schema.oneOf,
  )
}

export const dotted = (path: Path) => path.join('.')

/**
 * A body among `bodies`, one of its `fields` (objectsOf, textFieldsOf…), what `draw` makes for that field, and an
 * endpoint that takes that body.
 */
export const fieldOfBody = <T>(
  bodies: BodyKind[],
  fields: (kind: BodyKind) => Field[],
  draw: (field: Field) => fc.Arbitrary<T>,
) =>
  fc.constantFrom(...bodies).chain((body) =>
    fc.constantFrom(...fields(body)).chain((field) =>
      fc.record({
        body: fc.constant(body),
        field: fc.constant(field),
        drawn: draw(field),
        endpoint: fc.constantFrom(...endpoints.filter((e) => e.body === body)),
      }),
    ),
  )

/** The request to `endpoint` that a body test sends: its id the seeded patient's, its label naming the endpoint. */
export const bodyRequest = (
  endpoint: Endpoint,
  ctx: FuzzContext,
  request: Pick<FuzzRequest, 'label' | 'headers' | 'payload'>,
): FuzzRequest => ({
  ...request,
  label: `${endpointKey(endpoint)} ${request.label}`,
  method: endpoint.method,
  url: endpoint.id ? fillId(endpoint.path, ctx.patientId) : endpoint.path,
})

/** A deep copy of `base` with `value` at `path`, creating the objects and arrays on the way. */
export function setAt(base: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base)
  let at: Record<string | number, unknown> = copy
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      at[key] = value
      return
    }
    const next = path[i + 1]
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = typeof next === 'number' ? [] : {}
    at = at[key] as Record<string | number, unknown>
  })
  return copy
}

export function withoutKey(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = base
  return rest
}

const BAD_DATES = [
  '2024-02-30',
  '2023-02-29',
  '31/12/2020',
  '2024-13-01',
  '2024-00-10',
  '0000-01-01',
  '20240101',
  ' 2024-01-01',
  '2024-01-01T00:00:00Z',
  '10000-01-01',
  'ontem',
  '',
]
export const BAD_UUIDS = [
  'urn:uuid:123e4567-e89b-12d3-a456-426614174000',
  '{123e4567-e89b-12d3-a456-426614174000}',
  '123e4567e89b12d3a456426614174000',
  '123e4567-e89b-12d3-a456-42661417400',
  '123e4567-e89b-12d3-a456-4266141740000',
  '123e4567-e89b-12d3-a456-42661417400g',
  ' 123e4567-e89b-12d3-a456-426614174000',
  '123e4567-e89b-12d3-a456-426614174000 ',
  '123e4567-e89b-12d3-a456_426614174000',
  '00000000-0000-0000-0000-00000000000',
  'not-a-uuid',
  '0',
  '-1',
  'null',
  'undefined',
  '1e10',
  '',
]
const BAD_EMAILS = [
  'not-an-email',
  'a@',
  '@example.com',
  'a b@example.com',
  'a@@example.com',
  'a@example..com',
]

/** A value of the wrong type, or of the right type that breaks one of the field's constraints. */
export function wrongValue(schema: Schema): fc.Arbitrary<unknown> {
  const type = typeOf(schema)
  const notString = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constant([]),
    fc.array(fc.string({ maxLength: 5 }), { minLength: 1, maxLength: 3 }),
    fc.constant({}),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  )
  const options: fc.Arbitrary<unknown>[] = []
  switch (type) {
    case 'string': {
      options.push(notString)
      if (schema.maxLength !== undefined) {
        const max = schema.maxLength
        options.push(
          fc
            .tuple(fc.integer({ min: 1, max: 64 }), hostileText(40), fc.constantFrom('x', 'ã', '😀', "'"))
            .map(([extra, head, fill]) => head + fill.repeat(max + extra)),
        )
      }
      if (schema.minLength) options.push(fc.constant(''))
      if (schema.format === 'date') options.push(fc.constantFrom(...BAD_DATES))
      if (schema.format === 'uuid') options.push(fc.constantFrom(...BAD_UUIDS))
      if (schema.format === 'email') options.push(fc.constantFrom(...BAD_EMAILS, ...SQL_INJECTION))
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u')
        options.push(
          fc
            .oneof(fc.constantFrom('abc', '12', '(11) 9876-543x', '99999-99999', '1234'), hostileText(15))
            .filter((text) => !pattern.test(text) && codePoints(text) <= (schema.maxLength ?? Infinity)),
        )
      }
      const allowed = schema.enum ?? schema.oneOf?.map((o) => o.const)
      if (allowed)
        options.push(
          fc
            .oneof(
              fc.constantFrom('talvez', 'SIM', 'Sim', 'sim ', 'nao ', 'admin', 'ROOT', 'ADMIN ', 'clinician'),
              hostileText(20),
            )
            .filter((text) => !allowed.includes(text)),
        )
      break
    }
    case 'integer': {
      options.push(
        fc.constantFrom('5', '0', 'true', '', '1e2', '١٢'),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
        fc.boolean(),
        fc.constant(null),
        fc.constant([]),
        fc.constant({}),
        fc.constantFrom(...HOSTILE_STRINGS),
      )
      if (schema.minimum !== undefined)
        options.push(fc.integer({ min: -1e9, max: schema.minimum - 1 }), fc.constant(-1e300))
      if (schema.maximum !== undefined)
        options.push(fc.integer({ min: schema.maximum + 1, max: 1e9 }), fc.constant(1e300))
      break
    }
    case 'boolean':
      options.push(
        fc.constantFrom('true', 'false', 'sim', 'nao', 1, 0, null, [], {}, [true]),
        fc.constantFrom(...HOSTILE_STRINGS),
      )
      break
    case 'array':
      options.push(
        fc.constantFrom({}, 'x', 1, true, null, { 0: {} }),
        fc.constant([1]),
        fc.constant(['texto']),
        fc.constant([null]),
        fc.constant([[]]),
      )
      if (schema.maxItems !== undefined) {
        const max = schema.maxItems
        options.push(
          fc.integer({ min: max + 1, max: max + 30 }).map((n) => Array.from({ length: n }, () => ({}))),
        )
      }
      break
    default:
      // An object: a section, a sibling or an address.
      options.push(fc.constantFrom([], 'x', 1, true, null, [{}]), fc.constantFrom(...HOSTILE_STRINGS))
  }
  return fc.oneof(...options)
}

/** Valid bodies the mutations start from (and that forged or unauthorised requests carry). */
export function validBody(kind: BodyKind, ctx: Pick<FuzzContext, 'patientId'>): Record<string, unknown> {
  switch (kind) {
    case 'login':
      return { email: 'ninguem@example.com', password: 'qualquer-senha' }
    case 'register':
      return {
        name: 'Pessoa Nova',
        email: 'nova@example.com',
        password: 'Senha-Boa-2026!',
        inviteToken: 'abc',
      }
    case 'secondFactor':
      return { challenge: 'desafio-desconhecido', code: '123456' }
    case 'reset':
      return { token: 'link-desconhecido', password: 'Senha-Boa-2026!' }
    case 'passwordChange':
      return { currentPassword: 'nao-e-a-senha-atual', newPassword: 'Senha-Boa-2026!' }
    case 'mfaCode':
      return { code: '123456' }
    case 'loginChallenge':
      return { challenge: 'desafio-desconhecido' }
    case 'passkeySignIn':
      return { credential: { id: 'chave-desconhecida', response: {} } }
    case 'reauth':
      return { password: 'nao-e-a-senha-atual', code: '123456' }
    case 'newPasskey':
      return { name: 'Celular', credential: { id: 'chave-desconhecida', response: {} } }
    case 'passkeyRename':
      return { name: 'Notebook' }
    case 'invite':
      return { role: 'CLINICIAN' }
    case 'patient':
      return { name: 'Paciente Base', siblings: [{ name: 'Irmã', age: 3 }], address: [{ city: 'Recife' }] }
    case 'evaluation':
      // Steps 1 and 2 as the fixed patient has them (bad-input.test's context): an update that changes nothing.
      return {
        patientId: ctx.patientId,
        mainComplaint: 'Queixa',
        gestation: { cried: true },
        patient: { name: 'Paciente Fixo', siblings: [{ name: 'Irmão', age: 4 }] },
      }
    case 'familyLink':
      return { steps: ['sono'], days: 3 }
    case 'familyOpen':
      return { token: 'link-desconhecido', birthDate: '2019-07-14' }
    case 'familyAnswers':
      return { answers: { sleep: { drools: true } } }
    case 'draft':
      return {
        label: 'Rascunho Base',
        content: {
          sections: { personalData: { patientName: 'Rascunho Base' }, sleep: { drools: true } },
          step: 2,
          patientRequestKey: '0d9b6a3e-4f1c-4b8e-9a51-2c7d3e8f9a10',
          evaluationRequestKey: '5e2f7c1a-8b3d-4a6e-b9c0-1d2e3f4a5b6c',
        },
      }
  }
}

/** Names that no body accepts: typos of real fields, server-owned fields, other languages, odd keys. */
export function unknownKey(allowed: string[]): fc.Arbitrary<string> {
  return (
    fc
      .oneof(
        fc.constantFrom(
          'role',
          'isAdmin',
          'id',
          'createdBy',
          'createdAt',
          'updatedAt',
          'requestKey',
          'questionnaireVersion',
          'sections',
          'passwordHash',
          'patientName',
          'phoneNumber',
          'nome',
          'Name',
          'NAME',
          'name ',
          ' name',
          'mainComplaint2',
          'a.b',
          'x/y',
          '~0',
          ' ',
          '$where',
          '😀',
          'ação',
          ...SQL_INJECTION.slice(0, 4),
          ...SCRIPT_INJECTION.slice(0, 3),
        ),
        fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,24}$/),
      )
      // Prototype keys are a JSON-parsing matter ('JSON malformado.'), covered by malformedJson.
      .filter((key) => !allowed.includes(key) && !['__proto__', 'constructor', 'prototype'].includes(key))
  )
}

// ---------------------------------------------------------------------------------------------------------
// Malformed bodies
// ---------------------------------------------------------------------------------------------------------

export interface RawBody {
  what: string
  contentType?: string
  payload: string
}

const isJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Text sent as `application/json` that is not JSON (or is empty). */
export function malformedJson(valid: object): fc.Arbitrary<RawBody> {
  const json = JSON.stringify(valid)
  const jsonCt = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON')
  const broken: fc.Arbitrary<{ what: string; payload: string }> = fc.oneof(
    fc
      .integer({ min: 0, max: json.length - 1 })
      .map((n) => ({ what: `truncated at ${n}`, payload: json.slice(0, n) })),
    fc.constant({ what: 'trailing comma', payload: json.replace(/}$/, ',}') }),
    fc.constant({ what: 'single quotes', payload: json.replaceAll('"', "'") }),
    fc.constant({ what: 'unquoted keys', payload: json.replace(/"(\w+)":/g, '$1:') }),
    fc.constant({ what: 'comment', payload: `/* comentário */${json}` }),
    fc.constant({ what: 'NaN', payload: json.replace(/^{/, '{"x":NaN,') }),
    fc.constant({ what: 'undefined', payload: json.replace(/^{/, '{"x":undefined,') }),
    fc.constant({ what: 'two documents', payload: json + json }),
    fc.constant({ what: 'trailing garbage', payload: `${json}x` }),
    fc.constant({ what: 'empty body', payload: '' }),
    fc.constant({ what: 'whitespace', payload: ' \n\t ' }),
    fc.constant({
      what: 'prototype pollution',
      payload: json.replace(/^{/, '{"__proto__":{"isAdmin":true},'),
    }),
    fc.constant({
      what: 'constructor pollution',
      payload: json.replace(/^{/, '{"constructor":{"prototype":{"isAdmin":true}},'),
    }),
    fc.constant({ what: 'lone quote', payload: '"' }),
    fc.constant({ what: 'unterminated string', payload: '{"name": "sem fim' }),
    fc.constant({ what: 'bad escape', payload: '{"name": "\\x41"}' }),
    fc.constant({ what: 'raw control character', payload: '{"name": "a\u0001b\nc"}' }),
    fc.constant({ what: 'unclosed nesting', payload: '['.repeat(3000) }),
    fc.constantFrom(...SQL_INJECTION, ...SCRIPT_INJECTION).map((payload) => ({ what: 'injection', payload })),
    fc.string({ maxLength: 60 }).map((payload) => ({ what: 'random text', payload })),
  )
  return fc
    .tuple(broken, jsonCt)
    .filter(([body]) => !isJson(body.payload) || body.payload === '' || body.what.includes('pollution'))
    .map(([body, contentType]) => ({ ...body, contentType }))
}

/** Valid JSON sent with a content type the API does not take (or none). */
export function wrongContentType(valid: object): fc.Arbitrary<RawBody> {
  return fc
    .tuple(
      fc.constantFrom(
        undefined,
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=xyz',
        'application/xml',
        'text/html',
        'text/csv',
        'application/octet-stream',
        'application/vnd.api+json',
        'image/png',
      ),
      fc.constantFrom(JSON.stringify(valid), 'name=Ana&role=ADMIN', '<paciente><nome>Ana</nome></paciente>'),
    )
    .map(([contentType, payload]) => ({
      what: `content-type ${contentType ?? 'none'}`,
      contentType,
      payload,
    }))
}

/** Valid JSON as text/plain: Fastify reads it as a string, which the body schema refuses. */
export const plainText = (valid: object): fc.Arbitrary<RawBody> =>
  // Not empty: an empty body is no body, which POST /api/invite/generate takes.
  fc.constantFrom(JSON.stringify(valid), 'Ana', '{}').map((payload) => ({
    what: 'text/plain',
    contentType: 'text/plain',
    payload,
  }))

// ---------------------------------------------------------------------------------------------------------
// Ids, query strings and headers
// ---------------------------------------------------------------------------------------------------------

/** A path parameter that names nothing: malformed ids, unknown UUIDs, ids of another kind of record. */
export function badId(kind: IdKind, ctx: FuzzContext): fc.Arbitrary<{ what: string; raw: string }> {
  const otherKinds: Record<IdKind, string[]> = {
    patient: [ctx.evaluationId, ctx.adminId, ctx.revokedInvitationId],
    evaluation: [ctx.patientId, ctx.adminId],
    user: [ctx.patientId, ctx.evaluationId, ctx.revokedInvitationId],
    invitation: [ctx.patientId, ctx.adminId, ctx.revokedInvitationId],
    draft: [ctx.patientId, ctx.evaluationId],
    session: [ctx.victimSessionId, ctx.patientId, ctx.adminId],
    reset: [ctx.patientId, ctx.adminId, ctx.revokedInvitationId],
    version: [ctx.patientId, '2026.0.0', `${questionnaire.wizard.version}.1`],
    passkey: [ctx.patientId, ctx.victimSessionId, UNKNOWN_PASSKEY],
    familyLink: [ctx.patientId, ctx.evaluationId],
  }
  return fc.oneof(
    fc.uuid().map((id) => ({ what: 'unknown uuid', raw: id })),
    fc.uuid().map((id) => ({ what: 'unknown uuid (upper case)', raw: id.toUpperCase() })),
    fc.constantFrom(...otherKinds[kind]).map((id) => ({ what: 'id of another kind (or used up)', raw: id })),
    fc
      .constantFrom(...BAD_UUIDS.filter(Boolean))
      .map((id) => ({ what: 'malformed uuid', raw: encodeComponent(id) })),
    hostileText(60, 1)
      // '.' and '..' are dot segments: the URL would name another route, not a bad id.
      .filter((id) => id !== '.' && id !== '..')
      .map((id) => ({ what: 'hostile text', raw: encodeComponent(id) })),
    fc
      .constantFrom('%00', '%2F..%2Fusers', 'a%00b', '%C0%AE', '...')
      .map((raw) => ({ what: 'encoded', raw })),
    fc
      .constantFrom('%', '%zz', '%FF', '%E0%A4%A', 'abc%')
      .map((raw) => ({ what: 'bad percent-encoding', raw })),
    fc
      .string({ minLength: 101, maxLength: 300 })
      .map((id) => ({ what: 'over 100 characters', raw: encodeComponent(id) })),
  )
}

/** A query-string value for a list route, with whether the route must refuse it. */
export interface QueryCase {
  what: string
  query: string
  /** Parameter named in `details` when refused; undefined when the request is valid. */
  refusedFor?: string
}

const param = (name: string, value: string) => `${encodeComponent(name)}=${encodeComponent(value)}`

/** Parameters of GET /api/patients: hostile searches are fine, bad limits, cursors and names are not. */
export function patientListQuery(): fc.Arbitrary<QueryCase> {
  const validCursor = fc
    .tuple(
      fc.date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      fc.uuid(),
    )
    .map(([date, id]) =>
      encodeCursor({ createdAt: date.toISOString().replace('T', ' ').replace('Z', '+00'), id }),
    )
  return fc.oneof(
    hostileText(200, 1).map((q) => ({ what: 'hostile search', query: param('q', q) })),
    fc
      .constantFrom('%', '%zz', '%FF', '%ED%A0%80')
      .map((raw) => ({ what: 'odd encoding in q', query: `q=${raw}` })),
    hostileText(60).map((q) => ({
      what: 'q over 200',
      query: param('q', q + 'x'.repeat(201)),
      refusedFor: 'q',
    })),
    unstorableText(100, { nulOnly: true }).map((q) => ({
      what: 'q with NUL',
      query: param('q', q),
      refusedFor: 'q',
    })),
    fc
      .constantFrom('1', '50', '100', '007', '1e1')
      .map((n) => ({ what: 'valid limit', query: `limit=${n}` })),
    fc
      .constantFrom(
        '0',
        '101',
        '-1',
        'abc',
        '1.5',
        '',
        'NaN',
        'Infinity',
        '1e3',
        "1' OR '1'='1",
        '9'.repeat(400),
        'true',
      )
      .map((n) => ({ what: 'bad limit', query: param('limit', n), refusedFor: 'limit' })),
    validCursor.map((c) => ({ what: 'valid cursor', query: `cursor=${c}` })),
    fc
      .oneof(
        hostileText(100, 1),
        fc.constantFrom(
          Buffer.from('[]').toString('base64url'),
          Buffer.from('["2024-02-30 00:00:00+00","123e4567-e89b-12d3-a456-426614174000"]').toString(
            'base64url',
          ),
          Buffer.from('["1","123e4567-e89b-12d3-a456-426614174000"]').toString('base64url'),
          Buffer.from('["2024-01-01 00:00:00+00","x\'; DROP TABLE patients; --"]').toString('base64url'),
          Buffer.from('{"createdAt":"2024-01-01","id":1}').toString('base64url'),
          Buffer.from("'; DROP TABLE patients; --").toString('base64url'),
        ),
      )
      .map((c) => ({ what: 'bad cursor', query: param('cursor', c), refusedFor: 'cursor' })),
    unknownKey(['q', 'limit', 'cursor'])
      .filter((key) => key.trim() !== '')
      .map((key) => ({ what: 'unknown parameter', query: param(key, '1'), refusedFor: key })),
    fc.constantFrom('q', 'limit').map((name) => ({
      what: 'repeated parameter',
      query: `${name}=1&${name}=2`,
      refusedFor: name,
    })),
  )
}

/** Parameters of GET /api/evaluations: a patientId that is no UUID names nothing (an empty list). */
export function evaluationListQuery(ctx: FuzzContext): fc.Arbitrary<QueryCase> {
  return fc.oneof(
    fc.uuid().map((id) => ({ what: 'unknown patient', query: param('patientId', id) })),
    fc.constant({ what: 'fixture patient', query: param('patientId', ctx.patientId) }),
    fc
      .constantFrom(...BAD_UUIDS.filter(Boolean))
      .map((id) => ({ what: 'malformed id', query: param('patientId', id) })),
    hostileText(100, 1).map((id) => ({ what: 'hostile id', query: param('patientId', id) })),
    fc.constant({ what: 'missing patientId', query: '', refusedFor: 'patientId' }),
    fc.string({ minLength: 101, maxLength: 200 }).map((id) => ({
      what: 'patientId over 100',
      query: param('patientId', id),
      refusedFor: 'patientId',
    })),
    unstorableText(50, { nulOnly: true }).map((id) => ({
      what: 'patientId with NUL',
      query: param('patientId', id),
      refusedFor: 'patientId',
    })),
    unknownKey(['patientId'])
      .filter((key) => key.trim() !== '')
      .map((key) => ({
        what: 'unknown parameter',
        query: `${param('patientId', ctx.patientId)}&${param(key, '1')}`,
        refusedFor: key,
      })),
  )
}

/** Parameters of GET /api/audit (ADMIN). */
export function auditQuery(ctx: FuzzContext): fc.Arbitrary<QueryCase> {
  return fc.oneof(
    fc.constantFrom('userId', 'patientId').chain((name) =>
      fc.oneof(
        fc
          .constantFrom(ctx.adminId, ctx.patientId)
          .map((id) => ({ what: `valid ${name}`, query: param(name, id) })),
        fc
          .oneof(fc.constantFrom(...BAD_UUIDS.filter(Boolean)), hostileText(100, 1))
          .map((id) => ({ what: `bad ${name}`, query: param(name, id), refusedFor: name })),
      ),
    ),
    fc.constantFrom('from', 'to').chain((name) =>
      fc.oneof(
        fc
          .constantFrom('2024-02-29', '0001-01-01', '9999-12-31')
          .map((d) => ({ what: `valid ${name}`, query: param(name, d) })),
        fc
          .oneof(fc.constantFrom(...BAD_DATES.filter(Boolean)), hostileText(30, 1))
          .map((d) => ({ what: `bad ${name}`, query: param(name, d), refusedFor: name })),
      ),
    ),
    fc.constantFrom('before', 'limit').chain((name) =>
      fc.oneof(
        fc.constantFrom('1', '50', '200').map((n) => ({ what: `valid ${name}`, query: `${name}=${n}` })),
        fc
          .constantFrom(
            '0',
            '-5',
            '1.5',
            'abc',
            '',
            '1e300',
            '100000000000000000000',
            '9007199254740993',
            '1 OR 1=1',
          )
          .map((n) => ({ what: `bad ${name}`, query: param(name, n), refusedFor: name })),
      ),
    ),
    unknownKey(['userId', 'patientId', 'from', 'to', 'before', 'limit'])
      .filter((key) => key.trim() !== '')
      .map((key) => ({ what: 'unknown parameter', query: param(key, '1'), refusedFor: key })),
  )
}

/** Idempotency-Key values that are no plain UUID. */
export const badIdempotencyKey = (): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.constantFrom(...BAD_UUIDS),
      hostileText(60, 1).map((text) => text.replace(/[^\x20-\x7e]/g, '?')),
    )
    // A header value loses its surrounding spaces on the way, and an empty one is no header at all.
    .filter((key) => key !== '' && key === key.trim())

// ---------------------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------------------

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const sign = (unsigned: string, secret: string, algorithm = 'sha256') =>
  crypto.createHmac(algorithm, secret).update(unsigned).digest('base64url')

/** A JWT signed by hand with HS256/384/512, or alg 'none' when `secret` is null. */
export function craftToken(
  claims: Record<string, unknown>,
  secret: string | null,
  alg: 'HS256' | 'HS384' | 'HS512' = 'HS256',
  extraHeader: Record<string, unknown> = {},
): string {
  if (secret === null) return `${b64url({ alg: 'none', typ: 'JWT', ...extraHeader })}.${b64url(claims)}.`
  const unsigned = `${b64url({ alg, typ: 'JWT', ...extraHeader })}.${b64url(claims)}`
  return `${unsigned}.${sign(unsigned, secret, { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg])}`
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >
}

/** An Authorization header (or none) that must not let a request in: missing, garbage, forged, expired. */
export function badAuthorization(ctx: FuzzContext): fc.Arbitrary<{ what: string; authorization?: string }> {
  const live = claimsOf(ctx.adminToken)
  const now = Math.floor(Date.now() / 1000)
  const otherSecret = fc.string({ minLength: 1, maxLength: 64 }).filter((s) => s !== ctx.secret)
  const bearer = (what: string) => (token: string) => ({ what, authorization: `Bearer ${token}` })
  const [header, payload, signature] = ctx.adminToken.split('.') as [string, string, string]
  return fc.oneof(
    fc.constant({ what: 'missing' }),
    fc
      .constantFrom(
        '',
        'Bearer',
        'Bearer ',
        'Bearer null',
        'Bearer undefined',
        'Basic YWRtaW46YWRtaW4=',
        'Token abc',
      )
      .map((authorization) => ({ what: 'empty or other scheme', authorization })),
    fc.string({ unit: 'grapheme-ascii', maxLength: 200 }).map(bearer('garbage')),
    fc
      .tuple(fc.jsonValue(), fc.jsonValue(), fc.string({ unit: 'grapheme-ascii', maxLength: 50 }))
      .map(([h, p, s]) => `${b64url(h)}.${b64url(p)}.${Buffer.from(s).toString('base64url')}`)
      .map(bearer('three parts of garbage')),
    fc.constant('x'.repeat(20_000)).map(bearer('very long')),
    fc
      .tuple(otherSecret, fc.constantFrom('HS256', 'HS384', 'HS512' as const), fc.boolean())
      .map(([secret, alg, raise]) =>
        craftToken({ ...live, ...(raise ? { role: 'ADMIN' } : {}) }, secret, alg),
      )
      .map(bearer('signed with another secret')),
    fc
      .boolean()
      .map((keepSignature) => craftToken(live, null) + (keepSignature ? signature : ''))
      .map(bearer("alg 'none'")),
    fc
      .constantFrom('HS384', 'HS512' as const)
      .map((alg) => craftToken(live, ctx.secret, alg))
      .map(bearer('algorithm not allowed')),
    fc
      .integer({ min: 1, max: 10 * 365 * 86_400 })
      .map((ago) => craftToken({ ...live, iat: now - ago - 3600, exp: now - ago }, ctx.secret))
      .map(bearer('expired')),
    fc
      .integer({ min: 60, max: 86_400 })
      .map((ahead) => craftToken({ ...live, nbf: now + ahead }, ctx.secret))
      .map(bearer('not valid yet')),
    fc
      .oneof(
        fc.uuid(),
        fc.constantFrom(...BAD_UUIDS),
        fc.constantFrom(...SQL_INJECTION),
        fc.constantFrom<unknown>(null, 1, true, {}, [], [live.sid]),
      )
      .map((sid) => craftToken({ ...live, sid }, ctx.secret))
      .map(bearer('right secret, no such session')),
    fc.constant(craftToken(withoutKey(live, 'sid'), ctx.secret)).map(bearer('right secret, no session id')),
    fc
      .constantFrom(
        { role: 'CLINICIAN' },
        { role: 'admin' },
        { sid: crypto.randomUUID() },
        { exp: now + 10 * 365 * 86_400 },
        { sub: 'outro@example.com' },
      )
      .map((change) => `${header}.${b64url({ ...live, ...change })}.${signature}`)
      // Only a payload that really changed: the same claims again would be the valid token itself.
      .filter((token) => token.split('.')[1] !== payload)
      .map(bearer('payload tampered, signature kept')),
    fc
      .tuple(
        fc.integer({ min: 0, max: signature.length - 2 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
      )
      .filter(([i, ch]) => signature[i] !== ch)
      .map(([i, ch]) => `${header}.${payload}.${signature.slice(0, i)}${ch}${signature.slice(i + 1)}`)
      .map(bearer('signature changed')),
    fc
      .integer({ min: 1, max: ctx.adminToken.length - 1 })
      .map((n) => ctx.adminToken.slice(0, n))
      .map(bearer('truncated')),
    fc
      .constantFrom(
        `Bearer  ${ctx.adminToken}`,
        `Bearer ${ctx.adminToken} extra`,
        `${ctx.adminToken}`,
        `Bearer ${ctx.adminToken}.x`,
      )
      .map((authorization) => ({ what: 'malformed header around a valid token', authorization })),
    fc.constant(ctx.revokedToken).map(bearer('logged out')),
    fc.constant(ctx.disabledUserToken).map(bearer('disabled user')),
  )
}

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

const UNKNOWN_PASSKEY = '3f1d2c4b-5a69-4e7d-8c0b-a1b2c3d4e5f6'

/** The path with its parameter (`:id`, or a questionnaire's `:version`) set to `raw`. */
export const fillId = (path: string, raw: string) => path.replace(/:(id|version)\b/, raw)

/** A request that would be accepted but for its authorization: valid ids, valid bodies, valid queries. */
export function wellFormedRequest(
  endpoint: Endpoint,
  ctx: FuzzContext,
  headers: Record<string, string>,
): FuzzRequest {
  const ids: Record<IdKind, string> = {
    patient: ctx.patientId,
    evaluation: ctx.evaluationId,
    // Were the request let in, it would disable someone: the "nothing written" check would see it.
    user: ctx.victimId,
    invitation: ctx.revokedInvitationId,
    draft: ctx.draftId,
    session: ctx.victimSessionId,
    reset: ctx.resetId,
    version: questionnaire.wizard.version,
    // Nobody's passkey: were the request let in, it would answer 404 and write nothing.
    passkey: UNKNOWN_PASSKEY,
    familyLink: ctx.familyLinkId,
  }
  const url = endpoint.id ? fillId(endpoint.path, ids[endpoint.id]) : endpoint.path
  const query = endpoint.query === 'evaluations' ? `?patientId=${ctx.patientId}` : ''
  return {
    label: endpointKey(endpoint),
    method: endpoint.method,
    url: url + query,
    headers,
    ...(endpoint.body ? { payload: validBody(endpoint.body, ctx) } : {}),
  }
}

export const endpointArb = (filter: (e: Endpoint) => boolean = () => true) =>
  fc.constantFrom(...endpoints.filter(filter))
