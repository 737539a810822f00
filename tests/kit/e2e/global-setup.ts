// Runs once per `vitest run` of the end-to-end project, before any file: one migrated PGlite data folder, copied
// into each server's fresh folder (tests/kit/e2e/server.ts) so that neither the seeded users nor the server
// runs every migration on a new database.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../src/server/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding only a migrated PGlite database, or '' without one. */
    e2eDataTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-e2e-template-'))
  const database = await openDatabase({ dataDir: folder })
  await database.close()
  fs.rmSync(path.join(folder, '.lock'), { force: true })
  project.provide('e2eDataTemplate', folder)
  return () => fs.rmSync(folder, { recursive: true, force: true })
}
