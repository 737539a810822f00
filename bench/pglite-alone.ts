// The cold start's floor (bench/server.ts): PGlite alone, started as the app starts it (db/pglite-start.ts), on the
// app's data folder, running one query that reads a table. Prints `PGlite ready: <the row's id>` once it has the
// answer, then waits to be stopped.
import { startPglite } from '../src/server/db/pglite-start'

async function main() {
  const dataDir = process.env.DATA_DIR
  if (!dataDir) throw new Error('DATA_DIR is required')
  const { client, unlock } = await startPglite(dataDir)
  const { rows } = await client.query<{ id: string }>('SELECT id FROM patients LIMIT 1')
  process.stdout.write(`PGlite ready: http://${rows[0]?.id ?? 'no-patient'}\n`)
  const stop = async () => {
    await client.close()
    unlock()
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop())
  process.once('SIGINT', () => void stop())
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
