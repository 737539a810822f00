// Named statements on PGlite (fast-path/pglite.ts): the same rows and errors as PGlite's query(), prepared once,
// never run in the middle of a transaction; unnamed ones parsed on every call; rows read as PGlite's parser does.
import { PGlite, protocol } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PGLITE_OPTIONS } from '../pglite-start'
import { pgliteDriver, rowsOf } from './pglite'
import type { Driver } from './run'
import type { Statement } from './statement'

const statement = (name: string | undefined, text: string): Statement<never> => ({
  name,
  text,
  params: [],
  pieces: [],
})
const SELECT = statement('t_select', 'SELECT id, note, made_at FROM items WHERE id = $1')
const INSERT = statement('t_insert', 'INSERT INTO items (id, note) VALUES ($1, $2) RETURNING id')
const COUNT = statement('t_count', 'SELECT count(*)::int AS n FROM items')
const NOISY = statement('t_noisy', 'SELECT noisy($1::int) AS v')
const DIVIDE = statement('t_divide', 'SELECT 10 / $1::int AS q')
const SEARCH = statement(
  undefined,
  "SELECT id, note FROM items WHERE note LIKE '%' || $1 || '%' ORDER BY note",
)

describe('named statements on PGlite', () => {
  let client: PGlite
  let driver: Driver
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
    driver = pgliteDriver(client)
  })
  afterAll(() => client?.close())

  it('gives the rows query() gives', async () => {
    const id = crypto.randomUUID()
    await driver.run(INSERT, [id, 'ação, "aspas"\tcom tab'])
    expect(await driver.run(SELECT, [id])).toEqual((await client.query(SELECT.text, [id])).rows)
    expect(await driver.run(SELECT, [crypto.randomUUID()])).toEqual([])
  })

  it('parses a statement once, then only binds and executes it', async () => {
    await driver.run(COUNT, [])
    sent.length = 0
    await driver.run(COUNT, [])
    await driver.run(COUNT, [])
    expect(sent).toEqual(['S', 'B', 'E', 'S', 'S', 'B', 'E', 'S'])
  })

  it('answers with PostgreSQL errors as query() does, and goes on working after one', async () => {
    const id = crypto.randomUUID()
    await driver.run(INSERT, [id, 'primeiro'])
    const duplicate = await driver.run(INSERT, [id, 'segundo']).catch((error: unknown) => error)
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'items_pkey', query: INSERT.text })
    const badId = await driver.run(SELECT, ['não é um uuid']).catch((error: unknown) => error)
    expect(badId).toMatchObject({ code: '22P02' })
    // An error raised while the rows are made (Execute), as query() throws it.
    const divided = await driver.run(DIVIDE, [0]).catch((caught: unknown) => caught)
    const plain = await client.query(DIVIDE.text, [0]).catch((caught: unknown) => caught)
    expect(divided).toMatchObject({ code: '22012', message: (plain as Error).message, query: DIVIDE.text })
    expect(await driver.run(DIVIDE, [5])).toEqual([{ q: 2 }])
    expect(await driver.run(SELECT, [id])).toMatchObject([{ note: 'primeiro' }])
  })

  it('refuses a second text under a name already prepared', async () => {
    await expect(driver.run(statement('t_count', 'SELECT 1'), [])).rejects.toThrow(/t_count/)
  })

  it('waits for a transaction under way instead of running inside it', async () => {
    const id = crypto.randomUUID()
    let counted: Promise<{ n: number }[]> | undefined
    await client
      .transaction(async (tx) => {
        await tx.query(INSERT.text, [id, 'desfeito'])
        counted = driver.run(COUNT, [])
        await new Promise((resolve) => setTimeout(resolve, 50))
        await tx.rollback()
      })
      .catch(() => {})
    const before = (await client.query<{ n: number }>(COUNT.text)).rows[0]!.n
    expect((await counted!)[0]!.n).toBe(before)
    expect(await driver.run(SELECT, [id])).toEqual([])
  })

  it('runs an unnamed statement as the unnamed statement on every call, with the rows and errors query() gives', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID()]
    await driver.run(INSERT, [ids[0], 'busca: Conceição'])
    await driver.run(INSERT, [ids[1], null])
    expect(await driver.run(SEARCH, ['Concei'])).toEqual((await client.query(SEARCH.text, ['Concei'])).rows)
    expect(await driver.run(SEARCH, ['Concei'])).toEqual([{ id: ids[0], note: 'busca: Conceição' }])
    sent.length = 0
    await driver.run(SEARCH, ['nada'])
    expect(sent).toEqual(['S', 'P', 'D', 'B', 'E', 'S'])
    const unnamedDivide = statement(undefined, DIVIDE.text)
    const error = await driver.run(unnamedDivide, [0]).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: '22012', query: DIVIDE.text })
    expect(await driver.run(unnamedDivide, [5])).toEqual([{ q: 2 }])
  })

  it('reads an answer holding a notice', async () => {
    expect(await driver.run(NOISY, [7])).toEqual([{ v: 7 }])
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
