import Type, { type Static } from 'typebox'
import type { Patient } from '../generated/questionnaire'
import { Ask, NullableDate, NullableText, Reply, Shared, Texts } from './schema'

/** A patient as the clinician types it: the questionnaire's `schemas/patient.schema.json`. */
export const PatientInput = Shared<Patient>('patient.json')
export type PatientInput = Patient

/**
 * What a stored patient adds to the fields of patient.schema.json: a birth date that may be unknown, and the
 * record's own id and times. The server registers the record's schema (`patient-record.json`) from that file and
 * these (`src/server/questionnaire/index.ts`), so a new question is part of it.
 */
export const PatientRecordFields = Reply({
  birthDate: NullableDate(),
  id: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type PatientRecord = Required<Omit<Patient, keyof typeof PatientRecordFields.properties>> &
  Static<typeof PatientRecordFields>
export const PatientRecord = Shared<PatientRecord>('patient-record.json')

/** A row of the patient list. */
export const PatientSummary = Reply({
  ...Texts('id', 'name'),
  birthDate: NullableText(),
  ...Texts('age', 'fatherName', 'motherName', 'createdAt'),
})
export type PatientSummary = Static<typeof PatientSummary>

export const PAGE_SIZE_MAX = 100

export const PatientListQuery = Ask({
  q: Type.Optional(Type.String({ maxLength: 200, title: 'Buscar pelo nome' })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 50, title: 'Itens por página' }),
  ),
  cursor: Type.Optional(Type.String({ maxLength: 500 })),
})
export type PatientListQuery = Static<typeof PatientListQuery>

/** Newest first; `nextCursor` asks for the page after this one (null on the last page). */
export const PatientPage = Reply({ items: Type.Array(PatientSummary), nextCursor: NullableText() })
export type PatientPage = Static<typeof PatientPage>
