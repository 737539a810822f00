// Migration 0008 on a database of the previous release: every evaluation gets its patient's record as the migration
// finds it, marked as reconstructed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootPath } from '../paths'
import { PGLITE_OPTIONS } from './client'
import { throwawayDatabase } from '../../../tests/kit/databases'
import { dbKinds } from '../../../tests/helpers/test-db'

const SNAPSHOTS = '0008_evaluation_snapshot'
const migrations = rootPath('migrations')

/** The migrations folder as the release before snapshots shipped it. */
function previousRelease(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[]
  }
  const upTo = journal.entries.findIndex((entry) => entry.tag === SNAPSHOTS)
  expect(upTo).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, upTo)
  fs.mkdirSync(path.join(dir, 'meta'))
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal))
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(migrations, `${tag}.sql`), path.join(dir, `${tag}.sql`))
  return dir
}

interface Migratable {
  run(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>
  migrate(folder: string): Promise<void>
  close(): Promise<void>
}

async function open(kind: string): Promise<Migratable> {
  if (kind === 'pglite') {
    const client = await PGlite.create(PGLITE_OPTIONS)
    const db = drizzlePglite({ client })
    return {
      run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    }
  }
  const throwaway = await throwawayDatabase()
  const pool = new pg.Pool({ connectionString: throwaway.url, max: 1 })
  const db = drizzlePg({ client: pool })
  return {
    run: async (query) => (await db.execute(query)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end()
      await throwaway.drop()
    },
  }
}

describe.each(dbKinds)('migration %s: snapshots of existing evaluations', (kind) => {
  let database: Migratable
  let folder: string

  beforeAll(async () => {
    folder = previousRelease()
    database = await open(kind)
  })
  afterAll(async () => {
    await database?.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it("gives each evaluation its patient's record, marked as reconstructed", async () => {
    await database.migrate(folder)
    const [patient] = await database.run(sql`
      INSERT INTO patients (name, birth_date, age, phone, siblings, address)
      VALUES ('Alice Prado', '2019-02-01', '5 anos', '(81) 90000-1111', '[{"name":"Bia","age":3}]',
              '[{"street":"Rua A","cep":"50010-000"}]')
      RETURNING id`)
    await database.run(sql`
      INSERT INTO evaluations (patient_id, evaluation_data, sections, questionnaire_version)
      VALUES (${patient!.id}, '2025-01-10', '{}', '2026.11.1'), (${patient!.id}, NULL, '{}', '2026.11.1')`)

    await database.migrate(migrations)
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
