// Bad settings are one clear line naming the setting, before anything opens the data folder or the database: in
// loadConfig (the server's start and every data script), and through the scripts' shared loader, never a stack.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runScript } from '../../../tests/kit/scripts'
import { loadConfig } from './index'

const LONG = 'k'.repeat(32)

describe('loadConfig', () => {
  it.each([
    [{ AUDIT_KEY: 'curta' }, 'AUDIT_KEY must be at least 32 characters long, got 5'],
    [{ JWT_SECRET: 'k'.repeat(31) }, 'JWT_SECRET must be at least 32 characters long, got 31'],
    [{ BACKUP_MAC_KEY: 'curta' }, 'BACKUP_MAC_KEY must be at least 32 characters long, got 5'],
    [
      { MIGRATION_DATABASE_URL: 'postgres://owner@db/fono' },
      'MIGRATION_DATABASE_URL is set but DATABASE_URL is not',
    ],
    [
      { CLINIC_TIME_ZONE: 'Brasil/Recife' },
      'CLINIC_TIME_ZONE must be a time zone name such as America/Manaus, got "Brasil/Recife"',
    ],
  ])('refuses %o, naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('takes keys of 32 characters and more, and both database URLs together', () => {
    const config = loadConfig({
      AUDIT_KEY: LONG,
      JWT_SECRET: `${LONG}!`,
      DATABASE_URL: 'postgres://app@db/fono',
      MIGRATION_DATABASE_URL: 'postgres://owner@db/fono',
    })
    expect(config).toMatchObject({ auditKey: LONG, jwtSecret: `${LONG}!` })
    expect(config.migrationDatabaseUrl).toBe('postgres://owner@db/fono')
  })

  it("takes the clinic's time zone, Brasília's when unset", () => {
    expect(loadConfig({}).clinicTimeZone).toBe('America/Sao_Paulo')
    expect(loadConfig({ CLINIC_TIME_ZONE: 'America/Manaus' }).clinicTimeZone).toBe('America/Manaus')
  })
})

describe('the data scripts with a bad setting', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  it.each([
    [
      'db-restore.ts',
      ['backup.tar.gz'],
      { BACKUP_PASSPHRASE: 'curta' },
      'BACKUP_PASSPHRASE must be at least',
    ],
    ['audit-verify.ts', [], { TRUST_PROXY: 'true' }, 'TRUST_PROXY=true would trust every hop'],
    ['seed.ts', ['--patients', '1'], { AUDIT_KEY: 'curta' }, 'AUDIT_KEY must be at least 32 characters'],
    [
      'user-create.ts',
      ['--name', 'Ana', '--email', 'ana@example.com', '--password', 'Uma senha bem longa 2026'],
      { TLS_CERT_FILE: '/etc/fono/cert.pem' },
      'TLS_CERT_FILE is set but TLS_KEY_FILE is not',
    ],
    [
      'user-reset.ts',
      ['--email', 'ana@example.com'],
      { MIGRATION_DATABASE_URL: 'postgres://owner@db/fono' },
      'MIGRATION_DATABASE_URL is set but DATABASE_URL is not',
    ],
  ])('%s prints the configuration error and exits 1', async (script, args, env, message) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-config-'))
    dirs.push(dataDir)
    const run = await runScript(script, args, { DATA_DIR: dataDir, ...env })
    expect(run.code).toBe(1)
    expect(run.stderr.trim()).toMatch(new RegExp(`^Configuration error: ${message}[^\\n]*$`))
    expect(run.stderr).not.toMatch(/\n\s+at /) // no stack trace
    expect(fs.readdirSync(dataDir)).toEqual([]) // nothing opened, nothing written
  })
})
