// The records safe at rest and in transit, against the real server started as `npm start` starts it: DATA_DIR private
// to the app's account, HTTPS with HSTS from certificate files, clear start-up errors for bad settings, and logs that
// hold none of a patient's data (nor a password hash) through a whole journey, a server error included.
import crypto from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import path from 'node:path'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { SERVER_BUNDLE } from '../../scripts/build-server'
import { createUsers } from '../../scripts/lib/seed-users'
import { startServer } from '../../scripts/lib/server-process'
import { openDatabase } from '../../src/server/db/client'
import { GENESIS_HASH } from '../../src/server/audit/chain'
import { exposedEntries } from '../../src/server/private-files'
import { apiClient } from '../kit/api-client'
import { seedUser } from '../kit/e2e/users'
import { runScript } from '../kit/scripts'
import { tempFolders } from '../kit/temp'
import { selfSignedCertificate } from '../kit/tls'

const ADMIN = seedUser('ADMIN', 'Ana Segura', 'ana.segura@clinica.example.com', 'Fono-Teste-2026!')
/** A name found nowhere else: the logs must not hold it. */
const MARK = 'Quixabeira'

const tempDir = tempFolders('safety')

// The administrator here works through the API with a password alone: the second factor has its own tests.
const NO_SECOND_FACTOR = { MFA_REQUIRED: 'none' }

/** The names of the files in a tar archive (ustar headers: name at 0, size in octal at 124, 512-byte blocks). */
function tarNames(tar: Buffer): string[] {
  const names: string[] = []
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    const field = (from: number, length: number) =>
      tar
        .subarray(at + from, at + from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '')
    const prefix = field(345, 155)
    names.push(prefix ? `${prefix}/${field(0, 100)}` : field(0, 100))
    at += 512 + Math.ceil(parseInt(field(124, 12).trim() || '0', 8) / 512) * 512
  }
  return names
}
const start = (dataDir: string, env: Record<string, string> = {}) =>
  startServer({ dataDir, script: SERVER_BUNDLE, env: { ...NO_SECOND_FACTOR, ...env }, timeoutMs: 60_000 })

describe('DATA_DIR is private to the account that runs the app', () => {
  it('after a first start and a few requests, and repaired with one warning at the next start', async () => {
    const dataDir = tempDir('files')
    await createUsers([ADMIN], { dataDir })
    let server = await start(dataDir)
    try {
      const api = await apiClient(server.url).login(ADMIN.email, ADMIN.password)
      await api.call('POST /patients', { body: { name: 'Paciente Privado' } })
      // The secrets, and the record of the trail's unkeyed entries (none: this trail was keyed from the start).
      expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true)
      expect(fs.existsSync(path.join(dataDir, 'audit-key'))).toBe(true)
      expect(fs.readFileSync(path.join(dataDir, 'audit-unkeyed'), 'utf8')).toBe(`0:${GENESIS_HASH}\n`)
    } finally {
      await server.stop()
    }
    // A backup is written under DATA_DIR too (npm run db:backup, the server stopped), owner-only like the rest.
    const backup = await runScript('db-backup.ts', [], { DATA_DIR: dataDir })
    expect(backup.code, backup.stderr).toBe(0)
    const [backupFile] = fs
      .readdirSync(path.join(dataDir, 'backups'))
      .filter((name) => name.endsWith('.tar.gz'))
    const backupPath = path.join(dataDir, 'backups', backupFile!)
    expect(fs.statSync(backupPath).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.join(dataDir, 'backups')).mode & 0o777).toBe(0o700)
    // The keys stay out of it: neither as files nor as text anywhere in the archive.
    const archive = zlib.gunzipSync(fs.readFileSync(backupPath))
    const names = tarNames(archive)
    expect(names.length).toBeGreaterThan(10)
    expect(names.filter((name) => /audit-key|jwt-secret|audit-unkeyed/.test(name))).toEqual([])
    for (const secret of ['audit-key', 'jwt-secret'])
      expect(archive.includes(fs.readFileSync(path.join(dataDir, secret))), secret).toBe(false)
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(exposedEntries(dataDir)).toEqual([])
    expect(server.output()).not.toContain('private to this account')

    // Someone loosened them: the next start takes group and others' access away and says so, once.
    fs.chmodSync(dataDir, 0o755)
    fs.chmodSync(path.join(dataDir, 'pglite'), 0o775)
    fs.chmodSync(path.join(dataDir, 'audit-key'), 0o644)
    server = await start(dataDir)
    await server.stop()
    const warnings = server
      .output()
      .match(/Made \d+ file\(s\) and folder\(s\) in .* private to this account/g)
    expect(warnings).toEqual([
      `Made 3 file(s) and folder(s) in ${dataDir} (DATA_DIR) private to this account`,
    ])
    expect(exposedEntries(dataDir)).toEqual([])
  })
})

