// schemas/patient-mapping.json names only real fields: of the patient steps (of today's files and of every released
// version, since it reads them all) and of patient.schema.json; every field of a patient step lands somewhere.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readRelease } from '../../src/server/questionnaire/release'
import { rootPath } from '../../src/server/paths'
import type { QuestionnaireRelease } from '../../src/shared/questionnaire/release'
import type { PatientMappingFile } from '../../src/shared/questionnaire/types'
import { mappingProblems, staleEntries } from './mapping-rules'

const schemasDir = rootPath('schemas')
const mapping = JSON.parse(
  fs.readFileSync(path.join(schemasDir, 'patient-mapping.json'), 'utf8'),
) as PatientMappingFile
const current = readRelease(schemasDir)
const released = fs
  .readdirSync(path.join(schemasDir, 'releases'))
  .map(
    (file) =>
      JSON.parse(fs.readFileSync(path.join(schemasDir, 'releases', file), 'utf8')) as QuestionnaireRelease,
  )

describe('patient-mapping.json', () => {
  it.each(
    [current, ...released].map((r) => [r.version === current.version ? 'files' : r.version, r] as const),
  )('fits the patient steps and patient.schema.json of %s', (_, release) => {
    expect(mappingProblems(release, mapping)).toEqual([])
  })

  it('names no field that no version asks in a patient step', () => {
    expect(staleEntries([current, ...released], mapping)).toEqual([])
  })
})

describe('the mapping check can fail', () => {
  const bad: PatientMappingFile = {
    fields: {
      ...mapping.fields,
      patientName: { patient: 'fullName' },
      phoneNumber: { patient: 'fatherName' },
      patientAge: { patient: 'age', ageFrom: 'school' },
      siblings: { items: { siblingsName: 'nome', siblingsShoe: 'age' }, initial: 'today' } as never,
      mainComplaint: { evaluation: 'complaint' as never },
      ghost: { patient: 'name' },
    },
  }

  it('reports unknown patient properties, doubled targets, bad rules and a required property left unfilled', () => {
    const problems = mappingProblems(current, bad)
    const v = current.version
    expect(problems).toEqual(
      expect.arrayContaining([
        `${v} personalData.mainComplaint: the evaluation has no column "complaint"`,
        `${v} personalData.patientName: patient.schema.json has no property "fullName"`,
        `${v} personalData.patientAge: ageFrom "school" is no date field of personalData`,
        `${v} personalData.phoneNumber: patient.fatherName is also filled by fatherName`,
        `${v} personalData.siblings: initial "today" (only "today", on a date field)`,
        `${v} personalData.siblings: its entries have no field "siblingsShoe"`,
        `${v} personalData.siblings: patient.siblings's entries have no field "nome"`,
        `${v}: no field fills patient.name, which is required`,
      ]),
    )
    expect(staleEntries([current], bad)).toEqual(['ghost'])
  })
})
