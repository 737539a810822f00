// Named statements on PGlite (db/pglite-named.ts): the same results and errors as PGlite's query(), prepared once,
// never run in the middle of a transaction, and only for the texts the app prepares by name.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PGLITE_OPTIONS } from './pglite-start'
import { namedStatements } from './pglite-named'

const SELECT = 'SELECT id, note, made_at FROM items WHERE id = $1'
const INSERT = 'INSERT INTO items (id, note) VALUES ($1, $2) RETURNING id'
const COUNT = 'SELECT count(*)::int AS n FROM items'

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
    const execProtocol = client.execProtocol.bind(client)
    vi.spyOn(client, 'execProtocol').mockImplementation((message, options) => {
      sent.push(String.fromCharCode(message[0]!))
      return execProtocol(message, options)
    })
    query = namedStatements(client, new Set([SELECT, INSERT, COUNT]))
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
})
