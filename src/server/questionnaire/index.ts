import { readRelease, releaseHash } from './release'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { StepSchema, WizardFile } from '../../shared/questionnaire/types'
import { EvaluationInputFields, EvaluationRecordFields } from '../../shared/contract/evaluations'
import { PatientRecordFields } from '../../shared/contract/patients'

export interface ServerQuestionnaire {
  /** All of it as one document, and its content hash: what the server records (questionnaire_versions). */
  release: QuestionnaireRelease
  contentHash: string
  wizard: WizardFile
  /** The evaluation's sections: the wizard's evaluation steps, in order. */
  sections: string[]
  /**
   * Every schema the API validates and answers with, by `$id`: common, patient and the thirteen steps as the files
   * hold them, and the records built from them (patient-record, evaluation-input, evaluation-record).
   */
  schemas: StepSchema[]
}

// Each record is its own fields, declared once in the contract (TypeBox), and the questionnaire's: patient.json's
// fields or one section per evaluation step. Spreading a TypeBox object copies its JSON Schema keywords only.

/** A stored patient: the fields of patient.json (a birth date may be unknown) and the record's id and times. */
function patientRecord(patient: StepSchema): StepSchema {
  const properties = { ...patient.properties, ...PatientRecordFields.properties }
  return {
    $id: 'patient-record.json',
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
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
    properties: { ...patient.properties, birthDate: PatientRecordFields.properties.birthDate },
    ...(patient.$defs ? { $defs: patient.$defs } : {}),
  } as StepSchema
}

/** POST /api/evaluations: the contract's fields (patient, step 1's date and complaint) and each evaluation step. */
function evaluationInput(steps: WizardFile['steps']): StepSchema {
  const sections = steps.filter((step) => step.target === 'evaluation')
  return {
    $id: 'evaluation-input.json',
    ...EvaluationInputFields,
    properties: {
      ...EvaluationInputFields.properties,
      // Titled by their step, for the error messages.
      ...Object.fromEntries(
        sections.map((step) => [step.section, { $ref: `${step.section}.json#`, title: step.title }]),
      ),
    },
  } as StepSchema
}

/** A stored evaluation: the contract's fields (summary, version, snapshot) and each section as its step checks it. */
function evaluationRecord(sections: string[]): StepSchema {
  return {
    $id: 'evaluation-record.json',
    ...EvaluationRecordFields,
    properties: {
      ...EvaluationRecordFields.properties,
      ...Object.fromEntries(sections.map((section) => [section, { $ref: `${section}.json#` }])),
    },
  } as StepSchema
}

/** A family's answers: any of the evaluation sections, each checked by its step's file (none is required). */
function familyAnswers(steps: WizardFile['steps']): StepSchema {
  const sections = steps.filter((step) => step.target === 'evaluation')
  return {
    $id: 'family-answers.json',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      sections.map((step) => [step.section, { $ref: `${step.section}.json#`, title: step.title }]),
    ),
  } as StepSchema
}

/** The questionnaire the server runs: the files of schemas/ (or a release given), and the records built from them. */
export function loadQuestionnaire(release: QuestionnaireRelease = readRelease()): ServerQuestionnaire {
  const { wizard, patient } = release
  const sections = wizard.steps.filter((step) => step.target === 'evaluation').map((step) => step.section)
  return {
    release,
    contentHash: releaseHash(release),
    wizard,
    sections,
    schemas: [
      release.common,
      patient,
      ...wizard.steps.map((step) => release.files[step.schema] as StepSchema),
      patientRecord(patient),
      patientSnapshot(patient),
      evaluationInput(wizard.steps),
      evaluationRecord(sections),
      familyAnswers(wizard.steps),
    ],
  }
}
