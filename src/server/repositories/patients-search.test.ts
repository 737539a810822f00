import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../db/client'
import { createTestDatabase, dbKinds } from '../../../tests/kit/test-db'
import { nameContains, patientRepository, searchUsesTrigrams, type PatientListOptions } from './patients'

type Row = Awaited<ReturnType<ReturnType<typeof patientRepository>['list']>>[number]

// 20,000 names, one a minute (every 50th pair at the same instant, so that ties are ordered by id): a first name
// in a fifth of them, a surname in a third, 'Lustosa' in one in a thousand, 'Antiga' only among the oldest 2,000.
const PATIENTS = 20_000
const FILL = sql`
  INSERT INTO patients (name, created_at)
  SELECT (ARRAY['Maria', 'João', 'Ana', 'Pedro', 'Lúcia'])[1 + i % 5] || ' '
           || (ARRAY['Silva', 'Conceição', 'Souza'])[1 + i % 3]
           || CASE WHEN i % 997 = 0 THEN ' Lustosa' ELSE '' END
           || CASE WHEN i < 2000 AND i % 7 = 0 THEN ' Antiga' ELSE '' END
           || CASE WHEN i = 12345 THEN ' 100% Feliz_Xz' ELSE '' END,
         timestamptz '2020-01-01 00:00:00+00' + (i - CASE WHEN i % 50 = 1 THEN 1 ELSE 0 END) * interval '1 minute'
    FROM generate_series(1, ${PATIENTS}) AS i`

const TERMS = [
  'maria', // a fifth of the names: the newest rows until the page is full
  'lustosa', // 20 names: the trigram index
  'antiga', // common, but only among the oldest rows
  'conceicao',
  'MARIA SILVA',
  'ia s',
  'a', // one and two letters: no trigram to look up
  'ã',
  'jo',
  'xz',
  '%', // LIKE wildcards, literal
  '100%',
  '_',
  'feliz_x',
  'lust％a', // wildcards once f_unaccent has normalised them: literal too
  'lust＿sa',
  '100％',
  'zzz', // nothing
]

const idsOf = (rows: Row[]) => rows.map((r) => r.id)
const cursorOf = (row: Row): PatientListOptions['cursor'] => ({
  createdAt: row.cursorAt,
  id: row.id,
  ...(row.tier === undefined ? {} : { tier: row.tier }),
  ...(row.closeness === undefined ? {} : { closeness: row.closeness }),
})

