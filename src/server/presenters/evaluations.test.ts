import { describe, expect, it } from 'vitest'
import type { EvaluationRead } from '../repositories/evaluations'
import { evaluationPresenter } from './evaluations'

const SECTIONS = ['gestation', 'sleep', 'recreation']

const row: EvaluationRead = {
  id: '0b8f6f5e-1111-4c4c-8888-000000000001',
  patientId: '0b8f6f5e-1111-4c4c-8888-000000000002',
  evaluationData: '2024-03-02',
  mainComplaint: 'Troca o "r" pelo "l" 😀',
  sections: {
    gestation: { gestationDuration: 39 },
    sleep: { sleepsWell: 'sim' },
    // Written past the API: a section the questionnaire does not list, and a listed one left null.
    internalNotes: { x: 1 },
    recreation: null as unknown as Record<string, unknown>,
  },
  questionnaireVersion: '2',
  requestKey: null,
  createdBy: null,
  createdAt: new Date('2024-03-02T12:00:00Z'),
  patientSnapshot: { name: 'Lucas Araújo', birthDate: '2020-01-15' },
  snapshotReconstructed: false,
  recordedByName: 'Dra. Ana',
  answerSources: null,
}

describe('evaluationPresenter', () => {
  const present = evaluationPresenter(SECTIONS, 'America/Sao_Paulo')

  it('writes the record, the patient with his age on that day, and the listed sections that hold answers', () => {
    expect(present(row)).toEqual({
      id: row.id,
      patientId: row.patientId,
      evaluationData: '2024-03-02',
      mainComplaint: 'Troca o "r" pelo "l" 😀',
      createdAt: '2024-03-02T12:00:00.000Z',
      questionnaireVersion: '2',
      patient: { name: 'Lucas Araújo', birthDate: '2020-01-15', age: '4 anos e 1 mês' },
      patientReconstructed: false,
      recordedByName: 'Dra. Ana',
      gestation: { gestationDuration: 39 },
      sleep: { sleepsWell: 'sim' },
    })
  })

  it("without an evaluation date, takes the age on the day it was recorded in the clinic's time zone", () => {
    // 22:30 on the eve of his fourth birthday in São Paulo, already the birthday in UTC.
    const late = { ...row, evaluationData: null, createdAt: new Date('2024-01-15T01:30:00Z') }
    expect(present(late).patient.age).toBe('3 anos e 11 meses')
    expect(evaluationPresenter(SECTIONS, 'UTC')(late).patient.age).toBe('4 anos')
  })

  it('writes the record alone when there are no answers', () => {
    expect(Object.keys(present({ ...row, sections: {} })).sort()).toEqual(
      [
        'createdAt',
        'evaluationData',
        'id',
        'mainComplaint',
        'patient',
        'patientId',
        'patientReconstructed',
        'questionnaireVersion',
        'recordedByName',
      ].sort(),
    )
  })

  it('refuses a questionnaire whose section has the name of a field of the record', () => {
    expect(() => evaluationPresenter(['gestation', 'patient'], 'America/Sao_Paulo')).toThrow(/patient/)
  })
})
