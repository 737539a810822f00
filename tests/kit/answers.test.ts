// The answer generator's evaluations are what the server accepts: each strategy's output passes the server's own
// schema for POST /api/evaluations, answers every question (or the chosen share), and is the same for a seed.
import { describe, expect, it } from 'vitest'
import { loadQuestionnaire } from '../../src/server/questionnaire'
import { makeAjv } from '../../src/server/plugins/validation'
import { Random } from '../../scripts/lib/random'
import { answerEvaluation, evaluationSections, fixedAnswers, questionCount, randomAnswers } from './answers'

const { schemas } = loadQuestionnaire()
const validate = makeAjv({ coerceTypes: false }, schemas).getSchema('evaluation-input.json')!
const PATIENT_ID = '7f1f2b8e-4a57-4a4d-9c1e-0f2a3b4c5d6e'

const accepted = (sections: object) => {
  const ok = validate({ patientId: PATIENT_ID, ...sections })
  return ok ? 'accepted' : JSON.stringify(validate.errors)
}
const answered = (sections: Record<string, object>) =>
  Object.values(sections).reduce((n, section) => n + Object.keys(section).length, 0)

describe('answer generator', () => {
  it('answers every question of every evaluation section, and the server accepts it', () => {
    const sections = answerEvaluation(fixedAnswers())
    expect(Object.keys(sections)).toEqual(evaluationSections)
    expect(answered(sections)).toBe(questionCount)
    expect(questionCount).toBeGreaterThan(200)
    expect(accepted(sections)).toBe('accepted')
  })

  it('random answers are accepted, 50 times over', () => {
    for (let i = 0; i < 50; i++)
      expect(accepted(answerEvaluation(randomAnswers(Math.random)))).toBe('accepted')
  })

  it('answers about the asked share of the questions', () => {
    const rng = new Random(7)
    const share = answered(answerEvaluation(randomAnswers(() => rng.next(), { fill: 0.5 }))) / questionCount
    expect(share).toBeGreaterThan(0.35)
    expect(share).toBeLessThan(0.65)
  })

  it('the same seed gives the same evaluation', () => {
    const run = (seed: number) => {
      const rng = new Random(seed)
      return answerEvaluation(randomAnswers(() => rng.next()))
    }
    expect(run(3)).toEqual(run(3))
    expect(run(3)).not.toEqual(run(4))
  })
})
