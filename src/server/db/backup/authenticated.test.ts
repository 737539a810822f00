// Backups a clinic can rely on: each has a MAC made with a key kept apart from the backups, and a restore refuses a
// changed backup, one without its MAC, one made by whoever holds only the age public key, and a plain one while an
// encryption key is set (unless the operator says --allow-plain). On PostgreSQL, in the two-role set-up of docs/operations.md,
// the backup and the restore run as the tables' owner, and no plain copy of a record ever reaches the disk.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { asc } from 'drizzle-orm'
import { Encrypter } from 'age-encryption'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../client'
import { auditLog, patients, users } from '../schema'
import { AGE_MAGIC, backupPgliteFolder, restorePglite, restorePostgres } from '.'
import { createDatabase, databaseUrl, dropDatabase } from '../../../../tests/kit/databases'
import { runScript } from '../../../../tests/kit/scripts'
import { ageKey } from '../../../../tests/kit/age'
import { tempFolders } from '../../../../tests/kit/temp'
import { openDataDir } from '../../../../tests/kit/test-db'

const NAME = 'Criança Autenticada Jatobá'
const MAC_KEY = 'chave-dos-macs-de-backup-autenticado-0123456789'
// The scripts spawned here (tsx, PGlite, pg_dump, age) take minutes on a loaded machine, not the default minute.
const SLOW = { timeout: 300_000 }

// This file's own folder: nothing another test file leaves in the temporary folder can reach these tests.
const tempDir = tempFolders('authenticated')

let identity: string
let recipient: string
let identityFile: string

beforeAll(async () => {
  ;({ identity, recipient, file: identityFile } = await ageKey(tempDir('keys')))
}, SLOW.timeout)

/** A new embedded database in a folder of its own holding one patient named `name`. */
async function pgliteWith(name: string): Promise<string> {
  const dataDir = tempDir('source')
  const database = await openDataDir(dataDir)
  try {
    await database.db.insert(patients).values({ name })
  } finally {
    await database.close()
  }
  return dataDir
}

async function pgliteNames(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    return (await database.db.select({ name: patients.name }).from(patients)).map((p) => p.name)
  } finally {
    await database.close()
  }
}

/** A copy of `file` (and of its MAC, unless `withMac` is false) in a folder of its own. */
function copyOf(file: string, withMac = true): string {
  const copy = path.join(tempDir('copy'), path.basename(file))
  fs.copyFileSync(file, copy)
  if (withMac) fs.copyFileSync(`${file}.mac`, `${copy}.mac`)
  return copy
}

