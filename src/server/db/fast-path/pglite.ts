// Named statements on PGlite, as PostgreSQL runs them: parsed and described once, then only bound and executed.
// PGlite's own query() parses, describes and plans its statement again on every call.
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

/** Runs the named statements as named statements, and the unnamed ones with PGlite's query(). */
export function pgliteDriver(client: PGlite): Driver {
  const prepared = new Map<string, Prepared>()
  const send = async (message: Uint8Array, into?: Message[]) => {
    const answer = (await client.execProtocol(message, { syncToFs: false })).messages
    if (into) for (const m of answer) into.push(m)
    return answer
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
  async function runNamed(name: string, text: string, params: unknown[]): Promise<unknown[] | undefined> {
    const [ready] = await send(serialize.sync())
    if (!(ready instanceof messages.ReadyForQueryMessage) || ready.status !== 'I') return undefined
    const answer: Message[] = []
    let statement = prepared.get(name)
    try {
      if (!statement) {
        statement = await prepare(name, text)
        prepared.set(name, statement)
      } else if (statement.text !== text) throw new Error(`Two statements named ${name}`)
      const { paramTypes } = statement
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null
        const serializer = client.serializers[paramTypes[i]!]
        return serializer ? serializer(param) : String(param)
      })
      await send(serialize.bind({ statement: name, values }), answer)
      await send(serialize.execute({}), answer)
    } catch (error) {
      // As query() reports it: the statement's text (its values stay out of logs: logging.ts).
      if (error && typeof error === 'object') (error as { query?: string }).query = text
      throw error
    } finally {
      await send(serialize.sync(), answer)
    }
    await client.syncToFs()
    const [results] = parse.parseResults([...statement.description, ...answer], client.parsers) as Results[]
    return results!.rows
  }

  return {
    async run<Row>({ name, text }: Statement<Row>, params: unknown[]): Promise<Row[]> {
      if (name) {
        const rows = await client.runExclusive(() => runNamed(name, text, params))
        if (rows) return rows as Row[]
      }
      return (await client.query<Row>(text, params)).rows
    },
  }
}
