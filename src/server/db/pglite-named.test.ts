// Named and unnamed statements on PGlite (db/pglite-named.ts): the same results and errors as PGlite's query(), named
// ones prepared once, never run in the middle of a transaction, and only for the texts the app prepares.
import { PGlite, protocol } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PGLITE_OPTIONS } from './pglite-start'
import { namedStatements, rowsOf } from './pglite-named'

const SELECT = 'SELECT id, note, made_at FROM items WHERE id = $1'
const INSERT = 'INSERT INTO items (id, note) VALUES ($1, $2) RETURNING id'
const COUNT = 'SELECT count(*)::int AS n FROM items'
const SEARCH = "SELECT id, note FROM items WHERE note LIKE '%' || $1 || '%' ORDER BY note"
const NOISY = 'SELECT noisy($1::int) AS v'
const DIVIDE = 'SELECT 10 / $1::int AS q'

describe('named statements on PGlite', () => {
  let client: PGlite
  let query: ReturnType<typeof namedStatements>
  /** The protocol messages sent, by their first byte ('P' parse, 'B' bind…). */
  const sent: string[] = []

  beforeAll(async () => {
    client = await PGlite.create(PGLITE_OPTIONS)
    await client.exec(
      `CREATE TABLE items (id uuid PRIMARY KEY, note text, made_at timestamptz DEFAULT now())`,
    )
    await client.exec(
      `CREATE FUNCTION noisy(x int) RETURNS int AS $$ BEGIN RAISE NOTICE 'aviso %', x; RETURN x; END $$ LANGUAGE plpgsql`,
    )
    const execProtocol = client.execProtocol.bind(client)
    vi.spyOn(client, 'execProtocol').mockImplementation((message, options) => {
      sent.push(String.fromCharCode(message[0]!))
      return execProtocol(message, options)
    })
    const execProtocolRawStream = client.execProtocolRawStream.bind(client)
    vi.spyOn(client, 'execProtocolRawStream').mockImplementation((message, options) => {
      sent.push(String.fromCharCode(message[0]!))
      return execProtocolRawStream(message, options)
    })
    query = namedStatements(client, new Set([SELECT, INSERT, COUNT, NOISY]), new Set([SEARCH, DIVIDE]))
  })
  afterAll(() => client?.close())

  it('gives the rows query() gives, as objects and as arrays', async () => {
    const id = crypto.randomUUID()
    await query(INSERT, [id, 'ação, "aspas"\tcom tab'])
    for (const rowMode of ['object', 'array'] as const) {
      const named = await query(SELECT, [id], { rowMode })
      const plain = await client.query(SELECT, [id], { rowMode })
      expect(named.rows).toEqual(plain.rows)
      expect(named.fields).toEqual(plain.fields)
    }
    expect((await query(SELECT, [crypto.randomUUID()])).rows).toEqual([])
  })

  it('parses a statement once, then only binds and executes it', async () => {
    await query(COUNT)
    sent.length = 0
    await query(COUNT)
    await query(COUNT)
    expect(sent).toEqual(['B', 'E', 'S', 'B', 'E', 'S'])
  })

  it('answers with PostgreSQL errors as query() does, and goes on working after one', async () => {
    const id = crypto.randomUUID()
    await query(INSERT, [id, 'primeiro'])
    const duplicate = await query(INSERT, [id, 'segundo']).catch((error: unknown) => error)
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'items_pkey', query: INSERT })
    const badId = await query(SELECT, ['não é um uuid']).catch((error: unknown) => error)
    expect(badId).toMatchObject({ code: '22P02' })
    expect((await query(SELECT, [id])).rows).toMatchObject([{ note: 'primeiro' }])
  })

  it('waits for a transaction under way instead of running inside it', async () => {
    const id = crypto.randomUUID()
    let counted: Promise<unknown> | undefined
    await client
      .transaction(async (tx) => {
        await tx.query(INSERT, [id, 'desfeito'])
        counted = query(COUNT)
        await new Promise((resolve) => setTimeout(resolve, 50))
        await tx.rollback()
      })
      .catch(() => {})
    const before = (await client.query<{ n: number }>(COUNT)).rows[0]!.n
    expect(((await counted) as { rows: { n: number }[] }).rows[0]!.n).toBe(before)
    expect((await query(SELECT, [id])).rows).toEqual([])
  })

  it('runs any other text, and a query that brings a file, with query()', async () => {
    const plain = vi.spyOn(client, 'query')
    try {
      await query('SELECT 1 AS one')
      await query(COUNT, [], { blob: new Blob(['']) })
      expect(plain).toHaveBeenCalledTimes(2)
      await query(COUNT)
      expect(plain).toHaveBeenCalledTimes(2)
    } finally {
      plain.mockRestore()
    }
  })

  it('runs an unnamed text as the unnamed statement on every call, with the rows and errors query() gives', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID()]
    await query(INSERT, [ids[0], 'busca: Conceição'])
    await query(INSERT, [ids[1], null])
    for (const rowMode of ['object', 'array'] as const) {
      const unnamed = await query(SEARCH, ['Concei'], { rowMode })
      expect(unnamed.rows).toEqual((await client.query(SEARCH, ['Concei'], { rowMode })).rows)
      expect(unnamed.fields).toEqual((await client.query(SEARCH, ['Concei'])).fields)
    }
    expect((await query(SEARCH, ['Concei'])).rows).toEqual([{ id: ids[0], note: 'busca: Conceição' }])
    sent.length = 0
    await query(SEARCH, ['nada'])
    expect(sent).toEqual(['P', 'D', 'B', 'E', 'S'])
    // An error raised while the rows are made (Execute): PGlite's error, as query() throws it.
    const error = await query(DIVIDE, [0]).catch((caught: unknown) => caught)
    const plain = await client.query(DIVIDE, [0]).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: '22012', message: (plain as Error).message, query: DIVIDE })
    expect((await query(DIVIDE, [5])).rows).toEqual([{ q: 2 }])
    expect((await query(SEARCH, ['busca'])).rows).toHaveLength(1)
  })

  it('reads an answer holding a notice with PGlite’s own parser', async () => {
    expect((await query(NOISY, [7])).rows).toEqual([{ v: 7 }])
    expect((await client.query(NOISY, [7])).rows).toEqual([{ v: 7 }])
  })

  it("reads rows exactly as PGlite's parser does: NULL, empty, accented and multi-byte text", async () => {
    const text = `SELECT * FROM (VALUES ('ação', NULL, ''), ('🧒 criança', 'x', 'aspas "e" \\ barra')) AS t(a, b, c)`
    await client.execProtocol(protocol.serialize.parse({ text }), { syncToFs: false })
    await client.execProtocol(protocol.serialize.bind({}), { syncToFs: false })
    const raw = await client.execProtocolRaw(protocol.serialize.execute({}), { syncToFs: false })
    await client.execProtocol(protocol.serialize.sync(), { syncToFs: false })
    const parsed: unknown[] = []
    new protocol.Parser().parse(raw, (message) => parsed.push(message))
    expect(parsed.map((m) => (m as { name: string }).name)).toEqual(['dataRow', 'dataRow', 'commandComplete'])
    expect(rowsOf(raw)).toEqual(parsed)
    // Anything else (here a row description before the rows) is left to PGlite's parser.
    expect(rowsOf(Uint8Array.of(0x54, 0, 0, 0, 6, 0, 0, ...raw))).toBeNull()
    expect(rowsOf(raw.subarray(0, raw.length - 1))).toBeNull()
  })
})
