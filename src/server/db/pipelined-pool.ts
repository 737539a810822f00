// PostgreSQL's client as Drizzle sees it: the connection pool, except that the statements named in `pipelined`
// (db/prepared.ts: the point reads of hot routes, such as a patient by id) go over one pipelined connection.
//
// Why: on a loaded server each query costs a write to its connection and a read of its answer, and on a virtual
// machine those system calls (and the wake-ups they cause in PostgreSQL) cost more than the query itself. Sent
// over one connection in pipeline mode, the reads that arrive in the same turn of the event loop leave in one write,
// and their answers mostly come back in one read: GET patient went from 0.79x to about 1.1x of the raw driver on
// the 2-core benchmark machine. Only short statements belong there: the connection runs its statements one after
// the other, so a slow one would hold up those behind it (GET evaluation, 30 KB of JSON, stays on the pool).
import type { Socket } from 'node:net'
import pg from 'pg'

type QueryConfig = { name?: string; text: string }

// After the pipelined connection is lost, the next try to open it again waits at least this long (the pool
// answers meanwhile).
const RECONNECT_MS = 1000

export class PipelinedPool {
  private client: pg.Client | null = null
  private opening: Promise<void> | null = null
  private nextTry = 0
  private corked = false
  private ending = false
  private wanted = false

  constructor(
    private readonly pool: pg.Pool,
    private readonly pipelined: ReadonlySet<string>,
    private readonly config: pg.ClientConfig,
    private readonly onLost: (error: Error) => void,
  ) {}

  /**
   * Opens the pipelined connection, and from then on opens it again whenever it is lost. Until it is open (and
   * while it is lost) the pool runs every statement.
   */
  open(): Promise<void> {
    this.wanted = true
    if (this.client) return Promise.resolve()
    this.opening ??= this.start().finally(() => (this.opening = null))
    return this.opening
  }

  private async start() {
    const client = new pg.Client({ ...this.config, pipeline: true } as pg.ClientConfig)
    const lost = (error?: Error) => {
      if (this.client !== client) return
      this.client = null
      this.nextTry = Date.now() + RECONNECT_MS
      if (!this.ending) this.onLost(error ?? new Error('connection ended'))
    }
    client.on('error', lost)
    client.on('end', () => lost())
    try {
      await client.connect()
    } catch (error) {
      this.nextTry = Date.now() + RECONNECT_MS
      throw error
    }
    if (this.ending) await client.end()
    else this.client = client
  }

  /** A statement named in `pipelined` over the pipelined connection, any other (or all, while it is down) on the pool. */
  query(config: QueryConfig | string, values?: unknown[]) {
    const client = this.client
    if (typeof config === 'string') return this.onPool(config, values)
    // The driver copies a query's configuration for every call, each own property through its descriptor (about 2 µs
    // a statement in isolation, more on a loaded server); an object that only inherits Drizzle's has none to copy.
    const inheriting = Object.create(config) as QueryConfig
    if (!client || !config.name || !this.pipelined.has(config.name)) return this.onPool(inheriting, values)
    this.holdWrites(client)
    return client.query(inheriting, values)
  }

  /** On the pool, opening the pipelined connection again if it is down and may be tried. */
  private onPool(config: QueryConfig | string, values?: unknown[]) {
    if (!this.client && this.wanted && !this.ending && !this.opening && Date.now() >= this.nextTry)
      this.open().catch(() => {})
    return this.pool.query(config as string, values)
  }

  /**
   * The statements sent in this turn of the event loop leave together: the connection's socket is corked until the
   * turn's I/O callbacks are done (setImmediate), then written in one go.
   */
  private holdWrites(client: pg.Client) {
    if (this.corked) return
    const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream
    socket.cork()
    this.corked = true
    setImmediate(() => {
      this.corked = false
      socket.uncork()
    })
  }

  /** A connection of the pool's own, for a transaction (Drizzle) or a batch of statements (the seed). */
  connect() {
    return this.pool.connect()
  }

  async end() {
    this.ending = true
    await this.opening?.catch(() => {})
    await Promise.all([this.client?.end(), this.pool.end()])
    this.client = null
  }
}