describe('authenticated backups (pglite)', SLOW, () => {
  let encrypted: string
  let plain: string

  beforeAll(async () => {
    const source = await pgliteWith(NAME)
    const dir = tempDir('backups')
    encrypted = path.join(dir, 'fono.tar.gz.age')
    plain = path.join(dir, 'fono.tar.gz')
    await backupPgliteFolder(source, encrypted, { key: { recipient }, macKey: MAC_KEY })
    await backupPgliteFolder(source, plain, { macKey: MAC_KEY })
  }, SLOW.timeout)

  const checks = { macKey: MAC_KEY, encryptedOnly: true }

  it('the MAC beside the backup is an HMAC-SHA-256 of its bytes with the MAC key', () => {
    const expected = crypto.createHmac('sha256', MAC_KEY).update(fs.readFileSync(encrypted)).digest('hex')
    expect(fs.readFileSync(`${encrypted}.mac`, 'utf8')).toBe(`hmac-sha256:${expected}\n`)
    expect(fs.readFileSync(encrypted).subarray(0, AGE_MAGIC.length)).toEqual(AGE_MAGIC)
  })

  it('restores a backup whose MAC matches', async () => {
    const target = tempDir('target')
    await restorePglite(target, encrypted, { identity }, checks)
    expect(await pgliteNames(target)).toEqual([NAME])
  })

  it('refuses a backup with one byte changed, and restores nothing', async () => {
    const tampered = copyOf(encrypted)
    const bytes = fs.readFileSync(tampered)
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01
    fs.writeFileSync(tampered, bytes)
    const target = tempDir('tampered')
    await expect(restorePglite(target, tampered, { identity }, checks)).rejects.toThrow(
      `${tampered} does not match fono.tar.gz.age.mac: it was changed after it was written`,
    )
    // Not even the operator's --allow-plain lets a changed backup through.
    await expect(
      restorePglite(target, tampered, { identity }, { ...checks, allowPlain: true }),
    ).rejects.toThrow('does not match')
    expect(fs.readdirSync(target)).toEqual([])
  })

  it('refuses a backup made with the public key alone: without a MAC, or with a MAC of another key', async () => {
    // Someone who holds BACKUP_RECIPIENT (it is no secret) and a database of their own.
    const forgedSource = await pgliteWith('Registro Forjado')
    const forged = path.join(tempDir('forged'), 'fono.tar.gz.age')
    await backupPgliteFolder(forgedSource, forged, { key: { recipient }, macKey: 'outra-chave-'.repeat(4) })
    const target = tempDir('forged-target')
    await expect(restorePglite(target, forged, { identity }, checks)).rejects.toThrow(
      `${forged} does not match fono.tar.gz.age.mac`,
    )
    fs.rmSync(`${forged}.mac`)
    await expect(restorePglite(target, forged, { identity }, checks)).rejects.toThrow(
      `${forged} has no fono.tar.gz.age.mac beside it, and a backup MAC key is set`,
    )
    expect(fs.readdirSync(target)).toEqual([])

    // The same file with its MAC made without the key is still refused: a MAC file is not enough.
    const encrypter = new Encrypter()
    encrypter.addRecipient(recipient)
    fs.writeFileSync(forged, await encrypter.encrypt(fs.readFileSync(plain)))
    fs.writeFileSync(`${forged}.mac`, `hmac-sha256:${'0'.repeat(64)}\n`)
    await expect(restorePglite(target, forged, { identity }, checks)).rejects.toThrow('does not match')
    expect(fs.readdirSync(target)).toEqual([])
  })

  it('a backup without its MAC is restored only with --allow-plain', async () => {
    const unsigned = copyOf(encrypted, false)
    const env = { BACKUP_MAC_KEY: MAC_KEY, BACKUP_IDENTITY_FILE: identityFile }
    const refused = await runScript('db-restore.ts', [unsigned], { DATA_DIR: tempDir('unsigned'), ...env })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('has no fono.tar.gz.age.mac beside it')
    expect(refused.stderr).toContain('run again with --allow-plain')

    const target = tempDir('unsigned-allowed')
    const allowed = await runScript('db-restore.ts', ['--allow-plain', unsigned], {
      DATA_DIR: target,
      ...env,
    })
    expect(allowed.stderr).toBe('')
    expect(allowed.code).toBe(0)
    expect(await pgliteNames(target)).toEqual([NAME])
  })

  it('a plain backup is refused while an encryption key is set, and restored with --allow-plain', async () => {
    const env = { BACKUP_MAC_KEY: MAC_KEY, BACKUP_RECIPIENT: recipient }
    const refusedTarget = tempDir('plain')
    const refused = await runScript('db-restore.ts', [plain], { DATA_DIR: refusedTarget, ...env })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`${plain} is not encrypted, but a backup key is set`)
    expect(refused.stderr).toContain('Nothing was restored')
    expect(fs.readdirSync(refusedTarget)).toEqual([])

    const target = tempDir('plain-allowed')
    const allowed = await runScript('db-restore.ts', ['--allow-plain', plain], { DATA_DIR: target, ...env })
    expect(allowed.stderr).toBe('')
    expect(allowed.code).toBe(0)
    expect(await pgliteNames(target)).toEqual([NAME])
  })

  it('without a MAC key where it restores, it says the MAC was not checked', async () => {
    const target = tempDir('no-mac-key')
    const run = await runScript('db-restore.ts', [plain], { DATA_DIR: target })
    expect(run.code).toBe(0)
    expect(run.stderr).toContain(`${plain}.mac was not checked: there is no backup MAC key here`)
    expect(fs.existsSync(path.join(target, 'backup-mac-key'))).toBe(false) // never generated by a restore
  })
})

