// PostgreSQL's client as Drizzle sees it: the connection pool, except for two kinds of statement, which go over
// connections in pipeline mode (db/pipelined-connection.ts):
// - the point reads of hot routes (named with `pipelined` in db/prepared.ts, such as a patient by id): over one
//   connection;
// - the name search's statements (`unnamedSql(…, 'lanes')`): over SEARCH_LANES connections, each search on the one
//   with the fewest statements in flight.
//
// Why: on a loaded server each query costs a write to its connection and a read of its answer, and on a virtual
// machine those system calls (and the wake-ups they cause in PostgreSQL) cost more than a point read itself. Sent
// over a pipelined connection, the reads that arrive in the same turn of the event loop leave in one write, their
// answers mostly come back in one read, and PostgreSQL runs them back to back without sleeping in between: GET
// patient went from 0.79x to about 1.1x of the raw driver on the 2-core benchmark machine, and search (about 1 ms of
// PostgreSQL each, measured after GET patient as in the full run) from about 0.80x to 0.88x. A pipelined connection
// runs its statements one after the other, so only short ones belong there: the point reads on a connection of their
// own, where no search holds them up, and the searches on lanes enough to keep PostgreSQL's cores busy. GET
// evaluation (about 0.1 ms of PostgreSQL and 30 KB of JSON each) is a point read too: measured no faster there on a
// machine three times slower, but on a faster one, where its answers come at 5,000 a second, 4,650-5,410 req/s on the
// pool against 5,150-5,760 over the connection (six loads of 3 s each). Transactions and every other statement use
// the pool, and so does any statement whose connection is down, until it is opened again.
import type pg from 'pg'
import { PipelinedConnection, type QueryConfig } from './pipelined-connection'

/**
 * The connections the searches share. Two (one per core of the 2-core machine the app is measured on) kept the rate,
 * but at 10 clients queued about five searches on each: search p95 after GET patient, as in the full run, 3 pairs
 * each, 15.6-16.4 ms with two lanes against 13.1-14.2 ms with four, at the same rate (the raw driver's pool of 10:
 * 9.9-15.4 ms). On the clinic network's 1,000,000 patients, where a search takes several milliseconds, two lanes
 * did better: p95 23.6 ms (raw driver 29.2) in the run before, 31.4 ms (raw driver 32.3) with four. Both are well
 * within that target (< 50 ms); four leave more room under the tighter one (< 20 ms at 100,000 patients).
 */
export const SEARCH_LANES = 4

/** Which statements leave the pool: point reads by their name, searches by their text. */
export interface PipelinedRoutes {
  names: ReadonlySet<string>
  texts: ReadonlySet<string>
}

export class PipelinedPool {
  private readonly point: PipelinedConnection
  private readonly lanes: PipelinedConnection[]

  constructor(
    private readonly pool: pg.Pool,
    private readonly routes: PipelinedRoutes,
    config: pg.ClientConfig,
    onLost: (error: Error) => void,
    lanes = SEARCH_LANES,
  ) {
    this.point = new PipelinedConnection(config, onLost)
    this.lanes = Array.from({ length: lanes }, () => new PipelinedConnection(config, onLost))
  }

  /**
   * Opens the pipelined connections, and from then on opens each again whenever it is lost. Until one is open (and
   * while it is lost) the pool runs its statements.
   */
  async open(): Promise<void> {
    await Promise.all([this.point, ...this.lanes].map((connection) => connection.open()))
  }

  /**
   * A listed statement over its pipelined connection; any other, or one whose connection is down, on the pool. A
   * connection found down is opened again when due, by the next statement meant for it.
   */
  query(config: QueryConfig | string, values?: unknown[]) {
    if (typeof config === 'string') return this.pool.query(config, values)
    // The driver copies a query's configuration for every call, each own property through its descriptor (about 2 µs
    // a statement in isolation, more on a loaded server); an object that only inherits Drizzle's has none to copy.
    const inheriting = Object.create(config) as QueryConfig
    const connection = config.name
      ? this.routes.names.has(config.name) && this.point.ready() && this.point
      : this.routes.texts.has(config.text) && this.leastBusyLane()
    return connection ? connection.query(inheriting, values) : this.pool.query(inheriting, values)
  }

  /** The open lane with the fewest statements in flight (the first of equals), if one is open. */
  private leastBusyLane(): PipelinedConnection | undefined {
    let best: PipelinedConnection | undefined
    for (const lane of this.lanes) if (lane.ready() && (!best || lane.pending < best.pending)) best = lane
    return best
  }

  /** A connection of the pool's own, for a transaction (Drizzle) or a batch of statements (the seed). */
  connect() {
    return this.pool.connect()
  }

  async end() {
    await Promise.all([this.point.end(), ...this.lanes.map((lane) => lane.end()), this.pool.end()])
  }
}
