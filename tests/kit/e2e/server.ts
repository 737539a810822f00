import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { SERVER_BUNDLE } from '../../../scripts/build-server'
import { createUsers, type SeedUser } from '../../../scripts/lib/seed-users'
import { killAllServers, REPO_ROOT, startServer as startProcess } from '../../../scripts/lib/server-process'

export { REPO_ROOT }

const START_TIMEOUT_MS = 60_000

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string
  /** The one-time first-administrator link the server prints when it has no users, else null. */
  adminLink: string | null
  dataDir: string
  stop(): Promise<void>
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string
}

// Servers still running when the test process goes away are killed with it (and their folders removed): a
// leftover PGlite server would hold its data folder and a port.
let signalsHandled = false
function killServersOnSignals() {
  if (signalsHandled) return
  signalsHandled = true
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAllServers()
      // Die of the same signal, as if this handler had not been there.
      process.kill(process.pid, signal)
    })
  }
}

/**
 * Starts the app exactly as `npm start` does (`node dist/server/main.js`, the bundle `npm run build` makes), on a
 * port the OS picks and a fresh PGlite data folder (removed when it stops; a copy of the run's migrated template,
 * tests/kit/e2e/global-setup.ts), and resolves once it prints its address.
 */
export async function startServer(
  options: {
    env?: Record<string, string>
    /** Users to create in the fresh data folder before the server starts (the server then prints no admin link). */
    users?: SeedUser[]
    /** Runs on the data folder (or E2E_DATABASE_URL) after the users are created and before the server starts. */
    prepare?(where: { dataDir: string; databaseUrl: string | undefined }): Promise<void>
  } = {},
): Promise<RunningServer> {
  killServersOnSignals()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-e2e-'))
  // A developer's own database must never be picked up by the tests; E2E_DATABASE_URL opts in.
  const databaseUrl = process.env.E2E_DATABASE_URL
  try {
    const template = inject('e2eDataTemplate')
    if (template && !databaseUrl) fs.cpSync(template, dataDir, { recursive: true })
    if (options.users?.length) await createUsers(options.users, { dataDir, databaseUrl })
    await options.prepare?.({ dataDir, databaseUrl })
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const server = await startProcess({
    dataDir,
    databaseUrl,
    script: SERVER_BUNDLE,
    env: options.env,
    timeoutMs: START_TIMEOUT_MS,
    removeDataDir: true,
  })
  // The banner is one write: the first-administrator link, when there is one, came with the address.
  const adminLink = /(https?:\/\/\S+\/register#token=\S+)/.exec(server.output())?.[1] ?? null
  return {
    url: server.url,
    adminLink,
    dataDir,
    stop: async () => void (await server.stop()),
    output: server.output,
  }
}
