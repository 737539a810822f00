// npm test: every check, in the order that fails fastest. Exits non-zero on the first failure and ends
// with one plain summary line of the tests run ("tests: N passed, N failed").
import { spawn } from 'node:child_process'

// Each stage runs once the one before it passed. The commands of a stage run side by side: lint, typecheck and
// tsc each keep one core busy at most, and the build does not wait on them; their output is shown as each ends.
const stages = [
  // The step validators are generated, not committed: the typecheck, the client's tests and the build import them.
  [['generated validators', ['npm', 'run', 'gen:validators']]],
  [
    ['lint', ['npm', 'run', 'lint']],
    ['typecheck', ['npm', 'run', 'typecheck']],
    ['generated types are up to date', ['npm', 'run', 'gen:types', '--', '--check']],
    ['build', ['npm', 'run', 'build:bundles']],
  ],
  // test:unit without its own gen:validators: the first stage ran it.
  [['unit and API tests', ['npx', 'vitest', 'run', '--project', 'server', '--project', 'client']]],
  [['end-to-end tests (Chromium)', ['npm', 'run', 'test:e2e']]],
]

const totals = { passed: 0, failed: 0, skipped: 0 }

/**
 * Runs a command and adds up vitest's "Tests  N passed" lines. Its output is shown as it comes when `live`, else all
 * at once when it ends (the commands of a stage would interleave theirs).
 */
function run(name, [command, ...args], live) {
  return new Promise((resolve) => {
    const started = performance.now()
    const header = `\n=== ${name}: ${[command, ...args].join(' ')}`
    if (live) console.log(header)
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', live ? 'inherit' : 'pipe'],
      env: process.env,
    })
    let text = ''
    let shown = ''
    child.stdout.on('data', (chunk) => {
      if (live) process.stdout.write(chunk)
      else shown += chunk
      text += chunk
    })
    child.stderr?.on('data', (chunk) => (shown += chunk))
    child.on('close', (code, signal) => {
      if (!live) process.stdout.write(`${header}\n${shown}`)
      console.log(`=== ${name}: ${Math.round((performance.now() - started) / 1000)} s`)
      // eslint-disable-next-line no-control-regex -- vitest colours its summary
      const plain = text.replace(/\u001b\[[0-9;]*m/g, '')
      for (const line of plain.split('\n').filter((l) => /^\s*Tests\s+\d/.test(l))) {
        for (const kind of Object.keys(totals)) {
          const match = new RegExp(`(\\d+) ${kind}`).exec(line)
          if (match) totals[kind] += Number(match[1])
        }
      }
      resolve({ name, code: code ?? (signal ? 1 : 0) })
    })
  })
}

for (const stage of stages) {
  const results = await Promise.all(stage.map(([name, command]) => run(name, command, stage.length === 1)))
  const failed = results.filter((result) => result.code !== 0)
  if (failed.length) {
    for (const { name, code } of failed) console.error(`\n✗ ${name} failed (exit ${code})`)
    console.log(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`)
    process.exit(failed[0].code || 1)
  }
}
console.log('\n✓ all checks passed')
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
