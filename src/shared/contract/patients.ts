import Type, { type Static } from 'typebox'
import type { Patient } from '../generated/questionnaire'
import { Ask, NullableText, Reply, Shared } from './schema'

/** A patient as the clinician types it: the questionnaire's `schemas/patient.schema.json`. */
export const PatientInput = Shared<Patient>('patient.json')
export type PatientInput = Patient

/**
 * A stored patient: every field of patient.schema.json (the server registers the record's schema from that file,
 * so a new question is part of it) and the record's own id and times.
 */
export type PatientRecord = Required<Omit<Patient, 'birthDate'>> & {
  birthDate: string | null
  id: string
  createdAt: string
  updatedAt: string
}
export const PatientRecord = Shared<PatientRecord>('patient-record.json')

/** A row of the patient list. */
export const PatientSummary = Reply({
  id: Type.String(),
  name: Type.String(),
  birthDate: NullableText(),
  age: Type.String(),
  fatherName: Type.String(),
  motherName: Type.String(),
  createdAt: Type.String(),
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
