// A database a command-line script runs against (runScript), filled first through a test app. PGlite's folder is
// locked by whoever opens it: its app closes before the script runs, and the database is opened again to read it.
import { openDatabase, type Database } from '../../src/server/db/client'
import { createTestApp, TEST_AUDIT_KEY, type TestApp } from './test-app'
import { createTestDatabase, openDataDir, type DbKind } from './test-db'

export interface ScriptDatabase {
  /** The script's environment: the audit key, the data folder and, on PostgreSQL, the database's URL. */
  env: Record<string, string>
  /** Runs `work` on the database as the script left it. */
  read<T>(work: (database: Database) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** A database of `kind` in `dataDir`, which `fill` fills through a test app with the audit key the scripts use. */
export async function scriptDatabase(
  kind: DbKind,
  dataDir: string,
  fill: (app: TestApp) => Promise<void>,
): Promise<ScriptDatabase> {
  const database: Database & { url?: string } =
    kind === 'pglite' ? await openDataDir(dataDir) : await createTestDatabase(kind)
  const app = await createTestApp(kind, { dataDir }, { database, auditKey: TEST_AUDIT_KEY })
  await fill(app)
  const env: Record<string, string> = { AUDIT_KEY: TEST_AUDIT_KEY, DATA_DIR: dataDir }
  const kept = kind === 'pglite' ? undefined : app
  if (kept) env.DATABASE_URL = database.url!
  else await app.close()
  return {
    env,
    async read(work) {
      const opened = kept ? kept.database : await openDatabase({ dataDir })
      try {
        return await work(opened)
      } finally {
        if (!kept) await opened.close()
      }
    },
    close: async () => {
      await kept?.close()
    },
  }
}
