// The server's log destination writes off the event loop: what was logged before the process exits still arrives,
// in order, however soon the exit comes.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { REPO_ROOT } from '../../scripts/lib/server-process'

const run = promisify(execFile)

it('every line logged before process.exit reaches standard output, in order', async () => {
  const script = `
    import pino from 'pino'
    import { logDestination } from './src/server/logging.ts'
    const log = pino({ base: null, timestamp: false }, logDestination())
    for (let i = 0; i < 5000; i++) log.info({ i }, 'request completed')
    process.exit(0)
  `
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    maxBuffer: 64 * 1024 * 1024,
  })
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { i: number; msg: string })
  expect(lines).toHaveLength(5000)
  expect(lines.every((line, i) => line.i === i && line.msg === 'request completed')).toBe(true)
})
