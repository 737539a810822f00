// npm run dev: the API (restarted on change by tsx watch) and Vite's dev server, which proxies /api to it.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn(
    'node',
    ['--watch-path=src/server', '--watch-path=schemas', '--import', 'tsx', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort },
    },
  ),
  spawn('npx', ['vite', '--host', process.env.HOST ?? '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', stop))
