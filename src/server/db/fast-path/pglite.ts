// Named statements on PGlite, as PostgreSQL runs them: parsed and described once, then only bound and executed.
// PGlite's own query() parses, describes and plans its statement again on every call. Unnamed ones are parsed and
// described on each call. Either way an Execute's rows are read from PGlite's raw answer here (rowsOf).
import { messages, parse, protocol, type PGlite, type Results } from '@electric-sql/pglite'
import type { Driver } from './run'
import type { Statement } from './statement'

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number]

interface Prepared {
  text: string
  /** The parameters' types, to serialize the values as query() does. */
  paramTypes: number[]
  /** The rows' description (none for a statement that returns no rows). */
  description: Message[]
}

const { serialize } = protocol

const utf8 = new TextDecoder()
const DATA_ROW = 0x44 // 'D'
const COMMAND_COMPLETE = 0x43 // 'C'

/**
 * An Execute's answer when it holds only rows and their command tag, as PGlite's own parser would give them (text
 * fields decoded as UTF-8, NULL as null); null for any other answer (an error, a notice…). PGlite's parser copies
 * every field into an ArrayBuffer of its own before decoding it, a large part of a search's cost (a page of rows);
 * here each field is decoded where it lies.
 */
export function rowsOf(raw: Uint8Array): Message[] | null {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength)
  const found: Message[] = []
  for (let at = 0; at < raw.length;) {
    if (at + 5 > raw.length) return null
    const type = raw[at]
    const length = view.getInt32(at + 1)
    const end = at + 1 + length
    if (length < 4 || end > raw.length) return null
    if (type === DATA_ROW) {
      const fields = new Array<string | null>(view.getInt16(at + 5))
      let p = at + 7
      for (let i = 0; i < fields.length; i++) {
        const size = view.getInt32(p)
        p += 4
        fields[i] = size === -1 ? null : utf8.decode(raw.subarray(p, (p += size)))
      }
      if (p !== end) return null
      found.push(new messages.DataRowMessage(length, fields) as Message)
    } else if (type === COMMAND_COMPLETE) {
      found.push(
        new messages.CommandCompleteMessage(length, utf8.decode(raw.subarray(at + 5, end - 1))) as Message,
      )
    } else return null
    at = end
  }
  return found
}

/**
 * Any answer through PGlite's own parser, as execProtocol() reads it: the messages, or the first error thrown. Unlike
 * execProtocol(), a notice or a notification is only kept among the messages, not handed to PGlite's callbacks: the
 * app sets no onNotice and listens to no channel.
 */
function parsedOf(raw: Uint8Array): Message[] {
  const found: Message[] = []
  let error: Error | undefined
  new protocol.Parser().parse(raw, (message) => {
    if (error) return
    if (message instanceof messages.DatabaseError) error = message
    found.push(message as Message)
  })
  if (error) throw error
  return found
}

/** Runs the named statements as named statements, and the unnamed ones as the unnamed statement. */
export function pgliteDriver(client: PGlite): Driver {
  const prepared = new Map<string, Prepared>()
  const send = async (message: Uint8Array, into?: Message[]) => {
    const answer = (await client.execProtocol(message, { syncToFs: false })).messages
    if (into) for (const m of answer) into.push(m)
    return answer
  }
  /** An Execute, its answer read by rowsOf (or by PGlite's parser when it holds anything but rows). */
  const execute = async (into: Message[]) => {
    const chunks: Uint8Array[] = []
    // Each chunk is a view of PGlite's memory, which its next write reuses.
    const onRawData = (chunk: Uint8Array) => void chunks.push(chunk.slice())
    await client.execProtocolRawStream(serialize.execute({}), { syncToFs: false, onRawData })
    const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
    for (const m of rowsOf(raw) ?? parsedOf(raw)) into.push(m)
  }

  async function prepare(name: string, text: string): Promise<Prepared> {
    const described: Message[] = []
    await send(serialize.parse({ name, text }), described)
    await send(serialize.describe({ type: 'S', name }), described)
    return {
      text,
      paramTypes: parse.parseDescribeStatementResults(described),
      description: described.filter((m) => m.name === 'rowDescription'),
    }
  }

  /**
   * The statement's rows, or undefined when a transaction is open: PGlite's transaction() holds its connection
   * between its queries, and a statement sent now would run inside it. Sync's answer tells ('I': none open).
   */
  async function runStatement(name: string, text: string, params: unknown[]): Promise<unknown[] | undefined> {
    const [ready] = await send(serialize.sync())
    if (!(ready instanceof messages.ReadyForQueryMessage) || ready.status !== 'I') return undefined
    const answer: Message[] = []
    let statement = name ? prepared.get(name) : undefined
    try {
      if (!name) statement = await prepare('', text)
      else if (!statement) {
        statement = await prepare(name, text)
        prepared.set(name, statement)
      } else if (statement.text !== text) throw new Error(`Two statements named ${name}`)
      const { paramTypes } = statement!
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null
        const serializer = client.serializers[paramTypes[i]!]
        return serializer ? serializer(param) : String(param)
      })
      await send(serialize.bind({ statement: name, values }), answer)
      await execute(answer)
    } catch (error) {
      // As query() reports it: the statement's text (its values stay out of logs: logging.ts).
      if (error && typeof error === 'object') (error as { query?: string }).query = text
      throw error
    } finally {
      await send(serialize.sync(), answer)
    }
    await client.syncToFs()
    const [results] = parse.parseResults([...statement!.description, ...answer], client.parsers) as Results[]
    return results!.rows
  }

  return {
    async run<Row>({ name, text }: Statement<Row>, params: unknown[]): Promise<Row[]> {
      const rows = await client.runExclusive(() => runStatement(name ?? '', text, params))
      if (rows) return rows as Row[]
      return (await client.query<Row>(text, params)).rows
    },
  }
}
