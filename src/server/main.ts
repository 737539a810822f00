// The server's entry (`npm start`). It reads the configuration, begins the embedded database's start, and only then
// loads the rest of the server (start.ts, a chunk of its own in the built server): PGlite's start waits on file
// reads and on its WebAssembly compiling in the background, and the app's code loads during those waits instead of
// before them.
import v8 from 'node:v8'
import { makePrivate } from './private-files'
import { warnReadableKeys } from './secrets'
import { loadConfig, loadDotEnv, type Config } from './config'
import { loadTls } from './config/tls'
import { startPglite } from './db/pglite-start'

/**
 * With the embedded database: V8 lets the heap grow to up to four times what its last full collection left alive
 * before it collects again: the app's 32 MB alive became 130 MB of heap after the benchmark's load, the rest garbage
 * not yet collected (300 MB and more resident, with PGlite's memory). At 1.5 times, the same load left 95 MB of heap
 * (about 20 MB less resident) at the same request rates on PGlite. Not on PostgreSQL, where no database shares the
 * process's memory: there the more frequent collections cost CPU the database server needs (garbage collection
 * during 10 s of searches 0.44-0.51 s without the setting, 1.19-1.28 s with it; 2,020-2,120 req/s against 1,880-1,920).
 */
const HEAP_GROWTH = '--heap-growing-percent=50'

async function main() {
  const started = performance.now()
  loadDotEnv()
  let config: Config
  let tls
  try {
    config = loadConfig()
    tls = loadTls(config)
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`)
    process.exit(1)
  }
  warnReadableKeys(config.dataDir)
  const repaired = makePrivate(config.dataDir)
  if (repaired)
    console.warn(
      `Made ${repaired} file(s) and folder(s) in ${config.dataDir} (DATA_DIR) private to this account: group ` +
        'and others could read or change them.',
    )
  if (!config.databaseUrl) v8.setFlagsFromString(HEAP_GROWTH)
  const pglite = config.databaseUrl ? undefined : startPglite(config.dataDir)
  // A start that fails while the rest loads is reported by start() (e.g. a locked folder), not as unhandled.
  pglite?.catch(() => {})
  const { start } = await import('./start')
  await start({ config, tls, pglite, started })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
