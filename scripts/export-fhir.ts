// npm run export:fhir -- <folder> [--patient <id>]…: writes each patient's record as a FHIR R4 Bundle (the patient,
// the clinicians, the questionnaire versions and one QuestionnaireResponse per evaluation) into <folder>, one
// file per patient (<name>-<id>.fhir.json), from the database in DATA_DIR or DATABASE_URL, like the server. Every
// patient exported goes into the audit trail, as an export through the API does.
// First: the files it writes are the owner's alone (umask 077): they hold patients' records.
import '../src/server/private-files'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { AuditWriter } from '../src/server/audit/writer'
import { patientBundleOf } from '../src/server/fhir/collect'
import { readPatientMapping } from '../src/server/questionnaire/patient-mapping'
import { readRelease } from '../src/server/questionnaire/release'
import { releaseLookup } from '../src/server/questionnaire/releases'
import { repositories } from '../src/server/repositories'
import { fileSlug } from '../src/server/routes/patients/export'
import { isUuid } from '../src/server/uuid'
import { scriptAuditKey } from './lib/audit-key'
import { fail } from './lib/cli'
import { openScriptDatabase } from './lib/script-database'
import { loadScriptConfig } from './lib/script-config'

const USAGE =
  'Usage: npm run export:fhir -- <folder> [--patient <id>]...   (every patient when no --patient is given)'

let folder: string
let chosen: string[]
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { patient: { type: 'string', multiple: true } },
  })
  if (positionals.length !== 1) fail(USAGE)
  folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!)
  chosen = values.patient ?? []
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
const malformed = chosen.filter((id) => !isUuid(id))
if (malformed.length) fail(`Not a patient id: ${malformed.join(', ')}`)

const config = loadScriptConfig()
const key = scriptAuditKey(config, 'the exports could not be audited')
const database = await openScriptDatabase(config)
try {
  const repos = repositories(database.db)
  const audit = new AuditWriter(database.db, key)
  const sources = {
    repos,
    releaseOf: releaseLookup(readRelease(), repos.questionnaire),
    mappingFile: readPatientMapping(),
  }
  fs.mkdirSync(folder, { recursive: true })
  let written = 0
  const missing: string[] = []
  for await (const id of chosen.length ? chosen : allPatientIds()) {
    const found = await patientBundleOf(sources, id)
    if (!found) {
      missing.push(id)
      continue
    }
    const { bundle, patient } = found
    const file = path.join(folder, `${fileSlug(patient.name)}-${id}.fhir.json`)
    fs.writeFileSync(file, `${JSON.stringify(bundle, null, 2)}\n`)
    await audit.append({
      at: new Date(),
      userId: null,
      userEmail: null,
      action: 'patient.export_fhir',
      entity: 'patient',
      entityId: id,
      patientId: id,
      ip: null,
      requestId: null,
      details: { via: 'npm run export:fhir' },
    })
    written++
  }
  console.log(`${written} patients written to ${folder}.`)
  if (missing.length) {
    console.error(`No patient with id ${missing.join(', ')}.`)
    process.exitCode = 1
  }

  /** Every patient's id, a page at a time (newest first). */
  async function* allPatientIds() {
    let cursor: { createdAt: string; id: string } | undefined
    for (;;) {
      const page = await repos.patients.list({ limit: 500, cursor })
      for (const row of page) yield row.id
      const last = page.at(-1)
      if (page.length < 500 || !last) return
      cursor = { createdAt: last.cursorAt, id: last.id }
    }
  }
} finally {
  await database.close()
}
