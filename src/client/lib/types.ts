import type { Patient } from '../../shared/generated/questionnaire'

/** What the API returns for a patient: the schema's fields plus the server's. */
export type PatientRecord = Patient & { id: string; createdAt: string; updatedAt: string }

export interface PatientSummary {
  id: string
  name: string
  birthDate: string | null
  age: string
  fatherName: string
  motherName: string
  createdAt: string
}

export interface EvaluationSummary {
  id: string
  patientId: string
  evaluationData: string | null
  mainComplaint: string
  createdAt: string
}

export type EvaluationRecord = EvaluationSummary & { questionnaireVersion: string } & Record<string, unknown>
