// npm run dev: the API (restarted on change by tsx watch) and Vite's dev server, which proxies /api to it.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

const apiPort = process.env.API_PORT ?? '3001'

// The wizard's validators are generated from schemas/ (not committed): now, and again whenever a file there changes.
const generate = () =>
  spawnSync('node', ['--import', 'tsx', 'scripts/gen-types.ts', '--validators'], { stdio: 'inherit' })
generate()
let pending
const watcher = fs.watch('schemas', { recursive: true }, () => {
  clearTimeout(pending)
  pending = setTimeout(generate, 300)
})
const children = [
  spawn(
    'node',
    ['--watch-path=src/server', '--watch-path=schemas', '--import', 'tsx', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, QUESTIONNAIRE_DRAFT: 'true' },
    },
  ),
  spawn('npx', ['vite', '--host', process.env.HOST ?? '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stop = () => {
  watcher.close()
  children.forEach((child) => child.kill('SIGTERM'))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', stop))
