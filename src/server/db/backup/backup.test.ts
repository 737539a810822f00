import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { asc } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startBackupSchedule } from './schedule'
import { BackupError, DATED_BACKUP, defaultBackupPath, restorePglite } from '.'
import { openDatabase, type Database } from '../client'
import { evaluations, patients, users } from '../schema'
import { throwawayDatabase, type ThrowawayDatabase } from '../../../../tests/kit/databases'
import { runScript } from '../../../../tests/kit/scripts'
import { openDataDir } from '../../../../tests/kit/test-db'

// The scripts spawned here (tsx, PGlite, pg_dump, age) take minutes on a loaded machine, not the default minute.
const SLOW = { timeout: 300_000 }

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

const script = runScript

const tempDirs: string[] = []
function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `fono-backup-${prefix}-`))
  tempDirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** Patients with every kind of field, and one or two evaluations each (one patient without any). */
async function fill(database: Database, count = 12) {
  const [user] = await database.db
    .insert(users)
    .values({
      name: 'Ana',
      email: `ana-${crypto.randomUUID()}@example.com`,
      passwordHash: 'x',
      role: 'ADMIN',
    })
    .returning()
  for (let i = 0; i < count; i++) {
    const [patient] = await database.db
      .insert(patients)
      .values({
        name: `Paciente ${i} João Çãõ 😀 "aspas" <b>`,
        motherName: `Mãe ${i}\nsegunda linha`,
        birthDate: `2019-0${(i % 9) + 1}-1${i % 10}`,
        age: `${i} anos`,
        siblings: [{ name: `Irmão ${i}`, age: i }],
        address: [
          { street: 'Rua São João', number: `${i}`, city: 'São Paulo', state: 'SP', cep: '01310-100' },
        ],
        requestKey: crypto.randomUUID(),
        createdBy: user!.id,
      })
      .returning()
    for (let j = 0; j < (i === 0 ? 0 : (i % 2) + 1); j++) {
      await database.db.insert(evaluations).values({
        patientId: patient!.id,
        evaluationData: '2024-05-01',
        mainComplaint: `Queixa ${i}.${j}: não fala "r" 🙂`,
        sections: {
          gestation: { motherAgeAtBirth: 20 + i, observations: `obs ${i} ${'x'.repeat(i * 100)}` },
          sleep: { sleepsWell: j === 0, teethGrinding: 'ocasionalmente' },
        },
        questionnaireVersion: '2026.11.1',
        requestKey: crypto.randomUUID(),
        createdBy: user!.id,
      })
    }
  }
}

/** Every user, patient and evaluation, in a stable order. */
async function contents(database: Database) {
  return {
    users: await database.db.select().from(users).orderBy(asc(users.id)),
    patients: await database.db.select().from(patients).orderBy(asc(patients.id)),
    evaluations: await database.db.select().from(evaluations).orderBy(asc(evaluations.id)),
  }
}

async function snapshotOf(options: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(options)
  try {
    return await contents(database)
  } finally {
    await database.close()
  }
}

