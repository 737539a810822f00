import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { SERVER_BUNDLE } from '../../../scripts/build-server'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const execFileAsync = promisify(execFile)

const START_TIMEOUT_MS = 60_000
const STOP_GRACE_MS = 10_000

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

// Servers still running when the test process goes away are killed with it: a leftover PGlite server
// would hold its data folder and a port.
// Each with the data folder to remove (best effort: the process may still be dying).
const running = new Map<ChildProcess, string>()
let cleanupInstalled = false

function installCleanup() {
  if (cleanupInstalled) return
  cleanupInstalled = true
  const killAll = () => {
    for (const [child, dataDir] of running) {
      child.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 2 })
    }
  }
  process.on('exit', killAll)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAll()
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

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })

/**
 * Starts the app exactly as `npm start` does (`node dist/server/main.js`, the bundle `npm run build` makes), on a
 * port the OS picks and a fresh PGlite data folder, and resolves once it prints its address.
 */
export async function startServer(
  options: {
    env?: Record<string, string>
    /** Users to create in the fresh data folder before the server starts (the server then prints no admin link). */
    users?: SeedUser[]
  } = {},
): Promise<RunningServer> {
  installCleanup()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-e2e-'))
  const inherited = { ...process.env }
  // A developer's own database must never be picked up by the tests; E2E_DATABASE_URL opts in.
  delete inherited.DATABASE_URL
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    ...options.env,
  }

  if (options.users?.length) {
    try {
      await createUsers(options.users, env)
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true })
      throw error
    }
  }

  if (!fs.existsSync(path.join(REPO_ROOT, SERVER_BUNDLE)))
    throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` before the end-to-end tests.`)
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.set(child, dataDir)
  child.once('exit', () => running.delete(child))

  let output = ''
  child.stdout!.setEncoding('utf8')
  child.stderr!.setEncoding('utf8')
  child.stdout!.on('data', (chunk: string) => (output += chunk))
  child.stderr!.on('data', (chunk: string) => (output += chunk))

  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true })
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
        await exited(child)
        clearTimeout(timer)
      }
      removeDataDir()
    })()
    return stopped
  }

  try {
    const { url, adminLink } = await new Promise<{ url: string; adminLink: string | null }>(
      (resolve, reject) => {
        const fail = (reason: string) => {
          cleanup()
          reject(new Error(`${reason}\n--- server output ---\n${output}`))
        }
        const onData = () => {
          const start = output.indexOf('Fonoaudiologia App: ')
          if (start === -1) return
          // The banner is one write ending in a blank line; wait for all of it so the link is not cut short.
          const banner = output.slice(start)
          const end = banner.indexOf('\n\n')
          if (end === -1) return
          const block = banner.slice(0, end)
          const url = /^Fonoaudiologia App: (http:\/\/\S+)/.exec(block)?.[1]
          if (!url) return fail('Could not read the address from the start-up banner')
          const adminLink = /(http:\/\/\S+\/register#token=\S+)/.exec(block)?.[1] ?? null
          cleanup()
          resolve({ url, adminLink })
        }
        const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
          fail(`The server exited before it was ready (code ${code}, signal ${signal})`)
        const timer = setTimeout(
          () => fail(`The server did not print its address within ${START_TIMEOUT_MS / 1000} s`),
          START_TIMEOUT_MS,
        )
        const cleanup = () => {
          clearTimeout(timer)
          child.stdout!.off('data', onData)
          child.off('exit', onExit)
        }
        child.stdout!.on('data', onData)
        child.once('exit', onExit)
        onData()
      },
    )
    return { url, adminLink, dataDir, stop, output: () => output }
  } catch (error) {
    await stop()
    throw error
  }
}
