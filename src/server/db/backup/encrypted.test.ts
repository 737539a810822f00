// Encrypted backups (age): with BACKUP_RECIPIENT or BACKUP_PASSPHRASE every backup is encrypted, nothing of the
// database is readable in it, and db:restore opens it only with the right identity or passphrase. A wrong key is a
// clear error and writes nothing; a bad setting stops the script before it touches anything.
import fs from 'node:fs'
import path from 'node:path'
import { Encrypter } from 'age-encryption'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../client'
import { patients } from '../schema'
import { AGE_MAGIC, backupPgliteFolder, DATED_BACKUP, restorePglite } from '.'
import { startBackupSchedule } from './schedule'
import { runScript } from '../../../../tests/kit/scripts'
import { throwawayDatabase } from '../../../../tests/kit/databases'
import { tempFolders } from '../../../../tests/kit/temp'
import { ageKey } from '../../../../tests/kit/age'
import { openDataDir } from '../../../../tests/kit/test-db'

// The scripts spawned here (tsx, PGlite, pg_dump, age) take minutes on a loaded machine, not the default minute;
// with BACKUP_PASSPHRASE, backup and restore each also derive the key with scrypt at age's default work factor.
const SLOW = { timeout: 300_000 }

const NAME = 'Criança Cifrada Quixabeira'
const PASSPHRASE = 'horta-azul-casco-ventania-2026'
// The backup MAC key, given to every backup and restore here (backup.test.ts and authenticated.test.ts test it).
const MAC_KEY = 'chave-dos-macs-de-backup-de-teste-0123456789'

/** db:backup or db:restore with `env` and this file's MAC key. */
const runWithMac = (script: 'db-backup.ts' | 'db-restore.ts', args: string[], env: Record<string, string>) =>
  runScript(script, args, { BACKUP_MAC_KEY: MAC_KEY, ...env })

// This file's own folder: nothing another test file leaves in the temporary folder can reach these tests.
const tempDir = tempFolders('age')

/** The patients' names restored into DATA_DIR `dataDir`. */
async function namesIn(options: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(options)
  try {
    return (await database.db.select({ name: patients.name }).from(patients)).map((p) => p.name)
  } finally {
    await database.close()
  }
}