describe.each(dbKinds)('patient search plans (%s)', (kind) => {
  let database: Database
  let db: Db

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    db = database.db
    await db.execute(FILL)
    await db.execute(sql`ANALYZE patients`)
  }, 120_000)
  afterAll(() => database?.close())

  /** The same search with every index turned off: a plain scan of the table, then a sort. */
  const plainScan = (options: PatientListOptions) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_indexscan = off`)
      await tx.execute(sql`SET LOCAL enable_indexonlyscan = off`)
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`)
      return patientRepository(tx as unknown as Db).list(options)
    })

  const planOf = async (q: string) => {
    const result = (await db.execute(
      sql`EXPLAIN SELECT id FROM patients WHERE ${nameContains(sql`${q}`)}
          ORDER BY created_at DESC, id DESC LIMIT 51`,
    )) as unknown as { rows: Record<string, string>[] }
    return result.rows.map((r) => Object.values(r)[0]).join('\n')
  }

  it('a common name walks the newest rows and a rare one reads the trigram index', async () => {
    expect(await planOf('maria')).toMatch(/Index (Only )?Scan using patients_created_idx/)
    expect(await planOf('lustosa')).toMatch(/Bitmap Index Scan on patients_name_search_idx/)
  })

  it('plans a search from 300 sampled names, not 1,000 (migration 0016)', async () => {
    // Planning tests the term against every sampled name: with 1,000 that was about half a search's database time.
    const result = (await db.execute(
      sql`SELECT attstattarget::int AS target FROM pg_attribute
           WHERE attrelid = 'patients'::regclass AND attname = 'name_search'`,
    )) as unknown as { rows: { target: number }[] }
    expect(result.rows[0]?.target).toBe(300)
  })

  it.each(TERMS)('q=%j: every page is the plain scan’s, in the same order', async (q) => {
    const all = await plainScan({ q, limit: PATIENTS })
    const { list } = patientRepository(db)
    let cursor: PatientListOptions['cursor']
    const walked: Row[] = []
    for (let page = 0; page < 4; page++) {
      const rows = await list({ q, limit: 50, cursor })
      expect(idsOf(rows)).toEqual(idsOf(all.slice(walked.length, walked.length + 51)))
      walked.push(...rows.slice(0, 50))
      const last = rows[49]
      if (rows.length <= 50 || !last) break
      cursor = cursorOf(last)
    }
    // A page from deep inside the matches, as a cursor from page 50 would ask.
    const middle = all[Math.floor(all.length / 2)]
    if (middle) {
      const at = all.indexOf(middle)
      const rows = await list({ q, limit: 50, cursor: cursorOf(middle) })
      expect(idsOf(rows)).toEqual(idsOf(all.slice(at + 1, at + 52)))
    }
  })

  it('the matches are the names containing the term, ignoring case and accents', async () => {
    // Near names (a letter or two away) are left out here.
    const count = async (q: string) =>
      (await plainScan({ q, limit: PATIENTS })).filter((r) => r.closeness === undefined).length
    expect(await count('maria')).toBe(PATIENTS / 5)
    expect(await count('lustosa')).toBe(Math.floor(PATIENTS / 997))
    expect(await count('antiga')).toBe(Math.floor(1999 / 7))
    expect(await count('xz')).toBe(1)
    expect(await count('%')).toBe(1)
    expect(await count('_')).toBe(1)
    // f_unaccent turns the fullwidth '％' and '＿' into '%' and '_': still the characters, never LIKE's wildcards.
    expect(await count('lustosa')).toBeGreaterThan(0)
    for (const q of ['lust％a', 'lust＿sa', 'lus＿＿sa', 'lust﹪', 'lust＼'])
      expect(await count(q), q).toBe(0)
    expect(await count('100％')).toBe(1)
    expect(await count('feliz＿x')).toBe(1)
    expect(await count('feliz＿＿')).toBe(0)
    expect(await count('zzz')).toBe(0)
    expect((await plainScan({ q: 'ã', limit: PATIENTS })).length).toBe(PATIENTS)
  })

  it('when no name contains the term, the names a letter or two away, closest first', async () => {
    // Names sharing no word with the others, so that every other test's counts stay as they are.
    const add = (names: string[]) =>
      db.execute(
        sql`INSERT INTO patients (name, created_at)
            SELECT n, timestamptz '2019-01-01 00:00:00+00' + i * interval '1 minute'
              FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) WITH ORDINALITY AS t(n, i)`,
      )
    await add(['Bento Gonçalves', 'Davi Gonzalez', 'Enzo Gonçaves'])
    const { list } = patientRepository(db)
    const found = async (q: string) => (await list({ q, limit: 50 })).map((r) => r.name)
    // Gonçalves (one letter away) before Gonçaves (two).
    expect(await found('gonçalvez')).toEqual(['Bento Gonçalves', 'Enzo Gonçaves'])
    expect(await found('GONSALVES')).toContain('Bento Gonçalves')
    expect(await found('goncalvs')).toContain('Bento Gonçalves')
    expect(await found('lustoza')).toHaveLength(Math.floor(PATIENTS / 997))
    // A common name misspelt fills the page with it.
    expect(new Set((await found('conseicao')).map((n) => n.split(' ')[1]))).toEqual(new Set(['Conceição']))
    expect(await found('gonzalex')).toEqual(['Davi Gonzalez'])
    expect(await found('xyzzy')).toEqual([])

    // One row a page: the cursor walks through the near names.
    const walked: Row[] = []
    let cursor: PatientListOptions['cursor']
    for (;;) {
      const rows = await list({ q: 'gonçalvez', limit: 1, cursor })
      walked.push(rows[0]!)
      if (rows.length < 2) break
      cursor = cursorOf(rows[0]!)
    }
    expect(walked.map((r) => r.name)).toEqual(['Bento Gonçalves', 'Enzo Gonçaves'])
    expect(walked.map((r) => r.closeness)).toEqual([0.8, expect.any(Number)])

    // Once a name contains the term, only the names containing it are found.
    await add(['Gonçalvez Lima'])
    expect(await found('gonçalvez')).toEqual(['Gonçalvez Lima'])
  })

  it('lists the names with a word starting with the term first, then the others holding it, each newest first', async () => {
    // Oldest first; words no other test searches for.
    await db.execute(
      sql`INSERT INTO patients (name, created_at)
          SELECT n, timestamptz '2018-01-01 00:00:00+00' + i * interval '1 minute'
            FROM jsonb_array_elements_text(${JSON.stringify([
              'Quixaba Lemos',
              'Bel Quixabeira',
              'Taquixaba Rocha',
            ])}::jsonb) WITH ORDINALITY AS t(n, i)`,
    )
    const { list } = patientRepository(db)
    const tiered = ['Bel Quixabeira', 'Quixaba Lemos', 'Taquixaba Rocha']
    // Through the trigram index, and by strpos for a term of two letters.
    for (const q of ['QUIXAB', 'qu']) {
      expect(
        (await list({ q, limit: 50 })).map((r) => r.name),
        q,
      ).toEqual(tiered)
      const walked: Row[] = []
      let cursor: PatientListOptions['cursor']
      for (;;) {
        const rows = await list({ q, limit: 1, cursor })
        walked.push(rows[0]!)
        if (rows.length < 2) break
        cursor = cursorOf(rows[0]!)
      }
      expect(
        walked.map((r) => r.name),
        q,
      ).toEqual(tiered)
    }
  })
})

describe('searchUsesTrigrams', () => {
  it.each([
    ['mig', true],
    ['ana clara', true],
    ['gonç', true],
    ['100%', true],
    ['50%', false],
    ['jo', false],
    ['a', false],
    ['%', false],
    ['a_b', false],
    ['jo ao', false],
    ['---', false],
  ])('%j: %s', (term, expected) => {
    expect(searchUsesTrigrams(term)).toBe(expected)
  })
})
