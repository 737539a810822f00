// A new version with a migration file: recording it moves and recodes the stored answers in one transaction with
// its audit entry, and any failure leaves everything as it was and stops the server with one line.
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { readRelease } from '../../questionnaire/release'
import { bearer, createTestApp } from '../../../../tests/kit/test-app'
import { postCreated } from '../../../../tests/kit/created'
import { clinicianApp } from '../../../../tests/kit/per-suite'
import { dbKinds } from '../../../../tests/kit/test-db'
import { MIGRATED, migratedQuestionnaire } from '../../../../tests/kit/migrated-questionnaire'
import { tempFolders } from '../../../../tests/kit/temp'

const current = readRelease()
const [fromSection, fromField] = MIGRATED.renamedFrom
const [toSection, toField] = MIGRATED.renamedTo
const [codedSection, codedField] = MIGRATED.recoded

const folder = tempFolders('migrated-questionnaire')

describe.each(dbKinds)('questionnaire migrations (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)
  const ids: Record<'moved' | 'coded' | 'untouched', string> = { moved: '', coded: '', untouched: '' }

  const stored = async () =>
    (
      (await t.database.db.execute(
        sql`SELECT id, sections, questionnaire_version FROM evaluations ORDER BY id`,
      )) as unknown as { rows: unknown[] }
    ).rows
  const migrateEntries = () =>
    t.database.db.select().from(auditLog).where(eq(auditLog.action, 'questionnaire.migrate'))
  const startOn = (dir: string) => {
    process.env.QUESTIONNAIRE_DIR = dir
    return createTestApp(kind, {}, { database: t.database })
  }

  beforeAll(async () => {
    const post = (url: string, payload: object) => postCreated(t, clinician.token, url, payload)
    const patientId = await post('/api/patients', { name: 'Helena Migração' })
    ids.moved = await post('/api/evaluations', {
      patientId,
      [fromSection]: { [fromField]: 'Com a mãe', asBabyNoProblems: true },
      [codedSection]: { [codedField]: 'ocasionalmente' },
    })
    ids.coded = await post('/api/evaluations', { patientId, [codedSection]: { [codedField]: 'sim' } })
    ids.untouched = await post('/api/evaluations', { patientId, [fromSection]: { asBabyNoProblems: false } })
  })
  afterEach(() => {
    delete process.env.QUESTIONNAIRE_DIR
  })

  it('refuses a rename onto a field that already holds answers, and changes nothing', async () => {
    const before = await stored()
    const dir = migratedQuestionnaire(folder(), '2099.1.1', {
      renames: { [`${fromSection}.${fromField}`]: `${fromSection}.asBabyNoProblems` },
    })
    await expect(startOn(dir)).rejects.toThrow(
      `Questionnaire migration ${dir}/migrations/2099.1.1.json, rename ${fromSection}.${fromField} → ` +
        `${fromSection}.asBabyNoProblems: 2 evaluation(s) already answer ${fromSection}.asBabyNoProblems`,
    )
    expect(await stored()).toEqual(before)
    expect(
      (await t.app.inject({ url: '/api/questionnaire/versions/2099.1.1', headers: bearer(clinician.token) }))
        .statusCode,
    ).toBe(404)
    expect(await migrateEntries()).toEqual([])
  })

  it('rolls everything back when the database refuses an update', async () => {
    const before = await stored()
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'evaluations are read-only today'; END $$`)
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_update BEFORE UPDATE ON evaluations FOR EACH ROW EXECUTE FUNCTION refuse_update()`,
    )
    try {
      await expect(startOn(migratedQuestionnaire(folder(), '2099.1.2'))).rejects.toThrow(
        /migrations\/2099\.1\.2\.json, rename sleep\.asBabySharedWith → nutrition\.babyRoomSharedWith: .*read-only today/,
      )
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_update ON evaluations`)
      await t.database.db.execute(sql`DROP FUNCTION refuse_update()`)
    }
    expect(await stored()).toEqual(before)
    const versions = (
      await t.app.inject({ url: '/api/questionnaire/versions', headers: bearer(clinician.token) })
    ).json()
    expect(versions.map((v: { version: string }) => v.version)).not.toContain('2099.1.2')
    expect(await migrateEntries()).toEqual([])
  })

  it('moves and recodes the stored answers, audited, and reads them back with the new version', async () => {
    const next = await startOn(migratedQuestionnaire(folder(), '2099.1.3'))
    try {
      const read = async (id: string) => {
        const response = await next.app.inject({
          url: `/api/evaluations/${id}`,
          headers: bearer(clinician.token),
        })
        expect(response.statusCode).toBe(200)
        return response.json()
      }
      const moved = await read(ids.moved)
      expect(moved.questionnaireVersion).toBe('2099.1.3')
      expect(moved[toSection]).toEqual({ [toField]: 'Com a mãe' })
      expect(moved[fromSection]).toEqual({ asBabyNoProblems: true })
      expect(moved[codedSection]).toEqual({ [codedField]: MIGRATED.newCode })
      // Untouched by any step: their version, and with it their wording, stays.
      const coded = await read(ids.coded)
      expect(coded.questionnaireVersion).toBe(current.version)
      expect(coded[codedSection]).toEqual({ [codedField]: 'sim' })
      expect((await read(ids.untouched)).questionnaireVersion).toBe(current.version)

      const [entry, ...more] = await migrateEntries()
      expect(more).toEqual([])
      expect(entry).toMatchObject({ entity: 'questionnaire', entityId: '2099.1.3', userId: null })
      expect(entry!.details).toEqual({
        changes: [
          { change: `rename ${fromSection}.${fromField} → ${toSection}.${toField}`, evaluations: 1 },
          {
            change: `recode ${codedSection}.${codedField} ocasionalmente → ${MIGRATED.newCode}`,
            evaluations: 1,
          },
        ],
        removals: [],
        retyped: [],
        movedToVersion: 1,
      })
      const { bundle } = (
        await next.app.inject({
          url: '/api/questionnaire/versions/2099.1.3',
          headers: bearer(clinician.token),
        })
      ).json()
      expect(bundle.migration.renames).toEqual({ [`${fromSection}.${fromField}`]: `${toSection}.${toField}` })
    } finally {
      await next.app.close() // (not next.close(): the database is shared)
    }
  })
})
