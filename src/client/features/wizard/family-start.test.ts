import { describe, expect, it } from 'vitest'
import { steps } from '../../components/schema-form/questionnaire'
import { emptyDraft } from './draft-store'
import { familyAnswersFor, familyFields, sameAnswer, withFamilyAnswers } from './family-start'

const patientSection = steps.find((s) => s.target === 'patient')!.section
const LINK = '0b6f5a51-3c39-4b1e-9a43-6a3f2d1b7c10'

describe("an evaluation started from the family's answers", () => {
  it("fills the evaluation steps with the family's answers and keeps them, as sent, in the draft", () => {
    const draft = { ...emptyDraft('2026-11-28'), existingPatientId: crypto.randomUUID() }
    draft.sections.gestation = { motherAge: 30 }
    const answers = {
      gestation: { pregnancyExperience: 'Tranquila.', prenatalTreatment: true },
      psychomotorDevelopment: { bathAlone: 'com_dificuldade' },
    }
    const { draft: started, dropped } = withFamilyAnswers(draft, { id: LINK, answers }, steps)
    expect(dropped).toBe(false)
    expect(started.familyLinkId).toBe(LINK)
    expect(started.family).toEqual(answers)
    expect(started.sections.gestation).toEqual({
      motherAge: 30,
      pregnancyExperience: 'Tranquila.',
      prenatalTreatment: true,
    })
    expect(started.sections.psychomotorDevelopment).toEqual({ bathAlone: 'com_dificuldade' })
    // The patient steps stay as the patient record filled them.
    expect(started.sections[patientSection]).toEqual(draft.sections[patientSection])
    // The draft's answers are its own: editing them leaves the family's as sent.
    ;(started.sections.gestation as Record<string, unknown>).pregnancyExperience = 'Outra.'
    expect(started.family?.gestation?.pregnancyExperience).toBe('Tranquila.')
  })

  it('leaves out what the steps of this build do not ask, and says so', () => {
    const { family, dropped } = familyAnswersFor(
      {
        gestation: { pregnancyExperience: 'Tranquila.', askedNoMore: 'x' },
        notAStep: { anything: 1 },
        [patientSection]: { name: 'Outro nome' },
      },
      steps,
    )
    expect(family).toEqual({ gestation: { pregnancyExperience: 'Tranquila.' } })
    expect(dropped).toBe(true)
    expect(familyAnswersFor({ gestation: { motherAge: 31 } }, steps).dropped).toBe(false)
  })

  it("marks the answers still equal to the family's, and no longer one the clinician changed", () => {
    const family = { notes: 'Tranquila.', foods: ['arroz', 'feijão'], place: { city: 'Recife', uf: 'PE' } }
    expect([...familyFields(family, { ...family, place: { uf: 'PE', city: 'Recife' } })]).toEqual([
      'notes',
      'foods',
      'place',
    ])
    expect([
      ...familyFields(family, { notes: 'Tranquila, com enjoos.', foods: ['feijão', 'arroz'], place: {} }),
    ]).toEqual([])
    expect(familyFields(undefined, { notes: 'x' }).size).toBe(0)
  })

  it('compares answers by value', () => {
    expect(sameAnswer(true, true)).toBe(true)
    expect(sameAnswer(0, false)).toBe(false)
    expect(sameAnswer('1', 1)).toBe(false)
    expect(sameAnswer(null, {})).toBe(false)
    expect(sameAnswer([1, [2]], [1, [2]])).toBe(true)
    expect(sameAnswer({ a: 1 }, { a: 1, b: undefined })).toBe(false)
  })
})
