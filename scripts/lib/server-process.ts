// Starts the real server (by default `node --import tsx src/server/main.ts`; the benchmark and the end-to-end tests
// run the bundle that `npm start` runs) on a free port of 127.0.0.1 and reads its address from the start-up banner.
// The load test, the benchmark and the end-to-end tests all start it here. The caller owns the data folder (the
// benchmark reuses a seeded one) unless it asks for the folder to be removed with the server.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface ServerProcess {
  url: string
  pid: number
  /** Milliseconds from spawning the process to the start-up banner (the server listening and ready). */
  startMs: number
  /** Resident memory of the server process now, in MB (Linux /proc), or NaN where unknown. */
  rssMb(): number
  /** SIGTERM (a clean shutdown), or SIGKILL after `graceMs`; resolves with how it ended once it is gone. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<Exit>
  output(): string
}

/** How the server process ended: its exit code, or the signal that killed it. */
export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface StartOptions {
  /** PGlite data folder (ignored by the server when databaseUrl is set). */
  dataDir: string
  databaseUrl?: string
  env?: Record<string, string>
  /** Extra flags for node, e.g. ['--cpu-prof'] to profile the server. */
  nodeArgs?: string[]
  timeoutMs?: number
  /**
   * Another server script and its arguments: TypeScript runs through tsx, JavaScript (a built bundle such as
   * dist/server/main.js, which `npm start` runs) as it is. It must print `<banner> http://…` when ready.
   */
  script?: string
  args?: string[]
  banner?: string
  /** Remove `dataDir` once the server has stopped (and when this process exits). */
  removeDataDir?: boolean
}

// Servers still running, each with the data folder to remove with it (or null).
const live = new Map<ChildProcess, string | null>()
let cleanup = false
function killOnExit() {
  if (cleanup) return
  cleanup = true
  process.on('exit', killAllServers)
}

/** SIGKILLs every server started here that still runs, and removes the data folders given to remove. */
export function killAllServers() {
  for (const [child, dataDir] of live) {
    child.kill('SIGKILL')
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 2 })
  }
}

export function rssMbOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
    return kb ? Number(kb) / 1024 : NaN
  } catch {
    return NaN
  }
}

/** package.json's start script: `NAME=value … node [--flag …] dist/server/main.js`. */
function startScript(): { env: Record<string, string>; nodeArgs: string[] } {
  const packageJson = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const [, prefix = '', flags = ''] =
    /^((?:\w+=\S+\s+)*)node\s+((?:--\S+\s+)*)/.exec(packageJson.scripts.start ?? '') ?? []
  const words = (text: string) => text.trim().split(/\s+/).filter(Boolean)
  return {
    env: Object.fromEntries(
      words(prefix).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
    nodeArgs: words(flags),
  }
}

/**
 * The variables `npm start` sets before `node` (package.json's start script, `NAME=value …`): the servers started
 * here run as `npm start` runs them.
 */
export function startScriptEnv(): Record<string, string> {
  return startScript().env
}

/** The options `npm start` gives `node` before the script (`node --flag … dist/server/main.js`). */
export function startScriptNodeArgs(): string[] {
  return startScript().nodeArgs
}

/**
 * The environment of a server (or of a script such as user:create) on `dataDir` or `databaseUrl`: this process's,
 * less any DATABASE_URL of the developer's own, with what `npm start` sets, on a free port of 127.0.0.1.
 */
export function serverEnv(options: Pick<StartOptions, 'dataDir' | 'databaseUrl' | 'env'>): NodeJS.ProcessEnv {
  const inherited = { ...process.env }
  delete inherited.DATABASE_URL
  return {
    ...inherited,
    ...startScriptEnv(),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  }
}

/** What to tell whoever runs a built script (JavaScript, such as the server's bundle) before the build made it. */
export function missingBuild(script: string): string | undefined {
  if (!script.endsWith('.ts') && !fs.existsSync(path.resolve(REPO_ROOT, script)))
    return `${script} is missing: run \`npm run build\` first.`
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const missing = missingBuild(options.script ?? '')
  if (missing) {
    if (options.removeDataDir) fs.rmSync(options.dataDir, { recursive: true, force: true })
    throw new Error(missing)
  }
  killOnExit()
  const env = serverEnv(options)
  const started = performance.now()
  const script = options.script ?? 'src/server/main.ts'
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : []
  const args = [
    ...startScriptNodeArgs(),
    ...(options.nodeArgs ?? []),
    ...loader,
    script,
    ...(options.args ?? []),
  ]
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  live.set(child, options.removeDataDir ? options.dataDir : null)
  child.once('exit', () => live.delete(child))
  let output = ''
  child.stdout!.setEncoding('utf8')
  child.stderr!.setEncoding('utf8')
  child.stdout!.on('data', (chunk: string) => (output += chunk))
  child.stderr!.on('data', (chunk: string) => (output += chunk))

  const exit = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal)
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exit
      clearTimeout(timer)
    }
    if (options.removeDataDir) fs.rmSync(options.dataDir, { recursive: true, force: true })
    return exit
  }

  const timeoutMs = options.timeoutMs ?? 120_000
  const banner = new RegExp(`${options.banner ?? 'Fonoaudiologia App:'} (https?://\\S+)`)
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const found = banner.exec(output)
      if (found) {
        done()
        resolve(found[1]!)
      }
    }
    const onExit = (code: number | null) => {
      done()
      reject(new Error(`The server exited before it was ready (code ${code}).\n${output}`))
    }
    const timer = setTimeout(() => {
      done()
      void stop('SIGKILL')
      reject(new Error(`The server was not ready within ${timeoutMs / 1000} s.\n${output}`))
    }, timeoutMs)
    const done = () => {
      clearTimeout(timer)
      child.stdout!.off('data', onData)
      child.off('exit', onExit)
    }
    child.stdout!.on('data', onData)
    child.once('exit', onExit)
  })
  return {
    url,
    pid: child.pid!,
    startMs: performance.now() - started,
    rssMb: () => rssMbOf(child.pid!),
    stop,
    output: () => output,
  }
}
