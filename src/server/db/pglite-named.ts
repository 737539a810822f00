// Named prepared statements on PGlite, for the statements the app prepares by name (db/prepared.ts), as PostgreSQL
// runs them: parsed and described once, then only bound and executed. PGlite's own query() parses, describes and
// plans its statement again on every call; for the patient read that was about three quarters of its cost
// (320 -> 85 µs per call, a throwaway copy of the benchmark's data), for a login's throttling statement 550 -> 135.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

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

/**
 * A `query` that runs each text in `named` as a named statement of its own (prepared on its first call), and any
 * other text, or a query that brings a file (COPY), with PGlite's own query(). Like query(), it waits for any
 * transaction under way and for the query before it, and its results and errors have the same shape.
 */
export function namedStatements(client: PGlite, named: ReadonlySet<string>) {
  const { serialize } = protocol
  const statements = new Map<string, Statement>()
  let made = 0
  const run = async (message: Uint8Array, into: Message[]) => {
    const { messages } = await client.execProtocol(message, { syncToFs: false })
    for (const m of messages) into.push(m)
  }

  async function prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const name = `app_${++made}`
    const described: Message[] = []
    await run(serialize.parse({ name, text, types: options?.paramTypes }), described)
    await run(serialize.describe({ type: 'S', name }), described)
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      description: described.filter((m) => m.name === 'rowDescription'),
    }
  }

  async function runNamed<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const messages: Message[] = []
    let statement = statements.get(text)
    try {
      if (!statement) {
        statement = await prepare(text, options)
        statements.set(text, statement)
      }
      const { paramTypes } = statement
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null
        const serializer = client.serializers[paramTypes[i]!]
        return serializer ? serializer(param) : String(param)
      })
      await run(serialize.bind({ statement: statement.name, values }), messages)
      await run(serialize.execute({}), messages)
    } catch (error) {
      // As query() reports it: the statement's text (its values stay out of logs: logging.ts).
      if (error && typeof error === 'object') (error as { query?: string }).query = text
      throw error
    } finally {
      await run(serialize.sync(), messages)
    }
    await client.syncToFs()
    return parse.parseResults(
      [...statement!.description, ...messages],
      client.parsers,
      options,
    )[0] as Results<T>
  }

  return <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const prepared = statements.has(text)
    if (options?.blob || !named.has(text) || (!prepared && statements.size >= MAX_STATEMENTS))
      return client.query<T>(text, params, options)
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => runNamed<T>(text, params, options)),
    )
  }
}
