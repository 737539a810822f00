// Named prepared statements on PGlite, for the statements the app prepares by name (db/prepared.ts), as PostgreSQL
// runs them: parsed and described once, then only bound and executed. PGlite's own query() parses, describes and
// plans its statement again on every call; for the patient read that was about three quarters of its cost
// (320 -> 85 µs per call, a throwaway copy of the benchmark's data), for a login's throttling statement 550 -> 135.
// The unnamed statements the app runs often (the name search) take the same path, parsed and described on each call.
// Either way an Execute's rows are read from PGlite's raw answer here (rowsOf).
import { messages, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number]

interface Statement {
  name: string
  /** The parameters' types, to serialize the values as query() does. */
  paramTypes: number[]
  /** The rows' description (none for a statement that returns no rows). */
  description: Message[]
}

// Statements named at most: the app prepares a few dozen; a text seen beyond this runs as a plain query.
const MAX_STATEMENTS = 200

const utf8 = new TextDecoder()
const DATA_ROW = 0x44 // 'D'
const COMMAND_COMPLETE = 0x43 // 'C'

/**
 * An Execute's answer when it holds only rows and their command tag, as PGlite's own parser would give them (text
 * fields decoded as UTF-8, NULL as null); null for any other answer (an error, a notice…). PGlite's parser copies
 * every field into an ArrayBuffer of its own before decoding it: for a search's 51 rows of 7 columns that was about
 * a tenth of the server's time. Here each field is decoded where it lies.
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

/**
 * A `query` that runs each text in `named` as a named statement of its own (prepared on its first call), each text in
 * `unnamed` as the unnamed statement (parsed and described again on every call, so planned with its values), and any
 * other text, or a query that brings a file (COPY), with PGlite's own query(). Like query(), it waits for any
 * transaction under way and for the query before it, and its results and errors have the same shape.
 */
export function namedStatements(
  client: PGlite,
  named: ReadonlySet<string>,
  unnamed: ReadonlySet<string> = new Set(),
) {
  const { serialize } = protocol
  const statements = new Map<string, Statement>()
  let made = 0
  const run = async (message: Uint8Array, into: Message[]) => {
    const { messages: answer } = await client.execProtocol(message, { syncToFs: false })
    for (const m of answer) into.push(m)
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

  async function prepare(name: string, text: string, options?: QueryOptions): Promise<Statement> {
    const described: Message[] = []
    await run(serialize.parse({ name, text, types: options?.paramTypes }), described)
    await run(serialize.describe({ type: 'S', name }), described)
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      description: described.filter((m) => m.name === 'rowDescription'),
    }
  }

  async function runStatement<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    statementOf: () => Promise<Statement>,
  ): Promise<Results<T>> {
    const answer: Message[] = []
    let statement: Statement | undefined
    try {
      statement = await statementOf()
      const { paramTypes } = statement
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null
        const serializer = client.serializers[paramTypes[i]!]
        return serializer ? serializer(param) : String(param)
      })
      await run(serialize.bind({ statement: statement.name, values }), answer)
      await execute(answer)
    } catch (error) {
      // As query() reports it: the statement's text (its values stay out of logs: logging.ts).
      if (error && typeof error === 'object') (error as { query?: string }).query = text
      throw error
    } finally {
      await run(serialize.sync(), answer)
    }
    await client.syncToFs()
    return parse.parseResults([...statement.description, ...answer], client.parsers, options)[0] as Results<T>
  }

  const namedStatement = async (text: string, options?: QueryOptions) => {
    let statement = statements.get(text)
    if (!statement) {
      statement = await prepare(`app_${++made}`, text, options)
      statements.set(text, statement)
    }
    return statement
  }
  const exclusive = <T>(work: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(work))

  return <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob) return client.query<T>(text, params, options)
    if (unnamed.has(text))
      return exclusive(() => runStatement<T>(text, params, options, () => prepare('', text, options)))
    if (!named.has(text) || (!statements.has(text) && statements.size >= MAX_STATEMENTS))
      return client.query<T>(text, params, options)
    return exclusive(() => runStatement<T>(text, params, options, () => namedStatement(text, options)))
  }
}
