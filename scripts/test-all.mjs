// npm test: every check, in the order that fails fastest. Exits non-zero on the first failure and ends
// with one plain summary line of the tests run ("tests: N passed, N failed").
import { spawn } from 'node:child_process'

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  // The step validators are generated, not committed: the client's tests and the bench's typecheck import them.
  ['generated validators', ['npm', 'run', 'gen:validators']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['generated types are up to date', ['npm', 'run', 'gen:types', '--', '--check']],
  ['unit and API tests', ['npm', 'run', 'test:unit']],
  ['build', ['npm', 'run', 'build']],
  ['end-to-end tests (Chromium)', ['npm', 'run', 'test:e2e']],
]

const totals = { passed: 0, failed: 0, skipped: 0 }

/** Runs a command with its output shown as it comes, and adds up vitest's "Tests  N passed" lines. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'inherit'], env: process.env })
    let text = ''
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      text += chunk
    })
    child.on('close', (code, signal) => {
      // eslint-disable-next-line no-control-regex -- vitest colours its summary
      const plain = text.replace(/\u001b\[[0-9;]*m/g, '')
      for (const line of plain.split('\n').filter((l) => /^\s*Tests\s+\d/.test(l))) {
        for (const kind of Object.keys(totals)) {
          const match = new RegExp(`(\\d+) ${kind}`).exec(line)
          if (match) totals[kind] += Number(match[1])
        }
      }
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`)
  const code = await run(command, args)
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code})`)
    console.log(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`)
    process.exit(code || 1)
  }
}
console.log('\n✓ all checks passed')
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
