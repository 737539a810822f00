// npm run user:create -- --name "Ana" --email ana@example.com --password '...' [--role ADMIN]
// First: files it writes under DATA_DIR are the owner's alone (umask 077).
import '../src/server/private-files'
import { parseArgs } from 'node:util'
import { hashPassword, passwordProblem } from '../src/server/auth/passwords'
import { isUniqueViolation } from '../src/server/db/errors'
import { fail } from './lib/cli'
import { createUser, openScriptDatabase } from './lib/script-database'
import { loadScriptConfig } from './lib/script-config'

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'CLINICIAN' },
  },
})
const name = values.name?.trim()
const email = values.email?.trim().toLowerCase()
const { password, role } = values
if (!name || !email || !password)
  fail('Usage: npm run user:create -- --name N --email E --password P [--role ADMIN]')
if (role !== 'ADMIN' && role !== 'CLINICIAN') fail('--role must be ADMIN or CLINICIAN')
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail(`Not an e-mail address: ${email}`)
const problem = await passwordProblem(password, { email, name })
if (problem) fail(problem)

const config = loadScriptConfig()
const database = await openScriptDatabase(config)
try {
  const passwordHash = await hashPassword(password)
  await createUser(database, config, { name, email, role, passwordHash }, 'npm run user:create')
  console.log(`Created ${role} ${email} (${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}).`)
} catch (error) {
  if (isUniqueViolation(error)) fail(`A user with e-mail ${email} already exists.`)
  throw error
} finally {
  await database.close()
}
