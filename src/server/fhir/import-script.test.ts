// npm run import:fhir -- <file> [--as <e-mail>]: a Bundle exported by one database imported into another by the
// script, audited as the user given; bad input is a Portuguese message and exit 1, with nothing stored. On PGlite
// (DATA_DIR) and PostgreSQL (DATABASE_URL).
import fs from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import type { Bundle } from '@medplum/fhirtypes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, evaluations, patients } from '../db/schema'
import { answerEvaluation, fixedAnswers } from '../../../tests/kit/answers'
import { fullPatient } from '../../../tests/kit/api-fixtures'
import { runScript } from '../../../tests/kit/scripts'
import { tempFolders } from '../../../tests/kit/temp'
import { scriptDatabase, type ScriptDatabase } from '../../../tests/kit/script-database'
import { bearer, createTestApp } from '../../../tests/kit/test-app'
import { postCreated } from '../../../tests/kit/created'
import { dbKinds } from '../../../tests/kit/test-db'

const folder = tempFolders('import-fhir')

describe.each(dbKinds)('npm run import:fhir (%s)', (kind) => {
  let target: ScriptDatabase
  let file: string
  let evaluationId: string
  const email = `import-fhir-${Date.now()}@example.com`
  const rows = () =>
    target.read(async ({ db }) => ({
      patients: (await db.select({ n: count() }).from(patients))[0]!.n,
      evaluations: (await db.select({ n: count() }).from(evaluations))[0]!.n,
    }))

  beforeAll(async () => {
    // The record exported by another server.
    const source = await createTestApp('pglite')
    try {
      const token = await source.signIn()
      const post = (url: string, payload: object) => postCreated(source, token, url, payload)
      const patientId = await post('/api/patients', fullPatient())
      evaluationId = await post('/api/evaluations', {
        patientId,
        evaluationData: '2026-02-03',
        mainComplaint: 'Gagueira',
        ...answerEvaluation(fixedAnswers()),
      })
      const bundle = await source.app.inject({
        url: `/api/patients/${patientId}/fhir`,
        headers: bearer(token),
      })
      file = path.join(folder('in'), 'helena.fhir.json')
      fs.writeFileSync(file, bundle.body)
    } finally {
      await source.close()
    }
    // The database it is imported into: it has run the server (its questionnaire version is recorded) and has the
    // importing user.
    target = await scriptDatabase(kind, folder('data'), async (app) => {
      await app.signIn({ role: 'ADMIN', email })
    })
  })
  afterAll(() => target?.close())

  it('imports the Bundle, says what it did, and audits it as the user given', async () => {
    const run = await runScript('import-fhir.ts', [file, '--as', email], target.env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const lines = run.stdout.trim().split('\n')
    expect(lines[0]).toMatch(/^Paciente criado: Helena Ávila \([0-9a-f-]{36}\)\.$/)
    expect(lines.slice(1)).toEqual([
      '1 avaliação(ões) importada(s); 0 já existia(m).',
      expect.stringMatching(
        new RegExp(`^- ${evaluationId}: avaliação de 03/02/2026, questionário [\\d.]+\\.$`),
      ),
    ])
    await target.read(async ({ db }) => {
      const [row] = await db.select().from(evaluations).where(eq(evaluations.id, evaluationId))
      expect(row).toMatchObject({ evaluationData: '2026-02-03', mainComplaint: 'Gagueira' })
      const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, evaluationId))
      expect(entries.map((e) => [e.action, e.userEmail, e.details])).toEqual([
        [
          'evaluation.import_fhir',
          email,
          { questionnaireVersion: row!.questionnaireVersion, via: 'npm run import:fhir' },
        ],
      ])
      const created = await db.select().from(auditLog).where(eq(auditLog.entityId, row!.patientId))
      expect(created.map((e) => e.action)).toEqual(['patient.create'])
    })
  })

  it('run again: the patient is matched and nothing is created', async () => {
    const before = await rows()
    const run = await runScript('import-fhir.ts', [file], target.env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(
      /^Paciente encontrado: Helena Ávila .*\n0 avaliação\(ões\) importada\(s\); 1 já existia\(m\)\./,
    )
    expect(run.stdout).toContain('(já existia).')
    expect(await rows()).toEqual(before)
  })

  it('bad input: the message in Portuguese, exit 1, nothing stored', async () => {
    const before = await rows()
    const write = (name: string, text: string) => {
      const out = path.join(folder('bad'), name)
      fs.writeFileSync(out, text)
      return out
    }
    const missing = path.join(folder('none'), 'missing.json')
    const cases: [string[], string][] = [
      [
        [write('text.json', 'isto não é JSON')],
        'O conteúdo não é JSON válido: envie um recurso FHIR R4 em JSON.',
      ],
      [
        [write('patient.json', '{"resourceType":"Patient"}')],
        'Recurso FHIR "Patient" não pode ser importado: envie um QuestionnaireResponse ou um Bundle do tipo collection.',
      ],
      [[file, '--as', 'ninguem@example.com'], 'Nenhum usuário com o e-mail ninguem@example.com.'],
      [[missing], `Não foi possível ler o arquivo ${missing}.`],
    ]
    const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Bundle
    const response = bundle.entry!.find(
      (e) => e.resource!.resourceType === 'QuestionnaireResponse',
    )!.resource!
    const wrongType = JSON.stringify(response).replace(
      /("linkId":"gestation\.motherAge","text":"[^"]*","answer":\[\{)"valueInteger":(\d+)/,
      '$1"valueString":"$2"',
    )
    expect(wrongType).toContain('"valueString":"40"')
    cases.push([
      [write('wrong-type.json', wrongType)],
      'Item gestation.motherAge (Idade da mãe na gravidez (anos)): a resposta deve ser um número inteiro.',
    ])
    for (const [args, message] of cases) {
      const run = await runScript('import-fhir.ts', args, target.env)
      expect([run.code, run.stderr.trim()], args.join(' ')).toEqual([1, message])
      expect(run.stdout).toBe('')
    }
    expect(await rows()).toEqual(before)
  })
})
