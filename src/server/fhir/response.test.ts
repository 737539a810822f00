// An evaluation as a FHIR QuestionnaireResponse, and a patient's record as a Bundle: valid R4, answering only items
// of the version's Questionnaire with their types, every stored answer written and no empty one.
import { randomUUID } from 'node:crypto'
import type { QuestionnaireResponseItemAnswer } from '@medplum/fhirtypes'
import { describe, expect, it } from 'vitest'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import { readPatientMapping } from '../questionnaire/patient-mapping'
import { readRelease } from '../questionnaire/release'
import { answerEvaluation, fixedAnswers, randomAnswers, type Sections } from '../../../tests/kit/answers'
import { withCheckboxes } from '../../../tests/kit/checkbox-release'
import { answersByLinkId, fhirProblems, responseProblems } from '../../../tests/kit/fhir'
import { fullPatient } from '../../../tests/kit/fixtures'
import { ANSWER_SOURCE_URL } from './base'
import { patientBundle } from './bundle'
import { questionnaireResource } from './questionnaire'
import { responseResource, type ResponseSource } from './response'

const release = readRelease()
const mappingFile = readPatientMapping()
const questionnaire = questionnaireResource(release)
const AUTHOR = randomUUID()

const sourceOf = (sections: Sections, extra: Partial<ResponseSource> = {}): ResponseSource => ({
  id: randomUUID(),
  patientId: randomUUID(),
  createdAt: new Date('2026-03-10T14:00:00Z'),
  createdBy: AUTHOR,
  sections,
  patientSnapshot: fullPatient(),
  mainComplaint: 'Troca de sons',
  evaluationData: '2026-03-10',
  ...extra,
})

/** An answer's value as stored: the code of a coding, else the value[x] itself. */
const stored = (answer: QuestionnaireResponseItemAnswer) =>
  answer.valueCoding ? answer.valueCoding.code : Object.values(answer)[0]

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/** The evaluation steps' answers as the response should hold them: by linkId, empty ones left out. */
function expectedAnswers(sections: Sections): Map<string, unknown[]> {
  const expected = new Map<string, unknown[]>()
  const add = (linkId: string, value: unknown) => {
    if (isEmpty(value)) return
    if (Array.isArray(value)) {
      for (const entry of value)
        if (entry && typeof entry === 'object')
          for (const [field, v] of Object.entries(entry)) add(`${linkId}.${field}`, v)
        else add(linkId, entry)
      return
    }
    expected.set(linkId, [...(expected.get(linkId) ?? []), value])
  }
  for (const [section, values] of Object.entries(sections))
    for (const [field, value] of Object.entries(values)) add(`${section}.${field}`, value)
  return expected
}

const evaluationAnswers = (response: ReturnType<typeof responseResource>, sections: Sections) =>
  new Map(
    [...answersByLinkId(response)]
      .filter(([linkId]) => linkId.split('.')[0]! in sections)
      .map(([linkId, answers]) => [linkId, answers.map(stored)]),
  )

