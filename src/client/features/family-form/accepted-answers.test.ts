import { describe, expect, it } from 'vitest'
import { steps, validatorOf } from '../../components/schema-form/questionnaire'
import { acceptedAnswers } from './accepted-answers'

const gestation = steps.find((step) => step.section === 'gestation')!

describe("the answers the family's autosave sends", () => {
  it('leaves out an answer the step refuses and keeps the others', async () => {
    const validator = await validatorOf(gestation)
    const typed = { gestationDuration: 99, prenatalTreatment: true, pregnancyExperience: 'Tranquila' }
    expect(acceptedAnswers(validator, gestation.schema, typed)).toEqual({
      prenatalTreatment: true,
      pregnancyExperience: 'Tranquila',
    })
    const corrected = { ...typed, gestationDuration: 38 }
    expect(acceptedAnswers(validator, gestation.schema, corrected)).toBe(corrected)
  })
})
