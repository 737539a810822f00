// Patient searches are audited without their term (a child's name): an HMAC with the audit key, which
// `npm run audit:searched -- "<term>"` computes again to list the searches of a term.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { bearer, createTestApp, TEST_AUDIT_KEY as KEY } from '../../../tests/kit/test-app'
import { runScript } from '../../../tests/kit/scripts'
import { openDataDir } from '../../../tests/kit/test-db'
import { normalisedSearchTerm, searchTermHmac } from './search-term'

describe('search terms in the audit trail', () => {
  const tempDirs: string[] = []
  afterAll(() => {
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('case, accents, fullwidth forms and spacing do not change the HMAC; another term or key does', () => {
    expect(normalisedSearchTerm('  MARIA   José ')).toBe('maria jose')
    expect(normalisedSearchTerm('ｍａｒｉａ')).toBe('maria')
    const tag = searchTermHmac(KEY, 'Maria José')
    expect(tag).toMatch(/^[0-9a-f]{64}$/)
    expect(searchTermHmac(KEY, 'maria  jose')).toBe(tag)
    expect(searchTermHmac(KEY, 'Maria Josefa')).not.toBe(tag)
    expect(searchTermHmac('outra chave de auditoria bem longa, 32+', 'Maria José')).not.toBe(tag)
  })

  it('npm run audit:searched lists the searches of a term, and only those', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-audit-searched-'))
    tempDirs.push(dataDir)
    const t = await createTestApp(
      'pglite',
      { dataDir },
      { database: await openDataDir(dataDir), auditKey: KEY },
    )
    const email = `buscas-${Date.now()}@example.com`
    try {
      const token = await t.signIn({ email })
      for (const q of ['Maria José', 'maria jose', 'Pedro'])
        expect(
          (await t.app.inject({ url: `/api/patients?q=${encodeURIComponent(q)}`, headers: bearer(token) }))
            .statusCode,
        ).toBe(200)
      await t.app.auditWriter.idle()
    } finally {
      await t.close()
    }
    const searched = await runScript('audit-searched.ts', ['MARIA JOSÉ'], {
      AUDIT_KEY: KEY,
      DATA_DIR: dataDir,
    })
    expect(searched.code).toBe(0)
    const lines = searched.stdout.trim().split('\n')
    expect(lines).toHaveLength(3)
    for (const line of lines.slice(0, 2))
      expect(line).toMatch(
        new RegExp(`^\\S+Z  ${email}  from 127\\.0\\.0\\.1  request \\S+  \\(0 patients listed\\)$`),
      )
    expect(lines[2]).toBe('2 searches for this term.')
    // The database holds none of the terms.
    const database = await openDatabase({ dataDir })
    try {
      const { rows } = await database.pglite!.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE details::text ~* '(maria|jos|pedro)'",
      )
      expect(rows[0]!.n).toBe(0)
    } finally {
      await database.close()
    }
  }, 120_000)
})