describe('FHIR QuestionnaireResponse of an evaluation', () => {
  it('answers every question of a complete evaluation, each with its value and its item type', () => {
    const sections = answerEvaluation(fixedAnswers())
    const response = responseResource({ source: sourceOf(sections), release, mappingFile })
    expect(fhirProblems(response)).toEqual([])
    expect(responseProblems(questionnaire, response)).toEqual([])
    expect(evaluationAnswers(response, sections)).toEqual(expectedAnswers(sections))
    const kinds = new Set(
      [...answersByLinkId(response).values()].flat().map((answer) => Object.keys(answer)[0]),
    )
    expect([...kinds].sort()).toEqual([
      'valueBoolean',
      'valueCoding',
      'valueDate',
      'valueInteger',
      'valueString',
    ])
    expect(response).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      questionnaire: `${questionnaire.url}|${release.version}`,
      status: 'completed',
      authored: '2026-03-10T14:00:00.000Z',
      author: { reference: `Practitioner/${AUTHOR}` },
    })
  })

  it('says who gave each answer of a family-started evaluation, in an extension that stays valid R4', () => {
    const sections = { sleep: { normal: true, restless: true } }
    const answerSources = { 'sleep.normal': 'family', 'sleep.restless': 'clinician' } as const
    const response = responseResource({ source: sourceOf(sections, { answerSources }), release, mappingFile })
    expect(fhirProblems(response)).toEqual([])
    expect(responseProblems(questionnaire, response)).toEqual([])
    const sleep = response.item!.find((item) => item.linkId === 'sleep')!.item!
    expect(
      Object.fromEntries(
        sleep.map((item) => [
          item.linkId,
          item.extension?.find((e) => e.url === ANSWER_SOURCE_URL)?.valueCode,
        ]),
      ),
    ).toEqual(answerSources)
  })

  it('writes a three-way answer as a coding with its Portuguese display', () => {
    const sections = answerEvaluation(fixedAnswers())
    const codings = [
      ...answersByLinkId(responseResource({ source: sourceOf(sections), release, mappingFile })),
    ]
      .flatMap(([, answers]) => answers)
      .flatMap((answer) => (answer.valueCoding ? [answer.valueCoding] : []))
    expect(codings.map((c) => `${c.code}: ${c.display}`)).toContain('ocasionalmente: Ocasionalmente')
    expect(codings.map((c) => `${c.code}: ${c.display}`)).toContain('com_dificuldade: Com dificuldade')
  })

  it('writes the patient steps from the snapshot, lists as repeating groups', () => {
    const response = responseResource({ source: sourceOf({}), release, mappingFile })
    expect(fhirProblems(response)).toEqual([])
    expect(responseProblems(questionnaire, response)).toEqual([])
    const answers = answersByLinkId(response)
    expect(answers.get('personalData.patientName')).toEqual([{ valueString: 'Helena Ávila' }])
    expect(answers.get('personalData.mainComplaint')).toEqual([{ valueString: 'Troca de sons' }])
    expect(answers.get('personalData.evaluationData')).toEqual([{ valueDate: '2026-03-10' }])
    expect(answers.get('personalData.birthDate')).toEqual([{ valueDate: '2019-07-14' }])
    expect(answers.get('personalData.siblings.siblingsAge')).toEqual([{ valueInteger: 9 }])
    expect(answers.get('address.address.state')?.[0]?.valueCoding).toMatchObject({
      code: 'RJ',
      display: 'Rio de Janeiro (RJ)',
    })
    // Only the two patient steps: no evaluation step was answered.
    expect(response.item!.map((item) => item.linkId)).toEqual(['personalData', 'address'])
  })

  it('leaves out every empty answer, entry and step', () => {
    for (let seed = 1; seed <= 20; seed++) {
      let state = seed
      const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646
      const sections = answerEvaluation(randomAnswers(random, { fill: 0.3 }))
      // Empty values as a form leaves them: blank text, an empty list, an entry with nothing in it.
      sections.gestation = { ...sections.gestation, observations: '', pregnancyExperience: null as never }
      const source = sourceOf(sections, {
        mainComplaint: '',
        evaluationData: null,
        patientSnapshot: { name: 'Ana', siblings: [{}], address: [], school: '' },
      })
      const response = responseResource({ source, release, mappingFile })
      expect(fhirProblems(response)).toEqual([])
      expect(responseProblems(questionnaire, response)).toEqual([])
      expect(evaluationAnswers(response, sections)).toEqual(expectedAnswers(sections))
      const answers = answersByLinkId(response)
      expect([...answers.keys()].filter((linkId) => linkId.startsWith('personalData.'))).toEqual([
        'personalData.patientName',
      ])
      expect(response.item!.some((item) => item.linkId === 'address')).toBe(false)
    }
  })

  it('writes several answers to a checkbox question, each a coding of its options', () => {
    const { release: boxes, section, field, linkId } = withCheckboxes(release)
    const sections = { [section]: { [field]: ['barulho', 'texturas'] } }
    const response = responseResource({ source: sourceOf(sections), release: boxes, mappingFile })
    expect(fhirProblems(response)).toEqual([])
    expect(responseProblems(questionnaireResource(boxes), response)).toEqual([])
    expect(
      answersByLinkId(response)
        .get(linkId)
        ?.map((a) => a.valueCoding?.display),
    ).toEqual(['Barulho', 'Texturas'])
  })
})

