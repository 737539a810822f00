// npm run export:fhir -- <folder> [--patient <id>]: each patient's Bundle as a file of the folder, valid FHIR R4,
// every export audited; a wrong id is a clear message and exit 1. On PGlite (DATA_DIR) and PostgreSQL (DATABASE_URL).
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Bundle } from '@medplum/fhirtypes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../db/schema'
import { answerEvaluation, fixedAnswers } from '../../../tests/kit/answers'
import { fullPatient, NIL_UUID } from '../../../tests/kit/api-fixtures'
import { fhirProblems } from '../../../tests/kit/fhir'
import { runScript } from '../../../tests/kit/scripts'
import { tempFolders } from '../../../tests/kit/temp'
import { scriptDatabase, type ScriptDatabase } from '../../../tests/kit/script-database'
import { postCreated } from '../../../tests/kit/created'
import { dbKinds } from '../../../tests/kit/test-db'

const folder = tempFolders('export-fhir')

describe.each(dbKinds)('npm run export:fhir (%s)', (kind) => {
  let target: ScriptDatabase
  let ids: string[]

  beforeAll(async () => {
    target = await scriptDatabase(kind, folder('data'), async (app) => {
      const token = await app.signIn({ email: `export-fhir-${Date.now()}@example.com` })
      const post = (url: string, payload: object) => postCreated(app, token, url, payload)
      const first = await post('/api/patients', fullPatient())
      await post('/api/evaluations', { patientId: first, ...answerEvaluation(fixedAnswers()) })
      const second = await post('/api/patients', { name: 'João Çândido' })
      await post('/api/evaluations', { patientId: second, mainComplaint: 'Gagueira' })
      ids = [first, second]
    })
  })
  afterAll(() => target?.close())

  const bundlesIn = (dir: string) =>
    Object.fromEntries(
      fs
        .readdirSync(dir)
        .sort()
        .map((file) => [file, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Bundle]),
    )

  it('writes every patient, one valid Bundle per file, and audits each export', async () => {
    const out = path.join(folder('out'), 'fhir')
    const run = await runScript('export-fhir.ts', [out], target.env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout.trim()).toBe(`2 patients written to ${out}.`)
    const bundles = bundlesIn(out)
    expect(Object.keys(bundles)).toEqual([
      `helena-avila-${ids[0]}.fhir.json`,
      `joao-candido-${ids[1]}.fhir.json`,
    ])
    for (const bundle of Object.values(bundles)) {
      expect(fhirProblems(bundle)).toEqual([])
      for (const entry of bundle.entry!) expect(fhirProblems(entry.resource!)).toEqual([])
      expect(bundle.entry!.filter((e) => e.resource!.resourceType === 'QuestionnaireResponse')).toHaveLength(
        1,
      )
    }
    expect(fs.statSync(path.join(out, Object.keys(bundles)[0]!)).mode & 0o077).toBe(0)
    const entries = await target.read(({ db }) =>
      db.select().from(auditLog).where(eq(auditLog.action, 'patient.export_fhir')),
    )
    expect(entries.map((e) => e.patientId).sort()).toEqual([...ids].sort())
    expect(entries[0]!.details).toEqual({ via: 'npm run export:fhir' })
  })

  it('writes only the patients asked for; an unknown or malformed id is said, with exit 1', async () => {
    const out = folder('one')
    const one = await runScript('export-fhir.ts', [out, '--patient', ids[1]!], target.env)
    expect(one.code).toBe(0)
    expect(Object.keys(bundlesIn(out))).toEqual([`joao-candido-${ids[1]}.fhir.json`])
    const unknown = await runScript('export-fhir.ts', [folder('unknown'), '--patient', NIL_UUID], target.env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr.trim()).toBe(`No patient with id ${NIL_UUID}.`)
    const malformed = await runScript('export-fhir.ts', [folder('bad'), '--patient', 'abc'], target.env)
    expect(malformed.code).toBe(1)
    expect(malformed.stderr.trim()).toBe('Not a patient id: abc')
  })
})
