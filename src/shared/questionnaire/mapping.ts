import type { EvaluationInput, PatientSnapshot } from '../contract/evaluations'
import type { PatientRecord } from '../contract/patients'
import type { Address, Patient, PersonalDataSection, Sibling } from '../generated/questionnaire'
import type { EvaluationSectionKey, SectionKey } from './types'

export type Sections = Partial<Record<SectionKey, Record<string, unknown>>>

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const isBlank = (entry: object) =>
  Object.values(entry).every((v) => v === undefined || v === null || v === '')

/** The wizard's first two steps as the patient the API receives (spec section 7), empty list entries left out. */
export function toPatient(sections: Sections): Patient {
  const personal = (sections.personalData ?? {}) as Partial<PersonalDataSection>
  const addresses = ((sections.address?.address ?? []) as Address[]).filter((entry) => !isBlank(entry))
  const siblings = (personal.siblings ?? [])
    .filter((entry) => !isBlank(entry))
    .map(({ siblingsName, siblingsAge }) => ({
      name: siblingsName ?? '',
      ...(siblingsAge === undefined ? {} : { age: siblingsAge }),
    }))
  return {
    name: text(personal.patientName).trim(),
    fatherName: text(personal.fatherName),
    motherName: text(personal.motherName),
    ...(personal.birthDate ? { birthDate: personal.birthDate } : {}),
    age: text(personal.patientAge),
    phone: text(personal.phoneNumber),
    motherCareer: text(personal.motherCareer),
    fatherCareer: text(personal.fatherCareer),
    medications: text(personal.medications),
    livesWith: text(personal.livesWith),
    caregiver: text(personal.caregiver),
    school: text(personal.school),
    siblings,
    address: addresses,
  }
}

/** The wizard's evaluation steps, plus the complaint and date of step 1, as POST /api/evaluations takes them. */
export function toEvaluation(
  sections: Sections,
  patientId: string,
  keys: EvaluationSectionKey[],
): EvaluationInput {
  const personal = sections.personalData ?? {}
  const body: EvaluationInput = { patientId, mainComplaint: text(personal.mainComplaint) }
  if (personal.evaluationData) body.evaluationData = text(personal.evaluationData)
  // Each section is what its step's form holds; the server checks it against the step's schema.
  return Object.assign(body, Object.fromEntries(keys.map((key) => [key, sections[key] ?? {}])))
}

/** A patient as the wizard's first two steps: for a new evaluation of a registered patient, and 'Dados Gerais'. */
export function fromPatient(
  patient: Patient | PatientRecord | PatientSnapshot,
): Pick<Sections, 'personalData' | 'address'> {
  const optional = (value: string | undefined) => (value ? value : undefined)
  const siblings: Sibling[] = (patient.siblings ?? []).map(({ name, age }) => ({
    siblingsName: optional(name),
    siblingsAge: age,
  }))
  return {
    personalData: {
      patientName: patient.name ?? '',
      fatherName: optional(patient.fatherName),
      motherName: optional(patient.motherName),
      birthDate: optional(patient.birthDate ?? undefined),
      patientAge: optional(patient.age),
      phoneNumber: optional(patient.phone),
      motherCareer: optional(patient.motherCareer),
      fatherCareer: optional(patient.fatherCareer),
      medications: optional(patient.medications),
      livesWith: optional(patient.livesWith),
      caregiver: optional(patient.caregiver),
      school: optional(patient.school),
      siblings: siblings.length ? siblings : [{}],
    },
    address: { address: patient.address?.length ? patient.address : [{}] },
  }
}
