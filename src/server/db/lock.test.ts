import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './lock'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitFor(condition: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The pid of a process that has exited: a lock file naming it is stale. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

describe('lockDataDir', () => {
  let dir: string
  let children: ChildProcess[]
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-lock-'))
    children = []
  })
  afterEach(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGKILL')
        await exited
      }
    }
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('refuses a folder locked by another live process, naming its pid', async () => {
    const file = path.join(dir, '.lock')
    const script = `require('fs').writeFileSync(${JSON.stringify(file)}, String(process.pid)); setInterval(() => {}, 1000)`
    const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' })
    children.push(child)
    await waitFor(
      () => fs.existsSync(file) && fs.readFileSync(file, 'utf8') === String(child.pid),
      'the child lock',
    )

    let caught: unknown
    try {
      lockDataDir(dir)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(DataDirLockedError)
    expect((caught as Error).message).toContain(`pid ${child.pid}`)
    expect((caught as Error).message).toContain(dir)
    // The other process's lock is left alone.
    expect(fs.readFileSync(file, 'utf8')).toBe(String(child.pid))
  })

  it('takes over a lock holding our own pid (left by an earlier run that had the same pid, e.g. PID 1)', () => {
    const file = path.join(dir, '.lock')
    fs.writeFileSync(file, String(process.pid))
    const release = lockDataDir(dir)
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid))
    release()
    expect(fs.existsSync(file)).toBe(false)
  })

  it('takes over a stale lock whose process is dead', async () => {
    const pid = await deadPid()
    expect(isAlive(pid)).toBe(false)
    const file = path.join(dir, '.lock')
    fs.writeFileSync(file, String(pid))
    const release = lockDataDir(dir)
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid))
    release()
  })

  it('takes over a stale lock with pid 999999 or a garbled file', () => {
    const file = path.join(dir, '.lock')
    for (const content of ['999999', 'garbage', '']) {
      if (content === '999999' && isAlive(999999)) continue
      fs.writeFileSync(file, content)
      const release = lockDataDir(dir)
      expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid))
      release()
    }
  })

  it('release removes the lock file, and the folder can be locked again', () => {
    const file = path.join(dir, '.lock')
    const release = lockDataDir(dir)
    expect(fs.existsSync(file)).toBe(true)
    release()
    expect(fs.existsSync(file)).toBe(false)
    release() // releasing twice is harmless
    const again = lockDataDir(dir)
    expect(fs.existsSync(file)).toBe(true)
    again()
    expect(fs.existsSync(file)).toBe(false)
  })

  it('release does not remove a lock that is no longer ours', () => {
    const file = path.join(dir, '.lock')
    const release = lockDataDir(dir)
    fs.writeFileSync(file, '12345')
    release()
    expect(fs.readFileSync(file, 'utf8')).toBe('12345')
  })

  it('creates the folder when it does not exist', () => {
    const nested = path.join(dir, 'a', 'b')
    const release = lockDataDir(nested)
    expect(fs.existsSync(path.join(nested, '.lock'))).toBe(true)
    release()
  })
})
