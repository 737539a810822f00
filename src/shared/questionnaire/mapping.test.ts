import fs from 'node:fs'
import fc from 'fast-check'
import type { JSONSchema7 } from 'json-schema'
import { describe, expect, it } from 'vitest'
import type { Patient } from '../generated/questionnaire'
import { bundleWithCommon } from './bundle'
import * as generic from './mapping'
import type { EvaluationSectionKey, PatientMappingFile, WizardFile } from './types'
import type { Sections } from './mapping'

// The mapping of the files in schemas/, as the client builds it.
const read = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(new URL(`../../../schemas/${file}`, import.meta.url), 'utf8')) as T
const wizard = read<WizardFile>('wizard.json')
const common = read<JSONSchema7>('common.json')
const mapping = generic.patientMappingOf(
  wizard.steps.map((step) => ({ ...step, schema: bundleWithCommon(read<JSONSchema7>(step.schema), common) })),
  read<PatientMappingFile>('patient-mapping.json'),
)
const toPatient = (sections: Sections) => generic.toPatient(sections, mapping)
const fromPatient = (patient: Parameters<typeof generic.fromPatient>[0]) =>
  generic.fromPatient(patient, mapping)
const toEvaluation = (sections: Sections, patientId: string, keys: EvaluationSectionKey[]) =>
  generic.toEvaluation(sections, patientId, keys, mapping)

const EVALUATION_KEYS: EvaluationSectionKey[] = [
  'gestation',
  'nutrition',
  'sleep',
  'psychomotorDevelopment',
  'languageDevelopment',
  'pathologicalHistory',
  'independenceAndComprehension',
  'schooling',
  'recreation',
  'habitsAndTics',
  'familyInterrelationship',
]

const SCALARS = [
  'name',
  'fatherName',
  'motherName',
  'age',
  'phone',
  'motherCareer',
  'fatherCareer',
  'medications',
  'livesWith',
  'caregiver',
  'school',
] as const

const fullPatient: Patient = {
  name: 'Ana Luíza Souza',
  fatherName: 'Carlos Souza',
  motherName: 'Maria Souza',
  birthDate: '2020-03-15',
  age: '4 anos e 2 meses',
  phone: '(11) 91234-5678',
  motherCareer: 'Professora',
  fatherCareer: 'Engenheiro',
  medications: 'Nenhum',
  livesWith: 'Pais',
  caregiver: 'Avó',
  school: 'EMEI Jardim',
  siblings: [{ name: 'Pedro', age: 8 }, { name: 'Júlia' }],
  address: [
    {
      street: 'Rua das Flores',
      number: '10',
      neighborhood: 'Centro',
      city: 'Campinas',
      state: 'SP',
      cep: '13010-000',
    },
  ],
}

