import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'

const id = () => uuid('id').primaryKey().defaultRandom()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const emptyText = (name: string) => text(name).notNull().default('')

/**
 * An account with a TOTP seed in clear: a sealed seed starts with its format's version, 'v1:' (auth/totp-seal.ts
 * SEALED_PREFIX). A literal, not a parameter, so that the planner matches it with users_clear_totp_idx.
 */
export const clearTotpSeeds = (t: { totpSecret: AnyPgColumn; totpPendingSecret: AnyPgColumn }) =>
  sql`${t.totpSecret} NOT LIKE 'v1:%' OR ${t.totpPendingSecret} NOT LIKE 'v1:%'`

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['ADMIN', 'CLINICIAN'] }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    // The second factor (TOTP, RFC 6238): the secret being enrolled until a code confirms it, then the secret in use
    // (both sealed with the TOTP key, auth/totp-seal.ts), and the last time step a code was accepted for (a code is
    // accepted once, never replayed in its 30 s).
    totpPendingSecret: text('totp_pending_secret'),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [
    // The seeds still in clear, which every start seals (auth/totp-seeds.ts): normally none, so that the start finds
    // them without reading every account.
    index('users_clear_totp_idx').on(t.id).where(clearTotpSeeds(t)),
  ],
)

/** One-time recovery codes of a second factor, stored hashed (argon2id; older ones SHA-256): see auth/recovery-codes.ts. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)

/** One-time password reset links an ADMIN issues (or npm run user:reset): the token stored as its SHA-256. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

/** The second step of a login: the password was right, a code is asked for; single use, a few minutes. */
export const loginChallenges = pgTable('login_challenges', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
})

/**
 * Passkeys (WebAuthn credentials): a second factor beside TOTP and a sign-in without a password. The public key is
 * the COSE key as registered (base64url); the counter is the authenticator's, refused when it goes backwards.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
)

/**
 * The challenges of WebAuthn ceremonies, single use and short-lived: bound to the account adding a passkey, to the
 * login attempt whose second step it is, or (a sign-in without a password) to nobody yet.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: id(),
  challenge: text('challenge').notNull().unique(),
  purpose: text('purpose', { enum: ['register', 'second_factor', 'sign_in'] }).notNull(),
  userId: uuid('user_id').references(() => users.id),
  loginChallengeId: uuid('login_challenge_id').references(() => loginChallenges.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/**
 * Throttling counters, in the database so that a restart does not clear them and nothing can evict them: attempts
 * per network and minute, and failures per e-mail and network with the moment the next attempt may come.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
})

export const invitations = pgTable('invitations', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  role: text('role', { enum: ['ADMIN', 'CLINICIAN'] }).notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: uuid('used_by').references(() => users.id),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // What 'Minha conta' shows of each session: the browser it runs in and where it was started from.
    userAgent: emptyText('user_agent'),
    ip: emptyText('ip'),
    // The network it was started from (auth/network): throttling lets the owner's usual networks through.
    network: emptyText('network'),
    // A session of an account that must enrol a second factor first (MFA_REQUIRED): it may do nothing else.
    mfaPending: boolean('mfa_pending').notNull().default(false),
    // When the session last proved who holds it (login, re-authentication): sensitive actions ask for a recent one.
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export interface SiblingRow {
  name?: string
  age?: number
}
export interface AddressRow {
  street?: string
  number?: string
  neighborhood?: string
  city?: string
  state?: string
  cep?: string
}

export const patients = pgTable(
  'patients',
  {
    id: id(),
    name: text('name').notNull(),
    // The name as searched: lower case, no accents (f_unaccent, migration 0001), kept by PostgreSQL itself.
    nameSearch: text('name_search').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    fatherName: emptyText('father_name'),
    motherName: emptyText('mother_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    age: emptyText('age'),
    phone: emptyText('phone'),
    motherCareer: emptyText('mother_career'),
    fatherCareer: emptyText('father_career'),
    medications: emptyText('medications'),
    livesWith: emptyText('lives_with'),
    caregiver: emptyText('caregiver'),
    school: emptyText('school'),
    siblings: jsonb('siblings').$type<SiblingRow[]>().notNull().default([]),
    address: jsonb('address').$type<AddressRow[]>().notNull().default([]),
    // The client's Idempotency-Key: a retried create returns the first result instead of a duplicate.
    requestKey: uuid('request_key').unique(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS FIRST, as `ORDER BY created_at DESC, id DESC` (the list's order) means: Drizzle's default DESC NULLS LAST
    // cannot serve it, and on a large table the first page became a sort of the whole table.
    // Migration 0015 adds INCLUDE (name_search and the listed columns), which this builder cannot express: a list or a
    // search walking the newest patients reads them from the index alone.
    index('patients_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Without a pending list (fastupdate off): PGlite never vacuums, so with one every search read a growing list
    // of unsorted entries (migration 0011).
    index('patients_name_search_idx')
      .using('gin', t.nameSearch.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
)

/**
 * Every questionnaire the server has run (all of schemas/ as one document), recorded the first time it ran it:
 * an evaluation is read with the wording, options and order it was answered with, whatever the files say today.
 */