/** Every file and folder under `dir`, and those created there while `work` runs (inotify, so also short-lived). */
async function watched<T>(dir: string, work: () => Promise<T>): Promise<{ result: T; seen: string[] }> {
  const seen: string[] = []
  const watcher = fs.watch(dir, { recursive: false }, (_, name) => name && seen.push(name))
  try {
    const result = await work()
    await new Promise((resolve) => setTimeout(resolve, 100)) // events still on their way
    return { result, seen: [...seen, ...fs.readdirSync(dir)] }
  } finally {
    watcher.close()
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('backups in the two-role set-up (postgres)', SLOW, () => {
  const base = process.env.TEST_DATABASE_URL!
  const suffix = crypto.randomBytes(4).toString('hex')
  const owner = `fono_owner_${suffix}`
  const app = `fono_app_${suffix}`
  const names = { source: `test_roles_src_${suffix}`, target: `test_roles_dst_${suffix}` }
  // Made in beforeAll: without TEST_DATABASE_URL this block is only collected, and there is no URL to build on.
  let urls: Record<'sourceOwner' | 'sourceApp' | 'targetOwner' | 'targetApp', string>

  async function asAdmin(sql: string) {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    urls = {
      sourceOwner: databaseUrl(base, names.source, owner),
      sourceApp: databaseUrl(base, names.source, app),
      targetOwner: databaseUrl(base, names.target, owner),
      targetApp: databaseUrl(base, names.target, app),
    }
    // As docs/operations.md says: two roles, and a database the owner owns.
    await asAdmin(`CREATE ROLE ${owner} LOGIN; CREATE ROLE ${app} LOGIN`)
    await createDatabase(base, names.source, { owner })
    await createDatabase(base, names.target, { owner })
  }, SLOW.timeout)
  afterAll(async () => {
    await dropDatabase(base, names.source)
    await dropDatabase(base, names.target)
    await asAdmin(`DROP ROLE IF EXISTS ${app}; DROP ROLE IF EXISTS ${owner}`)
  }, SLOW.timeout)

  /** The records as the server would read them: started with both URLs, as docs/operations.md says. */
  async function records(appUrl: string, ownerUrl: string) {
    const database = await openDatabase({ databaseUrl: appUrl, migrationUrl: ownerUrl, poolSize: 1 })
    try {
      return {
        users: await database.db.select().from(users).orderBy(asc(users.id)),
        patients: await database.db.select().from(patients).orderBy(asc(patients.id)),
        audit: await database.db.select().from(auditLog).orderBy(asc(auditLog.id)),
      }
    } finally {
      await database.close()
    }
  }

  it('db:backup and db:restore as the owner, streamed: records identical, no plain copy on disk', async () => {
    // The server's start: migrations and grants as the owner; then records written as the app's role.
    const database = await openDatabase({ databaseUrl: urls.sourceApp, migrationUrl: urls.sourceOwner })
    try {
      const [user] = await database.db
        .insert(users)
        .values({ name: 'Ana', email: `ana-${suffix}@example.com`, passwordHash: 'x', role: 'ADMIN' })
        .returning()
      for (let i = 0; i < 5; i++)
        await database.db.insert(patients).values({
          name: `${NAME} ${i}`,
          siblings: [{ name: `Irmão ${i}`, age: i }],
          createdBy: user!.id,
        })
    } finally {
      await database.close()
    }
    const original = await records(urls.sourceApp, urls.sourceOwner)
    expect(original.patients).toHaveLength(5)

    const dataDir = tempDir('pg-data')
    const tmp = tempDir('pg-tmp')
    // tsx's own cache would otherwise be written into TMPDIR.
    const env = { DATA_DIR: dataDir, TMPDIR: tmp, TSX_DISABLE_CACHE: '1' }
    const file = path.join(tempDir('pg-backups'), 'fono.dump.age')
    // Each script must succeed without writing anything into TMPDIR, not even for a moment.
    const cleanRun = async (script: string, app: string, owner: string, secret: Record<string, string>) => {
      const run = await watched(tmp, () =>
        runScript(script, [file], { ...env, DATABASE_URL: app, MIGRATION_DATABASE_URL: owner, ...secret }),
      )
      expect(run.result.stderr).toBe('')
      expect(run.result.code).toBe(0)
      expect(run.seen).toEqual([])
      return run.result.stdout
    }
    const backup = await cleanRun('db-backup.ts', urls.sourceApp, urls.sourceOwner, {
      BACKUP_RECIPIENT: recipient,
    })
    expect(backup).toContain('(5 patients, 0 evaluations)')
    const stored = fs.readFileSync(file)
    expect(stored.subarray(0, AGE_MAGIC.length)).toEqual(AGE_MAGIC)
    expect(stored.includes(Buffer.from('PGDMP'))).toBe(false)
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual([
      'fono.dump.age',
      'fono.dump.age.audit-head',
      'fono.dump.age.mac',
    ])

    const restore = await cleanRun('db-restore.ts', urls.targetApp, urls.targetOwner, {
      BACKUP_IDENTITY_FILE: identityFile,
    })
    expect(restore).toContain('5 patients, 0 evaluations')

    // Restored as the owner, and the app's role already has its rights (read, write; the trail append-only).
    const client = new pg.Client({ connectionString: urls.targetApp })
    await client.connect()
    try {
      const owners = await client.query<{ tableowner: string }>(
        "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
      )
      expect(owners.rows).toEqual([{ tableowner: owner }])
      expect((await client.query('SELECT count(*)::int AS n FROM patients')).rows).toEqual([{ n: 5 }])
      await expect(client.query('UPDATE audit_log SET action = action')).rejects.toThrow(/permission denied/)
    } finally {
      await client.end()
    }
    expect(await records(urls.targetApp, urls.targetOwner)).toEqual(original)
  })

  it('a backup with one byte changed is refused before pg_restore sees it', async () => {
    const dataDir = tempDir('pg-tamper')
    const file = path.join(dataDir, 'fono.dump.age')
    const backup = await runScript('db-backup.ts', [file], {
      DATA_DIR: dataDir,
      DATABASE_URL: urls.sourceApp,
      MIGRATION_DATABASE_URL: urls.sourceOwner,
      BACKUP_RECIPIENT: recipient,
    })
    expect(backup.code).toBe(0)
    const bytes = fs.readFileSync(file)
    bytes[bytes.length - 20]! ^= 0x80
    fs.writeFileSync(file, bytes)
    const macKey = fs.readFileSync(path.join(dataDir, 'backup-mac-key'), 'utf8')
    const name = `test_roles_tamper_${crypto.randomBytes(4).toString('hex')}`
    const url = await createDatabase(base, name, { owner })
    try {
      await expect(
        restorePostgres(
          { url: databaseUrl(base, name, owner), appUrl: databaseUrl(base, name, app) },
          file,
          { identity },
          { macKey, encryptedOnly: true },
        ),
      ).rejects.toThrow(`${file} does not match fono.dump.age.mac`)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const { rows } = await client.query(
          "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
        )
        expect(rows).toEqual([{ n: 0 }])
      } finally {
        await client.end()
      }
    } finally {
      await dropDatabase(base, name)
    }
  })
})
