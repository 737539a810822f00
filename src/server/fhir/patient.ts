// The patient and the clinician who recorded an evaluation as FHIR R4 Patient and Practitioner. Only what FHIR has
// a place for goes here (name, birth date, phone, addresses, parents); every answer is in the QuestionnaireResponse.
import type { Address, Patient, PatientContact, Practitioner } from '@medplum/fhirtypes'
import type { AddressRow } from '../db/schema'

/** The patient's fields: the record as stored, or the snapshot an evaluation keeps (the same names). */
export type PatientFields = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
const DAY = /^\d{4}-\d{2}-\d{2}$/
const ROLE_CODES = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode'

/** Drops the fields left undefined, so that the resource holds no empty element. */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

function address(row: AddressRow): Address | undefined {
  const street = [text(row.street), text(row.number)].filter(Boolean).join(', ')
  const out = defined<Address>({
    line: street ? [street] : undefined,
    district: text(row.neighborhood),
    city: text(row.city),
    state: text(row.state),
    postalCode: text(row.cep),
  })
  return Object.keys(out).length ? { ...out, country: 'BR' } : undefined
}

function parent(name: unknown, code: 'MTH' | 'FTH', display: string): PatientContact | undefined {
  const value = text(name)
  if (!value) return undefined
  return { relationship: [{ coding: [{ system: ROLE_CODES, code, display }] }], name: { text: value } }
}

/** The patient as a FHIR Patient, with the record's id. */
export function patientResource(id: string, fields: PatientFields): Patient {
  const name = text(fields.name)
  const phone = text(fields.phone)
  const birthDate =
    typeof fields.birthDate === 'string' && DAY.test(fields.birthDate) ? fields.birthDate : undefined
  const addresses = (Array.isArray(fields.address) ? (fields.address as AddressRow[]) : [])
    .map(address)
    .filter((a): a is Address => a !== undefined)
  const contacts = [
    parent(fields.motherName, 'MTH', 'mother'),
    parent(fields.fatherName, 'FTH', 'father'),
  ].filter((c): c is PatientContact => c !== undefined)
  return defined<Patient>({
    resourceType: 'Patient',
    id,
    name: name ? [{ text: name }] : undefined,
    telecom: phone ? [{ system: 'phone', value: phone }] : undefined,
    birthDate,
    address: addresses.length ? addresses : undefined,
    contact: contacts.length ? contacts : undefined,
  })
}

/** The account that recorded an evaluation. */
export interface Author {
  id: string
  name: string
  email?: string
}

/** A clinician as a FHIR Practitioner, with the account's id. */
export function practitionerResource({ id, name, email }: Author): Practitioner {
  return defined<Practitioner>({
    resourceType: 'Practitioner',
    id,
    name: text(name) ? [{ text: text(name) }] : undefined,
    telecom: email ? [{ system: 'email', value: email }] : undefined,
  })
}
