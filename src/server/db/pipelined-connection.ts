// One PostgreSQL connection in pipeline mode (db/pipelined-pool.ts routes statements to it): the statements sent in
// one turn of the event loop leave in one write, their answers come back in order, and a lost connection is opened
// again on demand, at most once a second.
import type { Socket } from 'node:net'
import pg from 'pg'

export type QueryConfig = { name?: string; text: string }

// After the connection is lost, the next try to open it again waits at least this long (the pool answers meanwhile).
const RECONNECT_MS = 1000

export class PipelinedConnection {
  private client: pg.Client | null = null
  private opening: Promise<void> | null = null
  private nextTry = 0
  private corked = false
  private ending = false
  private wanted = false
  /** Statements sent over it and not answered yet. */
  pending = 0

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onLost: (error: Error) => void,
  ) {}

  /** Opens the connection, and from then on opens it again (ready) whenever it is lost. */
  open(): Promise<void> {
    this.wanted = true
    if (this.client) return Promise.resolve()
    this.opening ??= this.start().finally(() => (this.opening = null))
    return this.opening
  }

  /**
   * Whether it is open to take a statement. When it is down (lost, or not yet open again), it begins opening it
   * again if it is wanted and the last try was at least RECONNECT_MS ago, and answers false meanwhile.
   */
  ready(): boolean {
    if (this.client) return true
    if (this.wanted && !this.ending && !this.opening && Date.now() >= this.nextTry)
      this.open().catch(() => {})
    return false
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

  /** Sends a statement (only while open: ready). */
  query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = this.client!
    this.holdWrites(client)
    this.pending++
    return client.query(config, values).finally(() => this.pending--)
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

  async end() {
    this.ending = true
    await this.opening?.catch(() => {})
    await this.client?.end()
    this.client = null
  }
}
