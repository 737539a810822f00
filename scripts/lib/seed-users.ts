// The accounts a test's or the crash test's server starts with: written into its data folder (or database) before it
// starts, the way `npm run user:create` writes one, all in one opening of the database.
import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { hashPassword } from '../../src/server/auth/passwords'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/client'
import { createUser } from './script-database'
import { REPO_ROOT, serverEnv, type StartOptions } from './server-process'

export interface SeedUser {
  name: string
  email: string
  password: string
  role?: 'ADMIN' | 'CLINICIAN'
}

/**
 * Creates users on the data of a server that is not running yet (the data folder's lock forbids it while a server
 * holds it), with that server's settings: its environment over the repository's `.env`, as the server reads them.
 */
export async function createUsers(
  users: SeedUser[],
  options: Pick<StartOptions, 'dataDir' | 'databaseUrl' | 'env'>,
): Promise<void> {
  const dotEnv = path.join(REPO_ROOT, '.env')
  const fromFile = fs.existsSync(dotEnv) ? parseEnv(fs.readFileSync(dotEnv, 'utf8')) : {}
  const config = loadConfig({ ...fromFile, ...serverEnv(options) })
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    dataDir: config.dataDir,
  })
  try {
    for (const user of users) {
      const passwordHash = await hashPassword(user.password)
      const values = { name: user.name.trim(), email: user.email.trim().toLowerCase(), passwordHash }
      await createUser(database, config, { ...values, role: user.role ?? 'CLINICIAN' }, 'npm run user:create')
    }
  } finally {
    // Closing an embedded database makes its folder private again, as user:create leaves it.
    await database.close()
  }
}