describe('the response check of the test kit', () => {
  const response = () =>
    responseResource({ source: sourceOf(answerEvaluation(fixedAnswers())), release, mappingFile })

  it('finds an item the Questionnaire lacks, an answer of another type and a code none of the options', () => {
    const wrong = response()
    const step = wrong.item!.find((item) => item.linkId === 'sleep')!
    step.item!.push({ linkId: 'sleep.snores', answer: [{ valueBoolean: true }] })
    const boolean = step.item!.find((item) => item.answer?.[0]?.valueBoolean !== undefined)!
    boolean.answer = [{ valueString: 'sim' }]
    const choice = wrong.item!.flatMap((i) => i.item ?? []).find((item) => item.answer?.[0]?.valueCoding)!
    choice.answer = [{ valueCoding: { ...choice.answer![0]!.valueCoding, code: 'talvez' } }]
    const problems = responseProblems(questionnaire, wrong)
    expect(problems).toContain('/sleep/sleep.snores: no such item in the Questionnaire')
    expect(problems).toContain(`/sleep/${boolean.linkId}: valueString where valueBoolean was expected`)
    expect(problems.some((p) => p.startsWith(`/${choice.linkId.split('.')[0]}/${choice.linkId}:`))).toBe(true)
  })

  it('finds a response to another version and a required question left out', () => {
    const wrong = response()
    wrong.questionnaire = `${questionnaire.url}|1999.1.1`
    const personal = wrong.item!.find((item) => item.linkId === 'personalData')!
    personal.item = personal.item!.filter((item) => item.linkId !== 'personalData.patientName')
    expect(responseProblems(questionnaire, wrong)).toEqual([
      `questionnaire ${questionnaire.url}|1999.1.1, not ${questionnaire.url}|${release.version}`,
      '/personalData/personalData.patientName: required and unanswered',
    ])
  })
})

describe('FHIR Bundle of a patient', () => {
  it('holds the patient, the authors, each version used once and a response per evaluation, all valid', () => {
    const patientId = randomUUID()
    const older = { ...release, version: '2026.1.1' } as QuestionnaireRelease
    const evaluations = [
      { source: sourceOf(answerEvaluation(fixedAnswers()), { patientId }), release },
      { source: sourceOf({}, { patientId, createdBy: null }), release },
      { source: sourceOf({}, { patientId }), release: older },
    ]
    const authors = new Map([[AUTHOR, { id: AUTHOR, name: 'Dra. Ana Lima', email: 'ana@example.com' }]])
    const bundle = patientBundle({
      patient: { id: patientId, ...fullPatient() },
      evaluations,
      authors,
      mappingFile,
    })
    expect(fhirProblems(bundle)).toEqual([])
    expect(bundle.type).toBe('collection')
    const resources = bundle.entry!.map((entry) => entry.resource!)
    for (const resource of resources) expect(fhirProblems(resource), resource.resourceType).toEqual([])
    expect(resources.map((r) => r.resourceType)).toEqual([
      'Patient',
      'Practitioner',
      'Questionnaire',
      'Questionnaire',
      'QuestionnaireResponse',
      'QuestionnaireResponse',
      'QuestionnaireResponse',
    ])
    // Every reference names an entry of the Bundle.
    const urls = new Set(bundle.entry!.map((entry) => entry.fullUrl))
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? []
    expect(references.length).toBe(5)
    for (const reference of references)
      expect(urls).toContain(`https://fono-intake.example/fhir/${reference.slice(13, -1)}`)
    expect(resources[0]).toMatchObject({
      name: [{ text: 'Helena Ávila' }],
      birthDate: '2019-07-14',
      telecom: [{ system: 'phone', value: '(21) 99876-5432' }],
      address: [
        { line: ['Av. Atlântica, 1702'], city: 'Rio de Janeiro', state: 'RJ', postalCode: '22021-001' },
      ],
    })
  })
})