describe('encrypted backups (pglite)', SLOW, () => {
  let source: string
  // Each test finds its backups in DATA_DIR/backups: never one an earlier test left.
  beforeEach(() => fs.rmSync(path.join(source, 'backups'), { recursive: true, force: true }))
  let identity: string
  let recipient: string
  let identityFile: string

  beforeAll(async () => {
    const key = await ageKey(tempDir('keys'), ['# created: for the test'])
    ;({ identity, recipient, file: identityFile } = key)
    source = tempDir('source')
    const database = await openDataDir(source)
    try {
      await database.db.insert(patients).values({ name: NAME })
    } finally {
      await database.close()
    }
  }, SLOW.timeout)

  it.each([
    [
      'an age public key (BACKUP_RECIPIENT)',
      () => ({ BACKUP_RECIPIENT: recipient }),
      () => ({ BACKUP_IDENTITY_FILE: identityFile }),
    ],
    [
      'a passphrase (BACKUP_PASSPHRASE)',
      () => ({ BACKUP_PASSPHRASE: PASSPHRASE }),
      () => ({ BACKUP_PASSPHRASE: PASSPHRASE }),
    ],
  ])('to %s: nothing readable in the file, restored whole with the key', async (_, key, secret) => {
    const backup = await runWithMac('db-backup.ts', [], { DATA_DIR: source, ...key() })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    const dir = path.join(source, 'backups')
    const file = path.join(
      dir,
      fs.readdirSync(dir).find((name) => name.endsWith('.tar.gz.age'))!,
    )
    expect(path.basename(file)).toMatch(DATED_BACKUP)
    expect(backup.stdout).toContain(`to ${file}`)
    expect(backup.stdout).toMatch(/encrypted (to BACKUP_RECIPIENT|with BACKUP_PASSPHRASE)\./)
    const data = fs.readFileSync(file)
    expect(data.subarray(0, AGE_MAGIC.length)).toEqual(AGE_MAGIC)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    // A wrong key: a clear message, and the target folder stays empty. (A wrong passphrase: see the test below,
    // where the file's work factor is low enough to try it without two more slow key derivations.)
    if ('BACKUP_IDENTITY_FILE' in secret()) {
      const wrongTarget = tempDir('wrong')
      const wrong = await runWithMac('db-restore.ts', [file], {
        DATA_DIR: wrongTarget,
        BACKUP_IDENTITY_FILE: (await ageKey(tempDir('other'))).file,
      })
      expect(wrong.code).toBe(1)
      expect(wrong.stderr).toContain(`${file} could not be decrypted with the identity`)
      expect(wrong.stderr).toContain('nothing was restored')
      expect(fs.readdirSync(wrongTarget)).toEqual([])
    }

    // No key at all, and nobody at a terminal to ask.
    const none = await runWithMac('db-restore.ts', [file], { DATA_DIR: tempDir('none') })
    expect(none.code).toBe(1)
    expect(none.stderr).toContain('This backup is encrypted: set BACKUP_IDENTITY_FILE')

    const target = tempDir('target')
    const restore = await runWithMac('db-restore.ts', [file], { DATA_DIR: target, ...secret() })
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(restore.stdout).toContain('1 patients, 0 evaluations')
    expect(await namesIn({ dataDir: target })).toEqual([NAME])
    fs.rmSync(dir, { recursive: true })
  })

  it('a wrong passphrase restores nothing; the right one opens a file of any work factor', async () => {
    // A backup encrypted here through age's own API with a low scrypt work factor: the restore reads the factor from
    // the file's header, so the passphrase checks run in milliseconds, not as the default factor would take.
    const plain = path.join(tempDir('low-work'), 'fono.tar.gz')
    await backupPgliteFolder(source, plain, { macKey: MAC_KEY })
    const encrypter = new Encrypter()
    encrypter.setPassphrase(PASSPHRASE)
    encrypter.setScryptWorkFactor(10)
    const file = `${plain}.age`
    fs.writeFileSync(file, await encrypter.encrypt(fs.readFileSync(plain)))

    const wrongTarget = tempDir('wrong-passphrase')
    await expect(restorePglite(wrongTarget, file, { passphrase: `${PASSPHRASE}-não` })).rejects.toThrow(
      `${file} could not be decrypted with the passphrase given`,
    )
    expect(fs.readdirSync(wrongTarget)).toEqual([])

    const target = tempDir('right-passphrase')
    await restorePglite(target, file, { passphrase: PASSPHRASE }, { encryptedOnly: true })
    expect(await namesIn({ dataDir: target })).toEqual([NAME])
  })

  it('the periodic backups are encrypted too', async () => {
    const database = await openDatabase({ dataDir: source })
    const logged: string[] = []
    const log = {
      info: (_: object, message: string) => logged.push(message),
      warn: (_: object, message: string) => logged.push(`warn ${message}`),
      error: (object: object, message: string) => logged.push(`error ${message} ${JSON.stringify(object)}`),
    }
    const schedule = startBackupSchedule({
      client: database.pglite!,
      dataDir: source,
      intervalMs: 200,
      keep: 2,
      key: { recipient },
      macKey: MAC_KEY,
      log,
    })
    try {
      const deadline = Date.now() + 30_000
      while (!logged.includes('backup written')) {
        if (Date.now() > deadline) throw new Error(logged.join('\n'))
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    } finally {
      await schedule.stop()
      await database.close()
    }
    expect(logged.filter((line) => line.startsWith('warn') || line.startsWith('error'))).toEqual([])
    const dir = path.join(source, 'backups')
    const file = fs.readdirSync(dir).find((name) => name.endsWith('.tar.gz.age'))!
    const target = tempDir('periodic')
    await restorePglite(target, path.join(dir, file), { identity }, { macKey: MAC_KEY, encryptedOnly: true })
    expect(await namesIn({ dataDir: target })).toEqual([NAME])
    fs.rmSync(dir, { recursive: true })
  })

  it('without a key, periodic backups warn that they are written in clear', async () => {
    const database = await openDatabase({ dataDir: source })
    const warnings: string[] = []
    const log = {
      info: () => {},
      warn: (_: object, message: string) => warnings.push(message),
      error: () => {},
    }
    const schedule = startBackupSchedule({
      client: database.pglite!,
      dataDir: source,
      intervalMs: 3_600_000,
      keep: 2,
      macKey: MAC_KEY,
      log,
    })
    await schedule.stop()
    await database.close()
    expect(warnings).toEqual([
      'periodic backups are written in clear (patients, password hashes): set BACKUP_RECIPIENT or BACKUP_PASSPHRASE to encrypt them',
    ])
  })

  it.each([
    [{ BACKUP_RECIPIENT: 'age1notakey' }, 'BACKUP_RECIPIENT is not an age public key'],
    [
      { BACKUP_RECIPIENT: 'x', BACKUP_PASSPHRASE: PASSPHRASE },
      'BACKUP_RECIPIENT and BACKUP_PASSPHRASE are both set',
    ],
    [{ BACKUP_PASSPHRASE: 'curta' }, 'BACKUP_PASSPHRASE must be at least 12 characters long'],
  ])('a bad setting (%o) stops db:backup with a message naming it', async (env, message) => {
    const backup = await runScript('db-backup.ts', [], { DATA_DIR: source, ...env })
    expect(backup.code).toBe(1)
    expect(backup.stderr).toContain(`Configuration error: ${message}`)
    expect(fs.existsSync(path.join(source, 'backups'))).toBe(false)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('encrypted backups (postgres)', SLOW, () => {
  it('pg_dump encrypted to a public key, restored into a new database', async () => {
    const key = await ageKey(tempDir('pg-keys'))
    const [source, target] = [await throwawayDatabase(), await throwawayDatabase()]
    try {
      const database = await openDatabase({ databaseUrl: source.url, poolSize: 1 })
      try {
        await database.db.insert(patients).values({ name: NAME })
      } finally {
        await database.close()
      }
      const file = path.join(tempDir('pg'), 'fono.dump.age')
      const backup = await runWithMac('db-backup.ts', [file], {
        DATABASE_URL: source.url,
        DATA_DIR: tempDir('pg-data'),
        BACKUP_RECIPIENT: key.recipient,
      })
      expect(backup.stderr).toBe('')
      expect(fs.readFileSync(file).subarray(0, AGE_MAGIC.length)).toEqual(AGE_MAGIC)
      const restore = await runWithMac('db-restore.ts', [file], {
        DATABASE_URL: target.url,
        DATA_DIR: tempDir('pg-restore'),
        BACKUP_IDENTITY_FILE: key.file,
      })
      expect(restore.stderr).toBe('')
      expect(await namesIn({ databaseUrl: target.url })).toEqual([NAME])
    } finally {
      await source.drop()
      await target.drop()
    }
  })
})
