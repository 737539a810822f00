import { describe, expect, it } from 'vitest'
import { fromPatient, toPatient } from '../../../shared/questionnaire/mapping'
import { patientMapping } from '../../components/schema-form/questionnaire'
import { editedFields } from './patient-edits'

const RECORD = {
  name: 'Davi Nogueira',
  birthDate: '2021-05-20',
  age: '5 anos e 6 meses',
  phone: '(81) 99999-0000',
  school: 'Creche Girassol',
  siblings: [{ name: 'Lia', age: 9 }],
  address: [{ street: 'Rua do Sol', number: '10', cep: '50010-000' }],
}

describe('editedFields', () => {
  const prefilled = { ...toPatient(fromPatient(RECORD, patientMapping), patientMapping) }

  it('is empty when steps 1 and 2 hold the record as it was opened', () => {
    expect(editedFields(fromPatient(RECORD, patientMapping), prefilled)).toEqual({})
  })

  it('names only the fields the clinician changed, lists whole', () => {
    const sections = fromPatient(
      { ...RECORD, school: 'Escola Nova', siblings: [...RECORD.siblings, { name: 'Rui', age: 2 }] },
      patientMapping,
    )
    expect(editedFields(sections, prefilled)).toEqual({
      school: 'Escola Nova',
      siblings: [
        { name: 'Lia', age: 9 },
        { name: 'Rui', age: 2 },
      ],
    })
  })

  it('counts a cleared field as a change', () => {
    expect(editedFields(fromPatient({ ...RECORD, phone: '' }, patientMapping), prefilled)).toEqual({
      phone: '',
    })
  })
})
