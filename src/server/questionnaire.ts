import { readRelease, releaseHash } from './questionnaire-release'
import type { QuestionnaireRelease } from '../shared/questionnaire/release'
import type { StepSchema, WizardFile } from '../shared/questionnaire/types'

export interface ServerQuestionnaire {
  /** All of it as one document, and its content hash: what the server records (questionnaire_versions). */
  release: QuestionnaireRelease
  contentHash: string
  wizard: WizardFile
  /** The patient's fields, as patient.schema.json lists them. */
  patientFields: string[]
  /** The evaluation's sections: the wizard's evaluation steps, in order. */
  sections: string[]
  /**
   * Every schema the API validates and answers with, by `$id`: common, patient and the thirteen steps as the files
   * hold them, and the records built from them (patient-record, evaluation-input, evaluation-record).
   */
  schemas: StepSchema[]
}

const text = { type: 'string' } as const

/** A stored patient: the fields of patient.json (a birth date may be unknown) and the record's id and times. */
function patientRecord(patient: StepSchema): StepSchema {
  const properties = { ...patient.properties, birthDate: { type: ['string', 'null'], format: 'date' } }
  const own = { id: text, createdAt: text, updatedAt: text }
  return {
    $id: 'patient-record.json',
    type: 'object',
    additionalProperties: false,
    required: [...Object.keys(properties), ...Object.keys(own)],
    properties: { ...properties, ...own },
    ...(patient.$defs ? { $defs: patient.$defs } : {}),
  } as StepSchema
}

/**
 * The patient as an evaluation keeps him: the fields of patient.json as they were that day (a field added since is
 * absent from older snapshots), the age being the one on the evaluation's date.
 */
function patientSnapshot(patient: StepSchema): StepSchema {
  return {
    $id: 'patient-snapshot.json',
    type: 'object',
    additionalProperties: false,
    properties: { ...patient.properties, birthDate: { type: ['string', 'null'], format: 'date' } },
    ...(patient.$defs ? { $defs: patient.$defs } : {}),
  } as StepSchema
}

/** POST /api/evaluations: the patient, step 1's date and complaint, and each evaluation step's answers. */
function evaluationInput(steps: WizardFile['steps']): StepSchema {
  const sections = steps.filter((step) => step.target === 'evaluation')
  return {
    $id: 'evaluation-input.json',
    type: 'object',
    additionalProperties: false,
    required: ['patientId'],
    properties: {
      patientId: { type: 'string', format: 'uuid', title: 'Paciente' },
      evaluationData: { type: 'string', format: 'date', title: 'Data da avaliação' },
      mainComplaint: { type: 'string', maxLength: 4000, title: 'Queixa principal' },
      draftId: { type: 'string', format: 'uuid', title: 'Rascunho' },
      // Steps 1 and 2 of an evaluation of a registered patient: the record is updated with them.
      patient: { $ref: 'patient.json#' },
      // Titled by their step, for the error messages.
      ...Object.fromEntries(
        sections.map((step) => [step.section, { $ref: `${step.section}.json#`, title: step.title }]),
      ),
    },
  }
}

/**
 * A stored evaluation: its summary, the questionnaire version, who recorded it, and each section as its step's file
 * checks it.
 */
function evaluationRecord(sections: string[]): StepSchema {
  return {
    $id: 'evaluation-record.json',
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      'patientId',
      'evaluationData',
      'mainComplaint',
      'questionnaireVersion',
      'createdAt',
      'patient',
      'patientReconstructed',
      'recordedByName',
    ],
    properties: {
      id: text,
      patientId: text,
      evaluationData: { type: ['string', 'null'] },
      mainComplaint: text,
      questionnaireVersion: text,
      createdAt: text,
      patient: { $ref: 'patient-snapshot.json#' },
      patientReconstructed: { type: 'boolean' },
      recordedByName: { type: ['string', 'null'] },
      ...Object.fromEntries(sections.map((section) => [section, { $ref: `${section}.json#` }])),
    },
  }
}

/** The questionnaire the server runs: the files of schemas/ (or a release given), and the records built from them. */
export function loadQuestionnaire(release: QuestionnaireRelease = readRelease()): ServerQuestionnaire {
  const { wizard, patient } = release
  const sections = wizard.steps.filter((step) => step.target === 'evaluation').map((step) => step.section)
  return {
    release,
    contentHash: releaseHash(release),
    wizard,
    patientFields: Object.keys(patient.properties ?? {}),
    sections,
    schemas: [
      release.common,
      patient,
      ...wizard.steps.map((step) => release.files[step.schema] as StepSchema),
      patientRecord(patient),
      patientSnapshot(patient),
      evaluationInput(wizard.steps),
      evaluationRecord(sections),
    ],
  }
}
