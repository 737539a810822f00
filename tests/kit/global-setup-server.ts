// Runs once per `vitest run` of the server project, before any file: one migrated database of each kind, which the
// test databases are copied from (tests/kit/test-db.ts) instead of each running every migration anew.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/server/db/client'
import { dropDatabase, throwawayDatabase } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder as `dumpDataDir` writes it (a tar file). */
    pgliteTemplate: string
    /** A migrated PostgreSQL database on TEST_DATABASE_URL's server, or '' without one. */
    postgresTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-test-template-'))
  const dump = path.join(folder, 'pglite.tar')
  const pglite = await openDatabase({})
  try {
    const tarball = await pglite.pglite!.dumpDataDir('none')
    fs.writeFileSync(dump, Buffer.from(await tarball.arrayBuffer()))
  } finally {
    await pglite.close()
  }
  project.provide('pgliteTemplate', dump)

  let template: string | undefined
  const base = process.env.TEST_DATABASE_URL
  if (base) {
    const database = await throwawayDatabase(base, 'test_template')
    template = database.name
    const migrated = await openDatabase({ databaseUrl: database.url, poolSize: 1 })
    await migrated.close()
  }
  project.provide('postgresTemplate', template ?? '')

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true })
    if (base && template) await dropDatabase(base, template)
  }
}
