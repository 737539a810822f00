import fs from 'node:fs'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../../src/server/db/client'
import {
  compilePostgres,
  holdsDatabase,
  startPglite,
  type PgliteSeed,
} from '../../src/server/db/pglite-start'
import { throwawayDatabase } from './databases'

export type DbKind = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server where we may create databases. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

// Kept on the worker's global object: a worker runs many test files, each with modules of its own, and compiling
// PostgreSQL's WebAssembly and reading the template again for each would cost more than most files' databases.
const shared = globalThis as { fonoPgliteSeed?: Promise<PgliteSeed> }

/** The migrated template of tests/kit/global-setup-server.ts, or undefined outside that setup (a fresh migration). */
function pgliteSeed(): Promise<PgliteSeed> | undefined {
  const template = inject('pgliteTemplate')
  if (!template) return undefined
  shared.fonoPgliteSeed ??= compilePostgres().then((wasmModule) => ({
    wasmModule,
    dataDir: new Blob([fs.readFileSync(template)]),
  }))
  return shared.fonoPgliteSeed
}

/** A fresh, migrated database of the given kind; closing it drops it (PostgreSQL) or discards it (PGlite). */
export async function createTestDatabase(kind: DbKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const seed = await pgliteSeed()
    return openDatabase(seed ? { pglite: startPglite(undefined, seed) } : {})
  }
  const template = inject('postgresTemplate') || undefined
  const throwaway = await throwawayDatabase(undefined, 'test', { template })
  const database = await openDatabase({ databaseUrl: throwaway.url, poolSize: 4 })
  return {
    ...database,
    url: throwaway.url,
    async close() {
      await database.close()
      await throwaway.drop()
    },
  }
}

/**
 * The embedded database in the data folder `dataDir`, opened as the server opens it. A new folder starts as a copy of
 * the run's migrated template instead of running every migration.
 */
export async function openDataDir(dataDir: string): Promise<Database> {
  const seed = holdsDatabase(dataDir) ? undefined : await pgliteSeed()
  return openDatabase({ dataDir, pglite: seed && startPglite(dataDir, seed) })
}
