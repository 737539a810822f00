// npm test: every check, in the order that fails fastest. Exits non-zero on the first failure.
import { spawnSync } from 'node:child_process'

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['generated types are up to date', ['npm', 'run', 'gen:types', '--', '--check']],
  ['unit and API tests', ['npm', 'run', 'test:unit']],
  ['build', ['npm', 'run', 'build']],
  ['end-to-end tests (Chromium)', ['npm', 'run', 'test:e2e']],
]

for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
}
console.log('\n✓ all checks passed')
