// The keys the server reads from files are checked like their settings: a jwt-secret file shorter than JWT_SECRET
// may be stops the start with one configuration line naming it, and a key file others can read is named in a
// warning at start (DATA_DIR's are then made private; TLS_KEY_FILE, the operator's own file, is left as it is).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runScript } from '../../../tests/kit/scripts'
import { tempFolders } from '../../../tests/kit/temp'
import { selfSignedCertificate } from '../../../tests/kit/tls'

const tempDir = tempFolders('keys')

/**
 * The server on `dataDir`, run until it exits. On a PostgreSQL that is never reached: the keys are read before the
 * database is opened, and no embedded database starts meanwhile.
 */
const startServer = (dataDir: string, env: Record<string, string> = {}) =>
  runScript(
    '../src/server/main.ts',
    [],
    { DATA_DIR: dataDir, PORT: '0', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...env },
    170_000,
  )

// Each start compiles the whole server through tsx.
const SLOW = 180_000

describe('key files', () => {
  it(
    'a one-byte DATA_DIR/jwt-secret stops the start: one Configuration error line naming it',
    async () => {
      const dataDir = tempDir()
      fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'x', { mode: 0o600 })
      const run = await startServer(dataDir)
      expect(run.code).toBe(1)
      const file = path.join(dataDir, 'jwt-secret')
      expect(run.stderr.trim()).toBe(
        `Configuration error: ${file} (the key file used when JWT_SECRET is unset) holds 1 characters, fewer ` +
          'than 32: put a longer key in it, or delete it to have one generated',
      )
    },
    SLOW,
  )

  it(
    'warns at start, naming them, of key files group or others can read; chmods only those in DATA_DIR',
    async () => {
      const dataDir = tempDir()
      const auditKey = path.join(dataDir, 'audit-key')
      fs.writeFileSync(auditKey, 'a'.repeat(48))
      fs.chmodSync(auditKey, 0o644)
      // Short, so that the start stops once the keys are read: the warnings come before.
      fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'x', { mode: 0o600 })
      const { cert, key } = selfSignedCertificate(tempDir())
      fs.chmodSync(key, 0o644)

      const run = await startServer(dataDir, { TLS_CERT_FILE: cert, TLS_KEY_FILE: key })
      const warning = (file: string, setting: string) =>
        `WARNING: ${file} (${setting}) can be read or changed by group or others (mode 644)`
      expect(run.stderr).toContain(warning(key, 'TLS_KEY_FILE'))
      expect(run.stderr).toContain(warning(auditKey, 'AUDIT_KEY'))
      expect(fs.statSync(auditKey).mode & 0o777).toBe(0o600)
      expect(fs.statSync(key).mode & 0o777).toBe(0o644)
      expect(run.stderr).not.toMatch(/\n\s+at /)
    },
    SLOW,
  )
})
