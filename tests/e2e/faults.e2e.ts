// The fault proof as part of `npm test`: `npm run test:faults -- --kills 10` kills the real server with SIGKILL
// ten times under a stream of creates and checks that every acknowledged create survived, whole.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const kinds = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)
// The script fails by itself after 5 minutes; this only guards against it hanging beyond that.
const SCRIPT_LIMIT_MS = 5 * 60_000 + 30_000

function faultTest(kind: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/fault-test.ts', '--kills', '10', '--db', kind],
      { cwd: REPO_ROOT, env: process.env, timeout: SCRIPT_LIMIT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : (child.exitCode ?? -1)) : 0,
          output: stdout + stderr,
        }),
    )
  })
}

describe('fault test: SIGKILL under load loses no acknowledged create', () => {
  it.each(kinds)(
    '%s: survives 10 kills with every acknowledged patient and evaluation present and intact',
    async (kind) => {
      const { code, output } = await faultTest(kind)
      expect(code, output).toBe(0)
      expect(output).toMatch(
        new RegExp(
          `^${kind}: survived 10 kills \\(\\d+ during requests\\), \\d+ acknowledged creates .* all present and intact;`,
          'm',
        ),
      )
      const [, passed, failed] = /^(\d+) passed, (\d+) failed$/m.exec(output) ?? []
      expect(failed, output).toBe('0')
      expect(Number(passed)).toBeGreaterThan(20)
    },
    SCRIPT_LIMIT_MS + 10_000,
  )
})