describe('HTTPS', () => {
  const { cert, key } = selfSignedCertificate(tempDir('tls'), { ip: '127.0.0.1' })

  it('serves HTTPS with HSTS from TLS_CERT_FILE and TLS_KEY_FILE', async () => {
    const server = await start(tempDir('https'), { TLS_CERT_FILE: cert, TLS_KEY_FILE: key })
    try {
      expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
      expect(server.output()).not.toContain('Serving plain HTTP')
      const response = await new Promise<{ status: number; hsts: unknown }>((resolve, reject) =>
        https
          .get(`${server.url}/api/auth/me`, { ca: fs.readFileSync(cert) }, (res) => {
            res.resume()
            resolve({ status: res.statusCode!, hsts: res.headers['strict-transport-security'] })
          })
          .on('error', reject),
      )
      expect(response).toEqual({ status: 401, hsts: 'max-age=31536000' })
    } finally {
      await server.stop()
    }
  })

  it('without certificate files, says once that plain HTTP must stay on this computer', async () => {
    const server = await start(tempDir('http'))
    await server.stop()
    expect(server.output().match(/Serving plain HTTP on this computer only/g)).toHaveLength(1)
  })

  it.each([
    [
      { TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: '/nonexistent/key.pem' },
      'TLS_CERT_FILE=/nonexistent/cert.pem cannot be read',
    ],
    [{ TLS_CERT_FILE: cert }, 'TLS_CERT_FILE is set but TLS_KEY_FILE is not'],
    [
      { TLS_CERT_FILE: key, TLS_KEY_FILE: cert },
      'TLS_CERT_FILE and TLS_KEY_FILE are not a usable certificate and private key',
    ],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true would trust every hop'],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY holds "10.0.0.0/33", which is not an IP address or a CIDR range',
    ],
    [{ TRUST_PROXY: '0.0.0.0/0' }, 'TRUST_PROXY holds "0.0.0.0/0", a range of every address'],
    [{ AUDIT_KEY: 'curta' }, 'AUDIT_KEY must be at least 32 characters long'],
    [{ JWT_SECRET: 'curto' }, 'JWT_SECRET must be at least 32 characters long'],
    [
      { MIGRATION_DATABASE_URL: 'postgres://owner@127.0.0.1:1/fono' },
      'MIGRATION_DATABASE_URL is set but DATABASE_URL is not',
    ],
  ])('refuses to start with %o, naming the setting', async (env, message) => {
    const dataDir = tempDir('bad')
    const failure = await start(dataDir, env).then(
      async (server) => {
        await server.stop()
        return 'started'
      },
      (error: Error) => error.message,
    )
    expect(failure).toContain(`Configuration error: ${message}`)
    expect(failure).not.toMatch(/\n\s+at /) // no stack trace
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false) // nothing half-done
  })
})

