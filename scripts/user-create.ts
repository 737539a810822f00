// npm run user:create -- --name "Ana" --email ana@example.com --password '...' [--role ADMIN]
import { parseArgs } from 'node:util'
import { hashPassword, passwordProblem } from '../src/server/auth/passwords'
import { loadConfig, loadDotEnv } from '../src/server/config'
import { openDatabase } from '../src/server/db/client'
import { isUniqueViolation } from '../src/server/db/errors'
import { DataDirLockedError } from '../src/server/db/lock'
import { users } from '../src/server/db/schema'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

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
const problem = passwordProblem(password, email)
if (problem) fail(problem)

loadDotEnv()
const config = loadConfig()
let database
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
} catch (error) {
  if (error instanceof DataDirLockedError) fail(`${error.message}\nStop the server, then run this again.`)
  throw error
}
try {
  await database.db.insert(users).values({ name, email, role, passwordHash: await hashPassword(password) })
  console.log(`Created ${role} ${email} (${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}).`)
} catch (error) {
  if (isUniqueViolation(error)) fail(`A user with e-mail ${email} already exists.`)
  throw error
} finally {
  await database.close()
}
