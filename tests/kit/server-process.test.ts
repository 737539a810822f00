// The servers that tests, the load test and the benchmark start run with the environment `npm start` gives them.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json'
import { startScriptEnv, startScriptNodeArgs, startServer } from '../../scripts/lib/server-process'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('startServer', () => {
  it("reads the variables npm start's script sets before node", () => {
    const env = startScriptEnv()
    expect(Object.keys(env).length).toBeGreaterThan(0)
    for (const [name, value] of Object.entries(env))
      expect(packageJson.scripts.start).toContain(`${name}=${value} `)
  })

  it("reads the options npm start's script gives node, and gives them to the process it starts", async () => {
    const flags = startScriptNodeArgs()
    expect(flags.length).toBeGreaterThan(0)
    expect(packageJson.scripts.start).toContain(`node ${flags.join(' ')} dist/server/main.js`)
    const script = path.join(folder, 'echo-flags.mjs')
    fs.writeFileSync(
      script,
      "console.log('Ready: http://x/' + process.execArgv.join('&'))\n" + 'setInterval(() => {}, 1000)\n',
    )
    const server = await startServer({ dataDir: folder, script, banner: 'Ready:' })
    try {
      expect(server.url).toBe(`http://x/${flags.join('&')}`)
    } finally {
      await server.stop()
    }
  })

  it('gives them to the process it starts', async () => {
    const script = path.join(folder, 'echo-env.mjs')
    const names = Object.keys(startScriptEnv())
    fs.writeFileSync(
      script,
      `console.log('Ready: http://x/' + ${JSON.stringify(names)}.map((n) => n + '=' + process.env[n]).join('&'))\n` +
        'setInterval(() => {}, 1000)\n',
    )
    const server = await startServer({ dataDir: folder, script, banner: 'Ready:' })
    try {
      const expected = Object.entries(startScriptEnv()).map(([name, value]) => `${name}=${value}`)
      expect(server.url).toBe(`http://x/${expected.join('&')}`)
    } finally {
      await server.stop()
    }
  })
})