describe('the logs hold no patient data', () => {
  it(`through a whole journey and two server errors, at LOG_LEVEL=trace: no "${MARK}", no password hash`, async () => {
    const dataDir = tempDir('logs')
    // Two constraints the app does not know of make a patient's create and a registration fail (500) with the
    // name among the statement's parameters, as a full disk or a bug would.
    const database = await openDatabase({ dataDir })
    try {
      await database.db.execute(
        sql`ALTER TABLE patients ADD CONSTRAINT test_refused CHECK (name NOT LIKE '%Recusad%')`,
      )
      await database.db.execute(
        sql`ALTER TABLE users ADD CONSTRAINT test_refused CHECK (name NOT LIKE '%Recusad%')`,
      )
    } finally {
      await database.close()
    }
    await createUsers([ADMIN], { dataDir })
    const server = await start(dataDir, { LOG_LEVEL: 'trace' })
    try {
      const api = await apiClient(server.url).login(ADMIN.email, ADMIN.password)
      const patient = await api.call('POST /patients', {
        body: { name: `Zéfiro ${MARK}`, motherName: `Mãe ${MARK}`, siblings: [{ name: `Irmã ${MARK}` }] },
      })
      await api.call('GET /patients', { query: { q: MARK } })
      await api.call('GET /patients', { query: { q: `zéfiro ${MARK.toLowerCase()}` } })
      await api.call('GET /patients/:id', { params: { id: patient.id } })
      await api.call('PUT /patients/:id', {
        params: { id: patient.id },
        body: { name: `Zéfiro ${MARK}`, school: `Escola ${MARK}` },
      })
      const evaluation = await api.call('POST /evaluations', {
        body: { patientId: patient.id, mainComplaint: `Queixa de ${MARK}`, sleep: { observations: MARK } },
      })
      await api.call('GET /evaluations/:id', { params: { id: evaluation.id } })
      // A draft of the wizard, saved, listed, read and discarded as the browser does.
      const draftId = crypto.randomUUID()
      await api.call('PUT /drafts/:id', {
        params: { id: draftId },
        body: {
          label: `Yara ${MARK}`,
          content: {
            sections: { personalData: { patientName: `Yara ${MARK}`, motherName: `Mãe ${MARK}` } },
            step: 1,
            patientRequestKey: crypto.randomUUID(),
            evaluationRequestKey: crypto.randomUUID(),
          },
        },
      })
      expect((await api.call('GET /drafts')).map((draft) => draft.label)).toContain(`Yara ${MARK}`)
      await api.call('GET /drafts/:id', { params: { id: draftId } })
      await api.call('DELETE /drafts/:id', { params: { id: draftId } })
      await api.send('GET /patients/:id/export', { params: { id: patient.id } })
      await api.send('POST /patients', { body: { name: `${MARK} Recusado`, phone: '(81) 9' } })

      const failed = await api.send('POST /patients', { body: { name: `${MARK} Recusado` } })
      expect(failed.status).toBe(500)
      const { token } = await api.call('POST /invite/generate', { body: {} })
      const refused = await apiClient(server.url).send('POST /auth/register', {
        body: {
          name: `${MARK} Recusada`,
          email: 'recusada@example.com',
          password: 'Senha-Longa-2026!',
          inviteToken: token,
        },
      })
      expect(refused.status).toBe(500)
    } finally {
      await server.stop()
    }
    const log = server.output()
    // The log is there, and says what failed: the statements, without their values.
    expect(log).toContain('"msg":"request failed"')
    expect(log).toMatch(/Failed query: insert into \\?"patients\\?"/)
    expect(log).toMatch(/Failed query: insert into \\?"users\\?"/)
    expect(log).toContain('/api/patients')
    expect(log).toContain('/api/drafts/')
    for (const secret of [MARK, MARK.toLowerCase(), 'Zéfiro', 'Yara', '$argon2', 'recusada@example.com'])
      expect(log.includes(secret), `the log holds "${secret}"`).toBe(false)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)(
  'PostgreSQL: the app runs as a role that cannot rewrite the trail',
  () => {
    it('migrations as the owner (MIGRATION_DATABASE_URL), the app as its own role (DATABASE_URL)', async () => {
      const base = process.env.TEST_DATABASE_URL!
      const suffix = Math.random().toString(36).slice(2, 8)
      const [owner, app, name] = [`fono_owner_${suffix}`, `fono_app_${suffix}`, `fono_roles_${suffix}`]
      const urlAs = (user: string) => {
        const url = new URL(base)
        url.username = user
        url.pathname = `/${name}`
        return url.toString()
      }
      const admin = new pg.Client({ connectionString: base })
      await admin.connect()
      // As docs/operations.md (HTTPS) shows.
      await admin.query(`CREATE ROLE ${owner} LOGIN`)
      await admin.query(`CREATE ROLE ${app} LOGIN`)
      await admin.query(`CREATE DATABASE ${name} OWNER ${owner}`)
      try {
        const place = {
          dataDir: tempDir('roles'),
          databaseUrl: urlAs(app),
          env: { ...NO_SECOND_FACTOR, MIGRATION_DATABASE_URL: urlAs(owner) },
        }
        await createUsers([ADMIN], place)
        const server = await startServer({ ...place, script: SERVER_BUNDLE, timeoutMs: 60_000 })
        try {
          const api = await apiClient(server.url).login(ADMIN.email, ADMIN.password)
          const patient = await api.call('POST /patients', { body: { name: 'Paciente do Papel' } })
          await api.call('GET /patients/:id', { params: { id: patient.id } })
        } finally {
          await server.stop()
        }
        const asApp = new pg.Client({ connectionString: urlAs(app) })
        await asApp.connect()
        try {
          const { rows } = await asApp.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')
          expect(rows[0]!.n).toBeGreaterThanOrEqual(3) // user created, login, patient created, patient read
          for (const statement of [
            'DROP TRIGGER audit_log_no_update_delete ON audit_log',
            'ALTER TABLE audit_log DISABLE TRIGGER ALL',
            'DROP TABLE audit_log',
            "UPDATE audit_log SET action = 'patient.list'",
            'DELETE FROM audit_log',
            'TRUNCATE audit_log',
          ]) {
            const error = await asApp.query(statement).then(
              () => undefined,
              (failure: { code?: string }) => failure,
            )
            expect(error?.code, statement).toBe('42501') // insufficient_privilege (or must be owner)
          }
        } finally {
          await asApp.end()
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.query(`DROP ROLE IF EXISTS ${app}`)
        await admin.query(`DROP ROLE IF EXISTS ${owner}`)
        await admin.end()
      }
    })
  },
)
