// npm run import:fhir -- <file.json> [--as <user e-mail>]: a FHIR R4 QuestionnaireResponse, or a patient's Bundle as
// `npm run export:fhir` writes it, imported as evaluations of the patient matched (same name and birth date) or
// created, into the database in DATA_DIR or DATABASE_URL, like the server; audited as the user given with --as.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { AuditWriter } from '../src/server/audit/writer'
import {
  FhirImportError,
  importFhir,
  importSummary,
  parseFhirText,
  recordedReleases,
} from '../src/server/fhir/import'
import { readPatientMapping } from '../src/server/questionnaire/patient-mapping'
import { readRelease } from '../src/server/questionnaire/release'
import { inTransaction, repositories } from '../src/server/repositories'
import { scriptAuditKey } from './lib/audit-key'
import { fail } from './lib/cli'
import { openScriptDatabase } from './lib/script-database'
import { loadScriptConfig } from './lib/script-config'

const USAGE = 'Uso: npm run import:fhir -- <arquivo.json> [--as <e-mail do usuário>]'

let file: string
let as: string | undefined
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { as: { type: 'string' } },
  })
  if (positionals.length !== 1) fail(USAGE)
  file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!)
  as = values.as
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
let text: string
try {
  text = fs.readFileSync(file, 'utf8')
} catch {
  fail(`Não foi possível ler o arquivo ${file}.`)
}

const config = loadScriptConfig()
const key = scriptAuditKey(config, 'the import could not be audited')
const database = await openScriptDatabase(config)
try {
  const repos = repositories(database.db)
  const user = as === undefined ? undefined : await repos.users.findByEmail(as.trim().toLowerCase())
  if (as !== undefined && !user) throw new FhirImportError(`Nenhum usuário com o e-mail ${as}.`)
  const result = await importFhir(
    {
      repos,
      releaseOf: recordedReleases(repos.questionnaire),
      transaction: (work) => inTransaction(database.db, work),
      current: readRelease(),
      mappingFile: readPatientMapping(),
      importedBy: user?.id ?? null,
    },
    parseFhirText(text),
  )
  const audit = new AuditWriter(database.db, key)
  const entry = (action: string, entity: 'patient' | 'evaluation', entityId: string, details: object) =>
    audit.append({
      at: new Date(),
      userId: user?.id ?? null,
      userEmail: user?.email ?? null,
      action,
      entity,
      entityId,
      patientId: result.patient.id,
      ip: null,
      requestId: null,
      details: { ...details, via: 'npm run import:fhir' },
    })
  if (result.patient.created) await entry('patient.create', 'patient', result.patient.id, {})
  for (const evaluation of result.evaluations.filter((e) => e.created))
    await entry('evaluation.import_fhir', 'evaluation', evaluation.id, {
      questionnaireVersion: evaluation.questionnaireVersion,
    })
  console.log(importSummary(result))
} catch (error) {
  if (!(error instanceof FhirImportError)) throw error
  console.error(error.message)
  process.exitCode = 1
} finally {
  await database.close()
}