describe('backup and restore (pglite)', SLOW, () => {
  let source: string
  let backupFile: string
  let original: Awaited<ReturnType<typeof contents>>
  const children: ChildProcess[] = []

  beforeAll(async () => {
    source = tempDir('source')
    backupFile = path.join(tempDir('files'), 'nested', 'fono.tar.gz')
    const database = await openDataDir(source)
    try {
      await fill(database)
      original = await contents(database)
    } finally {
      await database.close()
    }
    expect(original.patients).toHaveLength(12)
    expect(original.evaluations).toHaveLength(17)
  }, SLOW.timeout)

  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode !== null || child.signalCode !== null) continue
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    }
  })

  it('npm run db:backup, then db:restore into a fresh folder: every patient and evaluation, identical', async () => {
    const backup = await script('db-backup.ts', [backupFile], { DATA_DIR: source })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toContain(`(12 patients, 17 evaluations) to ${backupFile}`)
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(backupFile).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])) // gzip
    // No partial file left; beside the backup, its MAC and the audit trail's head when it was taken (private too).
    expect(fs.readdirSync(path.dirname(backupFile)).sort()).toEqual([
      'fono.tar.gz',
      'fono.tar.gz.audit-head',
      'fono.tar.gz.mac',
    ])
    expect(fs.readFileSync(`${backupFile}.mac`, 'utf8')).toMatch(/^hmac-sha256:[0-9a-f]{64}\n$/)
    expect(fs.statSync(`${backupFile}.mac`).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(`${backupFile}.audit-head`, 'utf8')).toMatch(/^\d+:[0-9a-f]{64}\n$/)
    expect(fs.statSync(`${backupFile}.audit-head`).mode & 0o777).toBe(0o600)
    expect(backup.stdout).toContain(
      `Audit trail head: ${fs.readFileSync(`${backupFile}.audit-head`, 'utf8').trim()}`,
    )
    expect(backup.stdout).toContain('NOT encrypted: set BACKUP_RECIPIENT or BACKUP_PASSPHRASE')

    const target = path.join(tempDir('target'), 'data') // need not exist yet
    // The backup MAC key is not in the backup: copied beside the restored database, as the README says.
    fs.mkdirSync(target)
    fs.copyFileSync(path.join(source, 'backup-mac-key'), path.join(target, 'backup-mac-key'))
    const restore = await script('db-restore.ts', [backupFile], { DATA_DIR: target })
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(restore.stdout).toContain('12 patients, 17 evaluations')
    expect(fs.readdirSync(target).sort()).toEqual(['backup-mac-key', 'pglite'])

    const restored = await snapshotOf({ dataDir: target })
    expect(restored.patients).toEqual(original.patients)
    expect(restored.evaluations).toEqual(original.evaluations)
    expect(restored.users).toEqual(original.users)
    // The source is untouched and still opens.
    expect((await snapshotOf({ dataDir: source })).patients).toEqual(original.patients)
  })

  it('without FILE, writes a dated file into DATA_DIR/backups', async () => {
    const before = Date.now()
    const backup = await script('db-backup.ts', [], { DATA_DIR: source })
    expect(backup.code).toBe(0)
    const all = fs.readdirSync(path.join(source, 'backups'))
    const names = all.filter((name) => !name.endsWith('.audit-head') && !name.endsWith('.mac'))
    expect(all.sort()).toEqual([names[0], `${names[0]}.audit-head`, `${names[0]}.mac`])
    expect(names).toHaveLength(1)
    expect(names[0]).toMatch(DATED_BACKUP)
    expect(names[0]!.endsWith('.tar.gz')).toBe(true)
    expect(names[0]! >= path.basename(defaultBackupPath(source, 'pglite', new Date(before - 1000)))).toBe(
      true,
    )
    expect(backup.stdout).toContain(path.join(source, 'backups', names[0]!))
    fs.rmSync(path.join(source, 'backups'), { recursive: true })
  })

  it('refuses to restore into a folder that already holds a database, and leaves it as it was', async () => {
    const restore = await script('db-restore.ts', [backupFile], { DATA_DIR: source })
    expect(restore.code).toBe(1)
    expect(restore.stderr).toContain(`The data folder ${source} is not empty (it holds pglite)`)
    expect(restore.stderr).toContain('a restore never overwrites a database')
    expect(fs.readdirSync(source).sort()).toEqual(['backup-mac-key', 'pglite'])
    expect((await snapshotOf({ dataDir: source })).evaluations).toEqual(original.evaluations)
  })

  it('restores into a folder that holds only its backups/ folder', async () => {
    const target = tempDir('with-backups')
    fs.mkdirSync(path.join(target, 'backups'))
    fs.copyFileSync(backupFile, path.join(target, 'backups', 'copy.tar.gz'))
    await expect(restorePglite(target, path.join(target, 'backups', 'copy.tar.gz'))).resolves.toEqual({
      patients: 12,
      evaluations: 17,
    })
    expect(fs.readdirSync(target).sort()).toEqual(['backups', 'pglite'])
  })

  it('refuses a file that is not a backup, or a PostgreSQL dump, with a clear message', async () => {
    const dir = tempDir('bad')
    const junk = path.join(dir, 'junk.tar.gz')
    fs.writeFileSync(junk, 'not a backup')
    await expect(restorePglite(path.join(dir, 'a'), junk)).rejects.toThrow(
      new BackupError(
        `${junk} is not a backup of this app (expected a .tar.gz written by npm run db:backup).`,
      ),
    )
    const dump = path.join(dir, 'x.dump')
    fs.writeFileSync(dump, 'PGDMP\x01\x0e')
    await expect(restorePglite(path.join(dir, 'b'), dump)).rejects.toThrow(
      /is a PostgreSQL backup \(pg_dump\)/,
    )
    const missing = await script('db-restore.ts', [path.join(dir, 'none.tar.gz')], {
      DATA_DIR: path.join(dir, 'c'),
    })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain(`No such backup file: ${path.join(dir, 'none.tar.gz')}`)
    expect(fs.existsSync(path.join(dir, 'a'))).toBe(false)
  })

  it('a backup while another process holds the data folder fails, pointing at BACKUP_INTERVAL_HOURS', async () => {
    // A process that holds the data folder as the running server does.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server/db/lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(source)}); ` +
          `console.log('locked'); setInterval(() => {}, 1000) })`,
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    children.push(holder)
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
      holder.once('exit', (code) => reject(new Error(`lock holder exited (${code})`)))
    })
    const file = path.join(tempDir('locked'), 'x.tar.gz')
    const backup = await script('db-backup.ts', [file], { DATA_DIR: source })
    expect(backup.code).toBe(1)
    expect(backup.stderr).toContain(`is in use by another process (pid ${holder.pid})`)
    expect(backup.stderr).toContain('set BACKUP_INTERVAL_HOURS so that the server writes backups itself')
    expect(backup.stderr).toContain('or stop the server and run npm run db:backup again')
    expect(fs.existsSync(file)).toBe(false)
  })

  it('says so when DATA_DIR holds no database', async () => {
    const empty = tempDir('empty')
    const backup = await script('db-backup.ts', [], { DATA_DIR: empty })
    expect(backup.code).toBe(1)
    expect(backup.stderr).toContain(
      `There is no embedded database in ${empty} (DATA_DIR): nothing to back up.`,
    )
  })

  // Last: it adds to the source database.
  it('the periodic backup dumps the open database, keeps BACKUP_KEEP files and logs', async () => {
    const dataDir = source
    const database = await openDatabase({ dataDir })
    const logged: string[] = []
    const log = {
      info: (_: object, message: string) => logged.push(`info ${message}`),
      warn: (_: object, message: string) => logged.push(`warn ${message}`),
      error: (object: object, message: string) => logged.push(`error ${message} ${JSON.stringify(object)}`),
    }
    const dir = path.join(dataDir, 'backups')
    fs.mkdirSync(dir)
    const old = ['fono-20200101-000000.tar.gz', 'fono-20200102-000000.tar.gz', 'fono-20200103-000000.tar.gz']
    for (const name of old) fs.writeFileSync(path.join(dir, name), 'old')
    fs.writeFileSync(path.join(dir, 'manual.tar.gz'), 'kept: not a dated backup')
    // The newest backup is years old: the first one is due at once (after the interval of 300 ms).
    await fill(database, 3)
    const snapshot = await contents(database)
    expect(snapshot.patients).toHaveLength(15)
    const schedule = startBackupSchedule({
      client: database.pglite!,
      dataDir,
      intervalMs: 300,
      keep: 2,
      macKey: 'k'.repeat(32),
      log,
    })
    try {
      const deadline = Date.now() + 30_000
      while (!logged.some((line) => line === 'info backup written')) {
        if (Date.now() > deadline) throw new Error(`no backup written: ${logged.join('\n')}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await schedule.stop()
      const names = fs.readdirSync(dir).sort()
      expect(names).toContain('manual.tar.gz')
      const dated = names.filter((name) => DATED_BACKUP.test(name))
      expect(dated).toHaveLength(2) // BACKUP_KEEP: the two oldest went
      expect(dated).not.toContain(old[0])
      expect(dated).not.toContain(old[1])
      const newest = dated.at(-1)!
      expect(newest > old[2]!).toBe(true)
      expect(logged.filter((line) => line.startsWith('error'))).toEqual([])

      // The dump taken while the database was open restores to what the database held.
      const target = tempDir('periodic-restore')
      await restorePglite(target, path.join(dir, newest))
      const restored = await snapshotOf({ dataDir: target })
      expect(restored.patients).toEqual(snapshot.patients)
      expect(restored.evaluations).toEqual(snapshot.evaluations)
    } finally {
      await schedule.stop()
      await database.close()
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore (postgres)', SLOW, () => {
  let databases: ThrowawayDatabase[] = []

  beforeAll(async () => {
    databases = [
      await throwawayDatabase(undefined, 'test_backup'),
      await throwawayDatabase(undefined, 'test_backup'),
    ]
  }, SLOW.timeout)
  afterAll(async () => {
    for (const database of databases) await database.drop()
  })

  it('pg_dump, then pg_restore into a fresh database: every patient and evaluation, identical', async () => {
    const [sourceUrl, targetUrl] = databases.map((d) => d.url) as [string, string]
    const database = await openDatabase({ databaseUrl: sourceUrl, poolSize: 2 })
    let original
    try {
      await fill(database)
      original = await contents(database)
    } finally {
      await database.close()
    }
    const dataDir = tempDir('pg')
    const backup = await script('db-backup.ts', [], { DATABASE_URL: sourceUrl, DATA_DIR: dataDir })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toContain('(12 patients, 17 evaluations)')
    const [file] = fs.readdirSync(path.join(dataDir, 'backups'))
    expect(file).toMatch(/^fono-\d{8}-\d{6}\.dump$/)
    const backupFile = path.join(dataDir, 'backups', file!)

    const restore = await script('db-restore.ts', [backupFile], {
      DATABASE_URL: targetUrl,
      DATA_DIR: dataDir,
    })
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(restore.stdout).toContain('12 patients, 17 evaluations')

    const restored = await snapshotOf({ databaseUrl: targetUrl })
    expect(restored.patients).toEqual(original.patients)
    expect(restored.evaluations).toEqual(original.evaluations)
    expect(restored.users).toEqual(original.users)

    // Again into the same database, which now has tables: refused, nothing changed.
    const again = await script('db-restore.ts', [backupFile], { DATABASE_URL: targetUrl, DATA_DIR: dataDir })
    expect(again.code).toBe(1)
    expect(again.stderr).toContain(`The database ${databases[1]!.name} already has tables`)
    expect((await snapshotOf({ databaseUrl: targetUrl })).patients).toEqual(original.patients)

    // A PGlite target refuses a pg_dump file.
    const wrong = await script('db-restore.ts', [backupFile], { DATA_DIR: tempDir('pg-wrong') })
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain('is a PostgreSQL backup (pg_dump), but DATABASE_URL is not set')
  })

  it('names the missing pg_dump', async () => {
    const run = await script('db-backup.ts', [path.join(tempDir('nopath'), 'x.dump')], {
      DATABASE_URL: databases[0]!.url,
      PATH: '/nonexistent',
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('pg_dump was not found on PATH')
  })
})
