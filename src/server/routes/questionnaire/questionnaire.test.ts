// The questionnaire's versions: the server records the one it runs the first time it runs it (audited), serves any
// recorded one whole, and refuses to start when the files changed but their version did not (npm run dev warns).
import fs from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { clinicianApp } from '../../../../tests/kit/per-suite'
import { auditLog } from '../../db/schema'
import { readRelease, releaseHash } from '../../questionnaire/release'
import { rootPath } from '../../paths'
import { bearer, createTestApp, errorOf } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { NOT_FOUND } from '../../http-error'
import { tempFolders } from '../../../../tests/kit/temp'

const current = readRelease()
const tempDir = tempFolders('questionnaire')

/** A copy of schemas/ with one question's title changed and `version` as given. */
function changedCopy(version: string): string {
  const dir = tempDir('schemas')
  fs.cpSync(rootPath('schemas'), dir, { recursive: true })
  const wizardFile = path.join(dir, 'wizard.json')
  fs.writeFileSync(wizardFile, JSON.stringify({ ...current.wizard, version }))
  const sleepFile = path.join(dir, 'steps', '05-sono.schema.json')
  const sleep = JSON.parse(fs.readFileSync(sleepFile, 'utf8'))
  const [field] = Object.keys(sleep.properties)
  sleep.properties[field!].title = 'Redação de teste'
  fs.writeFileSync(sleepFile, JSON.stringify(sleep))
  return dir
}

describe.each(dbKinds)('questionnaire versions (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)

  afterEach(() => {
    delete process.env.QUESTIONNAIRE_DIR
  })

  const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: bearer(clinician.token) })

  it('records the version it runs once, with its content hash, audited', async () => {
    await t.restart() // a second start records nothing new
    const list = (await get('/questionnaire/versions')).json()
    const mine = list.filter((v: { version: string }) => v.version === current.version)
    expect(mine).toEqual([
      { version: current.version, contentHash: releaseHash(current), recordedAt: expect.any(String) },
    ])
    const response = await get(`/questionnaire/versions/${current.version}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().bundle).toEqual(current)
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'questionnaire.record'), eq(auditLog.entityId, current.version)))
    // Version 2026.11.1 came with the migration (the evaluations before versions were kept name it).
    expect(entries).toHaveLength(current.version === '2026.11.1' ? 0 : 1)
  })

  it('keeps version 2026.11.1, which every evaluation before versions were recorded was answered with', async () => {
    const response = await get('/questionnaire/versions/2026.11.1')
    expect(response.statusCode).toBe(200)
    const { bundle } = response.json()
    expect(bundle.version).toBe('2026.11.1')
    expect(Object.keys(bundle.files)).toHaveLength(26)
  })

  it('answers an unknown or malformed version with a Portuguese 404', async () => {
    for (const version of ['1999.1.1', 'a%20b', 'x'.repeat(41)]) {
      const response = await get(`/questionnaire/versions/${version}`)
      expect(response.statusCode, version).toBe(404)
      expect(errorOf(response).message).toBe(NOT_FOUND.questionnaireVersion)
    }
  })

  it('an evaluation must name a recorded version', async () => {
    const attempt = t.database.db.execute(sql`
      WITH p AS (INSERT INTO patients (name) VALUES ('Teste Versão') RETURNING id)
      INSERT INTO evaluations (patient_id, questionnaire_version) SELECT id, '1999.1.1' FROM p`)
    await expect(attempt).rejects.toThrow()
  })

  it('refuses to start when the files changed but the version did not; QUESTIONNAIRE_DRAFT only warns', async () => {
    process.env.QUESTIONNAIRE_DIR = changedCopy(current.version)
    await expect(createTestApp(kind, {}, { database: t.database })).rejects.toThrow(
      `differ from version ${current.version} as this database first ran it`,
    )
    const draft = await createTestApp(kind, { questionnaireDraft: true }, { database: t.database })
    await draft.app.close() // (not draft.close(): the database is shared)
    const row = (await get(`/questionnaire/versions/${current.version}`)).json()
    expect(row.contentHash).toBe(releaseHash(current))
  })

  it('records a new version beside the old ones', async () => {
    process.env.QUESTIONNAIRE_DIR = changedCopy('2099.1.1')
    const next = await createTestApp(kind, {}, { database: t.database })
    await next.app.close()
    const versions = (await get('/questionnaire/versions')).json().map((v: { version: string }) => v.version)
    expect(versions).toEqual(expect.arrayContaining(['2026.11.1', current.version, '2099.1.1']))
    const { bundle } = (await get('/questionnaire/versions/2099.1.1')).json()
    expect(JSON.stringify(bundle)).toContain('Redação de teste')
  })
})
