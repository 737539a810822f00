// MFA_REQUIRED: who must have a second factor. Unset it means every account (any clinician reads every child's
// record); a value the server does not know stops it at start, naming the setting, rather than running with a guess.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../scripts/lib/server-process'
import { loadConfig } from '.'

describe('MFA_REQUIRED', () => {
  it.each([undefined, '', '  '])('defaults to all when it is %j', (value) => {
    expect(loadConfig(value === undefined ? {} : { MFA_REQUIRED: value }).mfaRequired).toBe('all')
  })

  it.each(['admins', 'all', 'none', ' all '])('takes %j', (value) => {
    expect(loadConfig({ MFA_REQUIRED: value }).mfaRequired).toBe(value.trim())
  })

  it.each(['sometimes', 'true', 'ADMIN'])(
    'refuses %j, naming the setting and the values it takes',
    (value) => {
      expect(() => loadConfig({ MFA_REQUIRED: value })).toThrow(
        `MFA_REQUIRED must be admins, all or none, got "${value}"`,
      )
    },
  )

  describe('at start-up', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-config-'))
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

    it('an invalid value stops the server with a clear message, before it opens anything', async () => {
      const { DATABASE_URL, ...inherited } = process.env
      const run = await new Promise<{ code: number; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/server/main.ts'],
          {
            cwd: REPO_ROOT,
            env: { ...inherited, DATA_DIR: dataDir, PORT: '0', MFA_REQUIRED: 'sometimes' },
            timeout: 60_000,
          },
          (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
        )
      })
      expect(run.code).toBe(1)
      expect(run.stderr.trim()).toBe(
        'Configuration error: MFA_REQUIRED must be admins, all or none, got "sometimes"',
      )
      // Nothing was created in the data folder.
      expect(fs.readdirSync(dataDir)).toEqual([])
    })
  })
})
