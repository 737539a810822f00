import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import mappingFile from '@schemas/patient-mapping.json'
import type { PatientMappingFile } from '../../../shared/questionnaire/types'
import { withComputedAge as computed } from './computed-age'
import type { FormValues } from './schema-form'

// The rules of the real mapping: patientAge follows birthDate.
const { fields } = mappingFile as PatientMappingFile
const withComputedAge = (previous: FormValues, next: FormValues) => computed(previous, next, fields)

describe('withComputedAge', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2024, 5, 15, 12)) // 15 June 2024
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fills the age from a new birth date', () => {
    const next = { patientName: 'Ana', birthDate: '2020-01-10' }
    expect(withComputedAge({ patientName: 'Ana' }, next)).toEqual({ ...next, patientAge: '4 anos e 5 meses' })
  })

  it('does not change its arguments', () => {
    const previous = { birthDate: undefined }
    const next = { birthDate: '2020-01-10' }
    withComputedAge(previous, next)
    expect(next).toEqual({ birthDate: '2020-01-10' })
  })

  it('keeps an age the clinician typed', () => {
    const next = { birthDate: '2020-01-10', patientAge: 'quase 5 anos' }
    expect(withComputedAge({ patientAge: 'quase 5 anos' }, next)).toBe(next)

    const edited = { birthDate: '2021-01-10', patientAge: '4 anos e meio' }
    expect(withComputedAge({ birthDate: '2020-01-10', patientAge: '4 anos e meio' }, edited)).toBe(edited)
  })

  it('updates the age when it was the one computed from the previous birth date', () => {
    const previous = { birthDate: '2020-01-10', patientAge: '4 anos e 5 meses' }
    const next = { birthDate: '2021-01-10', patientAge: '4 anos e 5 meses' }
    expect(withComputedAge(previous, next).patientAge).toBe('3 anos e 5 meses')
  })

  it('clears a computed age when the birth date is cleared or lies in the future', () => {
    const previous = { birthDate: '2020-01-10', patientAge: '4 anos e 5 meses' }
    const cleared = withComputedAge(previous, { birthDate: undefined, patientAge: '4 anos e 5 meses' })
    expect(cleared.patientAge).toBeUndefined()
    const future = withComputedAge(previous, { birthDate: '2030-01-01', patientAge: '4 anos e 5 meses' })
    expect(future.patientAge).toBeUndefined()
  })

  it('returns the same object when the birth date did not change', () => {
    const next = { birthDate: '2020-01-10', patientAge: 'qualquer coisa', school: 'EMEI' }
    expect(withComputedAge({ birthDate: '2020-01-10' }, next)).toBe(next)
    const none = { school: 'EMEI' }
    expect(withComputedAge({}, none)).toBe(none)
  })
})
