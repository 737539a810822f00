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
import { holdEventLoop } from './event-loop'

/**
 * With the embedded database: V8 lets the heap grow to up to four times what its last full collection left alive
 * before it collects again, most of it garbage not yet collected beside PGlite's own memory. At half that growth the
 * same load leaves a smaller heap at the same request rates. Not on PostgreSQL, where no database shares the
 * process's memory: there the more frequent collections cost CPU the database server needs (bench/NOTES.md, Memory).
 */
const HEAP_GROWTH = '--heap-growing-percent=50'

async function main() {
  const started = performance.now()
  const release = holdEventLoop()
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
  release()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
