// The FHIR resources follow the questionnaire's files with no code changed: on a rearranged copy (a new step, a
// question moved into it, the phone moved to the other patient step) the Questionnaire and the responses move too.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readPatientMapping } from '../questionnaire/patient-mapping'
import { readRelease } from '../questionnaire/release'
import { answersByLinkId, allItems, fhirProblems, responseProblems } from '../../../tests/kit/fhir'
import { fullPatient } from '../../../tests/kit/fixtures'
import { REARRANGED, rearrangedQuestionnaire } from '../../../tests/kit/rearranged-questionnaire'
import { tempFolders } from '../../../tests/kit/temp'
import { questionnaireResource } from './questionnaire'
import { responseResource } from './response'

const folder = tempFolders('fhir-rearranged')

describe('FHIR resources of a rearranged questionnaire', () => {
  const dir = rearrangedQuestionnaire(folder('schemas'))
  const release = readRelease(dir)
  const questionnaire = questionnaireResource(release)
  const { step, movedToStep, movedBetweenPatientSteps: phone } = REARRANGED

  it('has the new step, with its new question and the one moved to it', () => {
    expect(fhirProblems(questionnaire)).toEqual([])
    expect(questionnaire.version).toBe(REARRANGED.version)
    const group = questionnaire.item!.find((item) => item.linkId === step.section)!
    expect(group.text).toBe(step.title)
    expect(group.item!.map((item) => [item.linkId, item.text, item.type])).toEqual(
      expect.arrayContaining([
        [`${step.section}.${step.question.field}`, step.question.title, 'boolean'],
        [`${step.section}.${movedToStep.field}`, movedToStep.title, 'boolean'],
      ]),
    )
    const linkIds = allItems(questionnaire.item).map((item) => item.linkId)
    expect(linkIds).not.toContain(`${movedToStep.from}.${movedToStep.field}`)
    expect(linkIds).toContain(`${phone.to}.${phone.field}`)
  })

  it('answers where the files now put each question, the phone from the snapshot included', () => {
    const source = {
      id: randomUUID(),
      patientId: randomUUID(),
      createdAt: new Date(),
      createdBy: null,
      sections: { [step.section]: { [step.question.field]: false, [movedToStep.field]: true } },
      patientSnapshot: fullPatient(),
      mainComplaint: '',
      evaluationData: null,
    }
    const response = responseResource({ source, release, mappingFile: readPatientMapping(dir) })
    expect(fhirProblems(response)).toEqual([])
    expect(responseProblems(questionnaire, response)).toEqual([])
    const answers = answersByLinkId(response)
    expect(answers.get(`${step.section}.${step.question.field}`)).toEqual([{ valueBoolean: false }])
    expect(answers.get(`${step.section}.${movedToStep.field}`)).toEqual([{ valueBoolean: true }])
    expect(answers.get(`${phone.to}.${phone.field}`)).toEqual([{ valueString: fullPatient().phone }])
    expect(answers.has(`${phone.from}.${phone.field}`)).toBe(false)
  })
})