describe('toPatient', () => {
  it('renames the wizard fields to the patient the API takes', () => {
    const patient = toPatient({
      personalData: {
        patientName: '  Ana Luíza Souza ',
        patientAge: '4 anos',
        phoneNumber: '(11) 91234-5678',
        birthDate: '2020-03-15',
        fatherName: 'Carlos',
        motherName: 'Maria',
        fatherCareer: 'Engenheiro',
        motherCareer: 'Professora',
        medications: 'Nenhum',
        livesWith: 'Pais',
        caregiver: 'Avó',
        school: 'EMEI',
        siblings: [{ siblingsName: 'Pedro', siblingsAge: 8 }],
        mainComplaint: 'Não fala',
        evaluationData: '2024-05-01',
      },
      address: { address: [{ street: 'Rua A', cep: '13010-000' }] },
    })
    // The full patient but for the answers typed shorter here.
    expect(patient).toEqual({
      ...fullPatient,
      fatherName: 'Carlos',
      motherName: 'Maria',
      age: '4 anos',
      school: 'EMEI',
      siblings: [{ name: 'Pedro', age: 8 }],
      address: [{ street: 'Rua A', cep: '13010-000' }],
    })
    // The complaint and the date belong to the evaluation, not to the patient.
    expect(patient).not.toHaveProperty('mainComplaint')
    expect(patient).not.toHaveProperty('evaluationData')
  })

  it('drops empty sibling and address entries, keeps partly filled ones', () => {
    const patient = toPatient({
      personalData: {
        patientName: 'Ana',
        siblings: [{}, { siblingsName: '' }, { siblingsAge: 3 }, { siblingsName: 'Júlia' }],
      },
      address: { address: [{}, { street: '', cep: '' }, { city: 'Campinas' }] },
    })
    expect(patient.siblings).toEqual([{ name: '', age: 3 }, { name: 'Júlia' }])
    expect(patient.address).toEqual([{ city: 'Campinas' }])
  })

  it('leaves birthDate out when it is empty, and gives empty strings for the other missing fields', () => {
    const patient = toPatient({ personalData: { patientName: 'Ana', birthDate: '' } })
    expect(patient).not.toHaveProperty('birthDate')
    for (const key of SCALARS.filter((k) => k !== 'name')) expect(patient[key]).toBe('')
    expect(patient.siblings).toEqual([])
    expect(patient.address).toEqual([])
  })

  it('copes with no sections at all', () => {
    expect(toPatient({})).toMatchObject({ name: '', siblings: [], address: [] })
  })

  it('for any personal data of strings: no undefined scalar field, and the name is trimmed', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc
        .tuple(fc.constantFrom(' ', '\t', '\n', '\u00a0'), fc.string(), fc.constantFrom(' ', '\u2003'))
        .map(([a, b, c]) => a + b + c),
    )
    const personalData = fc.record(
      {
        patientName: text,
        fatherName: text,
        motherName: text,
        birthDate: text,
        patientAge: text,
        phoneNumber: text,
        motherCareer: text,
        fatherCareer: text,
        medications: text,
        livesWith: text,
        caregiver: text,
        school: text,
        mainComplaint: text,
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(personalData, (personal) => {
        const patient = toPatient({ personalData: personal })
        for (const key of SCALARS) expect(typeof patient[key], key).toBe('string')
        expect(patient.name).toBe((personal.patientName ?? '').trim())
        expect(patient.name).toBe(patient.name.trim())
        if ('birthDate' in patient) expect(typeof patient.birthDate).toBe('string')
      }),
    )
  })
})

describe('toEvaluation', () => {
  it('takes the complaint and the date from step 1 and has every evaluation section as an object', () => {
    const sections: Sections = {
      personalData: { patientName: 'Ana', mainComplaint: 'Troca letras', evaluationData: '2024-05-01' },
      gestation: { gestationDuration: 39 },
      habitsAndTics: { bitesNails: 'ocasionalmente' },
    }
    const body = toEvaluation(sections, 'patient-1', EVALUATION_KEYS)
    expect(body.patientId).toBe('patient-1')
    expect(body.mainComplaint).toBe('Troca letras')
    expect(body.evaluationData).toBe('2024-05-01')
    for (const key of EVALUATION_KEYS) {
      expect(body[key], key).toBeTypeOf('object')
      expect(body[key], key).not.toBeNull()
    }
    expect(body.gestation).toEqual({ gestationDuration: 39 })
    expect(body.habitsAndTics).toEqual({ bitesNails: 'ocasionalmente' })
    expect(body.sleep).toEqual({})
    expect(body).not.toHaveProperty('personalData')
    expect(body).not.toHaveProperty('patientName')
  })

  it('sends an empty complaint and no date when step 1 has none', () => {
    const body = toEvaluation({}, 'p', EVALUATION_KEYS)
    expect(body.mainComplaint).toBe('')
    expect(body).not.toHaveProperty('evaluationData')
  })
})

describe('fromPatient', () => {
  it('gives the wizard fields back, and toPatient of that is the patient again', () => {
    const { personalData, address } = fromPatient(fullPatient)
    expect(personalData).toMatchObject({
      patientName: 'Ana Luíza Souza',
      patientAge: '4 anos e 2 meses',
      phoneNumber: '(11) 91234-5678',
      siblings: [{ siblingsName: 'Pedro', siblingsAge: 8 }, { siblingsName: 'Júlia' }],
    })
    expect(address).toEqual({ address: fullPatient.address })
    expect(toPatient({ personalData, address })).toEqual(fullPatient)
  })

  it('starts the lists with one empty entry and leaves empty strings unanswered', () => {
    const { personalData, address } = fromPatient({ name: 'Ana', fatherName: '', birthDate: '' })
    expect(personalData?.siblings).toEqual([{}])
    expect(personalData?.fatherName).toBeUndefined()
    expect(personalData?.birthDate).toBeUndefined()
    expect(address).toEqual({ address: [{}] })
    expect(toPatient({ personalData, address })).toMatchObject({
      name: 'Ana',
      fatherName: '',
      siblings: [],
      address: [],
    })
  })
})
