// npm run seed -- --patients 100000 [--evaluations-per-patient 3 | --evaluations 300000] [--seed 1] [--demo]
//
// Fills the database the server would use (DATA_DIR's PGlite, or DATABASE_URL's PostgreSQL) with realistic
// Brazilian patients and complete evaluations, written directly in batches (not through the API). The server
// must be stopped when the database is PGlite: the data folder takes one process at a time.
// First: files it writes under DATA_DIR are the owner's alone (umask 077).
import '../src/server/private-files'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { hashPassword } from '../src/server/auth/passwords'
import type { Config } from '../src/server/config'
import type { Database } from '../src/server/db/client'
import { userRepository } from '../src/server/repositories/users'
import { createUser, openScriptDatabase } from './lib/script-database'
import { seedDatabase } from './lib/seed-writer'
import { loadScriptConfig } from './lib/script-config'

const USAGE = `Usage: npm run seed -- --patients N [--evaluations-per-patient 3 | --evaluations M] [--seed 1]
                        [--years 6] [--today YYYY-MM-DD] [--demo]

  --patients N                  patients to add (required)
  --evaluations-per-patient K   complete evaluations per patient (default 3)
  --evaluations M               complete evaluations in total instead, spread evenly over the patients
                                (e.g. --patients 1000000 --evaluations 300000: 0.3 per patient, every
                                third or fourth patient has one)
  --seed S                      random seed: the same seed gives the same data (default 1)
  --years Y                     spread the registrations over the last Y years (default 6)
  --today YYYY-MM-DD            the day the dates are relative to (default: today)
  --demo                        also create two accounts to explore the data with (printed at the end)

Writes to DATA_DIR (PGlite, default ./data) or DATABASE_URL, as the server does; stop the server first.`

const DEMO_ACCOUNTS = [
  { name: 'Administradora Demonstração', email: 'admin@demo.fono', role: 'ADMIN' as const },
  { name: 'Fonoaudióloga Demonstração', email: 'clinica@demo.fono', role: 'CLINICIAN' as const },
]
const DEMO_PASSWORD = 'Demo-Fono-2026!'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function positiveInt(name: string, raw: string | undefined, fallback?: number): number {
  if (raw === undefined) {
    if (fallback === undefined) fail(`--${name} is required.\n\n${USAGE}`)
    return fallback
  }
  const value = Number(raw.replaceAll('_', ''))
  if (!Number.isInteger(value) || value < 0) fail(`--${name} must be a whole number, got "${raw}"`)
  return value
}

async function demoAccounts(database: Database, config: Config): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const repository = userRepository(database.db)
  let clinician = ''
  for (const account of DEMO_ACCOUNTS) {
    let id = (await repository.findByEmail(account.email))?.id
    id ??= (await createUser(database, config, { ...account, passwordHash }, 'npm run seed -- --demo')).id
    if (account.role === 'CLINICIAN') clinician = id
  }
  return clinician
}

async function main() {
  const { values } = parseArgs({
    options: {
      patients: { type: 'string' },
      'evaluations-per-patient': { type: 'string' },
      evaluations: { type: 'string' },
      seed: { type: 'string' },
      years: { type: 'string' },
      today: { type: 'string' },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const patients = positiveInt('patients', values.patients)
  if (values.evaluations !== undefined && values['evaluations-per-patient'] !== undefined)
    fail(`Give --evaluations-per-patient or --evaluations, not both.\n\n${USAGE}`)
  const perPatient = positiveInt('evaluations-per-patient', values['evaluations-per-patient'], 3)
  const evaluations =
    values.evaluations === undefined ? patients * perPatient : positiveInt('evaluations', values.evaluations)
  const seed = positiveInt('seed', values.seed, 1)
  const years = positiveInt('years', values.years, 6) || 1
  let today = new Date()
  if (values.today) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.today)) fail(`--today must be YYYY-MM-DD, got "${values.today}"`)
    today = new Date(`${values.today}T12:00:00Z`)
  }

  const config = loadScriptConfig()
  const database = await openScriptDatabase(config)
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'
  const closing = () => {
    // Ctrl-C: close the database cleanly (PGlite releases its folder) before leaving.
    console.error('\nInterrupted: batches already committed stay in the database.')
    void database.close().finally(() => process.exit(130))
  }
  process.once('SIGINT', closing)
  process.once('SIGTERM', closing)
  try {
    const createdBy = values.demo ? await demoAccounts(database, config) : null
    console.log(
      `Seeding ${patients.toLocaleString('en')} patients and ${evaluations.toLocaleString('en')} ` +
        `complete evaluations into ${where} (seed ${seed}).`,
    )
    const tty = process.stdout.isTTY
    let lastPrinted = 0
    const result = await seedDatabase(database.db, {
      patients,
      evaluationsPerPatient: perPatient,
      ...(values.evaluations === undefined ? {} : { evaluations }),
      seed,
      years,
      today,
      createdBy,
      onProgress({ patients: done, evaluations: evals }) {
        const elapsed = (performance.now() - started) / 1000
        const line =
          `  ${done.toLocaleString('en')} / ${patients.toLocaleString('en')} patients, ` +
          `${evals.toLocaleString('en')} evaluations, ${elapsed.toFixed(0)} s ` +
          `(${Math.round(done / Math.max(elapsed, 0.001)).toLocaleString('en')} patients/s)`
        if (tty) process.stdout.write(`\r${line}   `)
        else if (done === patients || elapsed - lastPrinted >= 10) {
          lastPrinted = elapsed
          console.log(line)
        }
      },
    })
    if (tty) process.stdout.write('\n')
    const analyzed = performance.now()
    // Fresh statistics, so that the planner picks the trigram index for searches right away.
    await database.db.execute(sql`ANALYZE patients`)
    await database.db.execute(sql`ANALYZE evaluations`)
    const total = (performance.now() - started) / 1000
    console.log(
      `Done: ${result.patients.toLocaleString('en')} patients and ${result.evaluations.toLocaleString('en')} ` +
        `evaluations in ${total.toFixed(1)} s (inserts ${(result.ms / 1000).toFixed(1)} s, ANALYZE ` +
        `${((performance.now() - analyzed) / 1000).toFixed(1)} s).`,
    )
    if (values.demo) {
      console.log('Demo accounts (password for both: ' + DEMO_PASSWORD + '):')
      for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(9)} ${account.email}`)
    }
  } finally {
    process.off('SIGINT', closing)
    process.off('SIGTERM', closing)
    await database.close()
  }
}

const started = performance.now()
main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
