// Migration 0020 on a database of the previous release: a state typed as a UF or as a state's name becomes its UF;
// any other text stays as typed; evaluations keep their snapshot as it was.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dbKinds } from '../../../tests/kit/test-db'
import { openBefore } from '../../../tests/kit/migrations'
import { perSuite } from '../../../tests/kit/per-suite'

describe.each(dbKinds)('migration %s: states as UFs', (kind) => {
  const database = perSuite(() => openBefore(kind, '0020_state_codes'))

  it('turns UFs and state names into UFs and keeps any other text', async () => {
    const typed = [
      { street: 'Rua A', state: 'pe' },
      { city: 'Vitória', state: ' Espírito santo ' },
      { state: 'SAO PAULO' },
      { state: 'Pernambuco - Brasil' },
      { street: 'Rua sem estado' },
    ]
    const [patient] = await database.run(sql`
      INSERT INTO patients (name, address) VALUES ('Alice Prado', ${JSON.stringify(typed)}::jsonb) RETURNING id`)
    const [empty] = await database.run(sql`INSERT INTO patients (name) VALUES ('Bia Prado') RETURNING id`)
    await database.run(sql`
      INSERT INTO evaluations (patient_id, sections, questionnaire_version, patient_snapshot)
      VALUES (${patient!.id}, '{}', '2026.11.1', ${JSON.stringify({ name: 'Alice Prado', address: typed })}::jsonb)`)

    await database.upgrade()
    const [after] = await database.run(sql`SELECT address FROM patients WHERE id = ${patient!.id}`)
    expect(after!.address).toEqual([
      { street: 'Rua A', state: 'PE' },
      { city: 'Vitória', state: 'ES' },
      { state: 'SP' },
      { state: 'Pernambuco - Brasil' },
      { street: 'Rua sem estado' },
    ])
    const [none] = await database.run(sql`SELECT address FROM patients WHERE id = ${empty!.id}`)
    expect(none!.address).toEqual([])
    const [evaluation] = await database.run(sql`SELECT patient_snapshot FROM evaluations`)
    expect((evaluation!.patient_snapshot as { address: unknown }).address).toEqual(typed)
  })
})
