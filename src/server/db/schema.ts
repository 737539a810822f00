import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

const id = () => uuid('id').primaryKey().defaultRandom()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const emptyText = (name: string) => text(name).notNull().default('')

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['ADMIN', 'CLINICIAN'] }).notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
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
    index('patients_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('patients_name_search_idx').using('gin', t.nameSearch.op('gin_trgm_ops')),
  ],
)

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
    questionnaireVersion: text('questionnaire_version').notNull(),
    requestKey: uuid('request_key').unique(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('evaluations_patient_idx').on(t.patientId, t.createdAt.desc())],
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
    // True for entries hashed with the audit key (HMAC); false only for those written before the trail was keyed.
    keyed: boolean('keyed').notNull().default(false),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.id),
    index('audit_log_patient_idx').on(t.patientId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
)
