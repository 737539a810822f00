import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { SERVER_BUNDLE } from '../../../scripts/build-server'
import {
  killAllServers,
  REPO_ROOT,
  serverEnv,
  startServer as startProcess,
} from '../../../scripts/lib/server-process'

export { REPO_ROOT }

const execFileAsync = promisify(execFile)

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

export interface SeedUser {
  name: string
  email: string
  password: string
  role?: 'ADMIN' | 'CLINICIAN'
}

/**
 * Creates users with `scripts/user-create.ts` (`npm run user:create`) in the data folder of a server that
 * is not running yet: the data-folder lock forbids it while the server holds the folder.
 */
async function createUsers(users: SeedUser[], env: NodeJS.ProcessEnv): Promise<void> {
  for (const user of users) {
    const args = ['--import', 'tsx', 'scripts/user-create.ts', '--name', user.name, '--email', user.email]
    args.push('--password', user.password, '--role', user.role ?? 'CLINICIAN')
    try {
      await execFileAsync(process.execPath, args, { cwd: REPO_ROOT, env, timeout: START_TIMEOUT_MS })
    } catch (error) {
      const { message, stdout = '', stderr = '' } = error as Error & { stdout?: string; stderr?: string }
      throw new Error(`user-create failed for ${user.email}: ${message}\n${stdout}${stderr}`)
    }
  }
}

/**
 * Starts the app exactly as `npm start` does (`node dist/server/main.js`, the bundle `npm run build` makes), on a
 * port the OS picks and a fresh PGlite data folder (removed when it stops), and resolves once it prints its address.
 */
export async function startServer(
  options: {
    env?: Record<string, string>
    /** Users to create in the fresh data folder before the server starts (the server then prints no admin link). */
    users?: SeedUser[]
  } = {},
): Promise<RunningServer> {
  killServersOnSignals()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-e2e-'))
  // A developer's own database must never be picked up by the tests; E2E_DATABASE_URL opts in.
  const databaseUrl = process.env.E2E_DATABASE_URL
  try {
    if (options.users?.length) await createUsers(options.users, serverEnv({ dataDir, databaseUrl }))
    if (!fs.existsSync(path.join(REPO_ROOT, SERVER_BUNDLE)))
      throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` before the end-to-end tests.`)
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
  const adminLink = /(http:\/\/\S+\/register#token=\S+)/.exec(server.output())?.[1] ?? null
  return { url: server.url, adminLink, dataDir, stop: () => server.stop(), output: server.output }
}
