// Migration 0008 on a database of the previous release: every evaluation gets its patient's record as the migration
// finds it, marked as reconstructed.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dbKinds } from '../../../tests/kit/test-db'
import { openBefore } from '../../../tests/kit/migrations'
import { perSuite } from '../../../tests/kit/per-suite'

describe.each(dbKinds)('migration %s: snapshots of existing evaluations', (kind) => {
  const database = perSuite(() => openBefore(kind, '0008_evaluation_snapshot'))

  it("gives each evaluation its patient's record, marked as reconstructed", async () => {
    const [patient] = await database.run(sql`
      INSERT INTO patients (name, birth_date, age, phone, siblings, address)
      VALUES ('Alice Prado', '2019-02-01', '5 anos', '(81) 90000-1111', '[{"name":"Bia","age":3}]',
              '[{"street":"Rua A","cep":"50010-000"}]')
      RETURNING id`)
    await database.run(sql`
      INSERT INTO evaluations (patient_id, evaluation_data, sections, questionnaire_version)
      VALUES (${patient!.id}, '2025-01-10', '{}', '2026.11.1'), (${patient!.id}, NULL, '{}', '2026.11.1')`)

    await database.upgrade()
    const rows = await database.run(sql`SELECT patient_snapshot, snapshot_reconstructed FROM evaluations`)
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.snapshot_reconstructed).toBe(true)
      expect(row.patient_snapshot).toEqual({
        name: 'Alice Prado',
        birthDate: '2019-02-01',
        age: '5 anos',
        school: '',
        fatherName: '',
        fatherCareer: '',
        motherName: '',
        motherCareer: '',
        phone: '(81) 90000-1111',
        livesWith: '',
        caregiver: '',
        medications: '',
        siblings: [{ name: 'Bia', age: 3 }],
        address: [{ street: 'Rua A', cep: '50010-000' }],
      })
    }
    // An evaluation sent from now on takes its snapshot itself: the column's default is an empty one.
    const [fresh] = await database.run(sql`
      INSERT INTO evaluations (patient_id, sections, questionnaire_version)
      VALUES (${patient!.id}, '{}', '2026.11.1') RETURNING snapshot_reconstructed`)
    expect(fresh!.snapshot_reconstructed).toBe(false)
  })
})