export const questionnaireVersions = pgTable('questionnaire_versions', {
  version: text('version').primaryKey(),
  // SHA-256 of the bundle's canonical JSON: the same version must always come with the same content.
  contentHash: text('content_hash').notNull(),
  bundle: jsonb('bundle').$type<QuestionnaireRelease>().notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
})

export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    evaluationData: date('evaluation_data', { mode: 'string' }),
    mainComplaint: emptyText('main_complaint'),
    sections: jsonb('sections').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    questionnaireVersion: text('questionnaire_version')
      .notNull()
      .references(() => questionnaireVersions.version),
    // The patient as he was when the evaluation was sent (steps 1 and 2 of that day), so that a later edit of the
    // record does not change what an old evaluation says. Reconstructed: evaluations sent before snapshots existed
    // got the record as the migration found it.
    patientSnapshot: jsonb('patient_snapshot').$type<Record<string, unknown>>().notNull().default({}),
    snapshotReconstructed: boolean('snapshot_reconstructed').notNull().default(false),
    // Started from a family's answers: who gave each answer, by field path ('section.field'); else null.
    answerSources: jsonb('answer_sources').$type<Record<string, 'family' | 'clinician'>>(),
    requestKey: uuid('request_key').unique(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  // NULLS FIRST: the order of `ORDER BY created_at DESC` (see patients_created_idx).
  (t) => [index('evaluations_patient_idx').on(t.patientId, t.createdAt.desc().nullsFirst())],
)

/**
 * A clinician's registration in progress (the wizard's answers so far), saved as it is typed so that nothing stays in
 * the browser and it can be taken up again from any computer. Deleted when the evaluation is sent, discarded, or left
 * untouched for DRAFT_RETENTION_DAYS.
 */
export const drafts = pgTable(
  'drafts',
  {
    // Chosen by the client, so that a draft saved while offline keeps its id.
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // What the home page shows: the patient's name as typed so far.
    label: emptyText('label'),
    step: integer('step').notNull().default(0),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drafts_user_idx').on(t.userId, t.updatedAt.desc()),
    index('drafts_updated_idx').on(t.updatedAt),
  ],
)

/**
 * A link a clinician sends a family to answer some steps of the history at home, bound to one patient and one
 * questionnaire version. Only the token's SHA-256 is kept; the family's answers wait here until a clinician reviews
 * them into an evaluation.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    tokenHash: text('token_hash').notNull().unique(),
    questionnaireVersion: text('questionnaire_version')
      .notNull()
      .references(() => questionnaireVersions.version),
    // The wizard slugs of the steps the family answers.
    steps: jsonb('steps').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    evaluationId: uuid('evaluation_id').references(() => evaluations.id),
    // By section, as an evaluation's body holds them.
    answers: jsonb('answers').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    index('family_links_patient_idx').on(t.patientId, t.createdAt.desc()),
    index('family_links_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.reviewedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
)

/**
 * Append-only record of who did what. Each entry carries the hash of the one before it (hash chain), so
 * an edited or deleted entry breaks the chain (`npm run audit:verify`); a trigger refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    userEmail: text('user_email'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    patientId: uuid('patient_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    // The entry's place in the chain (1 for the first): one more than its predecessor's. Not hashed; audit:verify
    // checks that the places follow one another.
    seq: bigint('seq', { mode: 'number' }).notNull(),
    // True for entries hashed with the audit key (HMAC); false only for those written before the trail was keyed.
    keyed: boolean('keyed').notNull().default(false),
  },
  (t) => [
    // One entry per place: the chain cannot fork, so a writer may append without the chain's lock and learn from this
    // index (a unique violation) that another got there first. Places only grow, so each entry is added at the
    // index's right edge (an index on prev_hash did the same job at a random leaf per entry, read and written back).
    uniqueIndex('audit_log_seq_key').on(t.seq),
    // Every read writes an entry, so each index here is paid on every request: the filters' indexes hold only the
    // entries they can find (no user for a failed login, no patient for a list or a draft), and the time filter's is
    // a BRIN (entries come in time order: one summary per range of pages instead of one key per entry).
    index('audit_log_user_idx')
      .on(t.userId, t.id)
      .where(sql`${t.userId} IS NOT NULL`),
    index('audit_log_patient_idx')
      .on(t.patientId, t.id)
      .where(sql`${t.patientId} IS NOT NULL`),
    index('audit_log_at_brin').using('brin', t.at),
  ],
)
