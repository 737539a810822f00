import { describe, expect, it } from 'vitest'
import type { EvaluationRead } from '../repositories/evaluations'
import { evaluationPresenter, evaluationTextPresenter } from './evaluations'

const SECTIONS = ['gestation', 'sleep']
const PATIENT_FIELDS = ['name', 'birthDate']

const row: EvaluationRead = {
  id: '0b8f6f5e-1111-4c4c-8888-000000000001',
  patientId: '0b8f6f5e-1111-4c4c-8888-000000000002',
  evaluationData: '2024-03-02',
  mainComplaint: 'Troca o "r" pelo "l" 😀',
  sections: { gestation: { gestationDuration: 39 }, sleep: { sleepsWell: 'sim' } },
  questionnaireVersion: '2',
  requestKey: null,
  createdBy: null,
  createdAt: new Date('2024-03-02T12:00:00Z'),
  patientSnapshot: { name: 'Lucas Araújo', birthDate: '2020-01-15', internal: 'never shown' },
  snapshotReconstructed: false,
  recordedByName: 'Dra. Ana',
}

const asText = ({ sections, ...rest }: EvaluationRead, sectionsJson: string) => ({ ...rest, sectionsJson })

describe('evaluationTextPresenter', () => {
  const present = evaluationPresenter(SECTIONS, PATIENT_FIELDS)
  const presentText = evaluationTextPresenter(SECTIONS, PATIENT_FIELDS)

  it('writes the same record as evaluationPresenter, the answers spliced in as given', () => {
    const text = presentText(asText(row, JSON.stringify(row.sections)))
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(present(row))))
    expect(JSON.parse(text)).toMatchObject({ patient: { name: 'Lucas Araújo', age: '4 anos e 1 mês' } })
  })

  it('writes the record alone when there are no answers', () => {
    const text = presentText(asText(row, '{}'))
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(present({ ...row, sections: {} }))))
  })

  it('refuses a questionnaire whose section has the name of a field of the record', () => {
    expect(() => evaluationTextPresenter(['gestation', 'patient'], PATIENT_FIELDS)).toThrow(/patient/)
  })
})
