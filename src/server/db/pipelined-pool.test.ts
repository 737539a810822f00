import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import pg from 'pg'
import { PipelinedPool } from './pipelined-pool'

const url = process.env.TEST_DATABASE_URL
const backend = { name: 'test_backend', text: 'SELECT pg_backend_pid() AS pid, $1::int AS n' }
const divide = { name: 'test_divide', text: 'SELECT 10 / $1::int AS q' }
const unlisted = { name: 'test_unlisted', text: 'SELECT pg_backend_pid() AS pid' }
// An unnamed statement listed by its text (a search), with a sleep to keep it in flight.
const laned = { text: 'SELECT pg_backend_pid() AS pid, $1::int AS n, pg_sleep($2::float) IS NULL AS slept' }
const routes = { names: new Set([backend.name, divide.name]), texts: new Set([laned.text]) }

type Row = { pid: number; n: number }
const rowsOf = async (result: Promise<pg.QueryResult>) => (await result).rows as Row[]

describe.runIf(url)('PipelinedPool (PostgreSQL)', () => {
  let pool: pg.Pool
  let client: PipelinedPool
  let lost: Error[]

  beforeEach(async () => {
    pool = new pg.Pool({ connectionString: url, max: 3 })
    lost = []
    // Two lanes (not SEARCH_LANES): with one lost, two searches in flight together can only find the other one and
    // the lane opened again.
    client = new PipelinedPool(pool, routes, { connectionString: url }, (e) => lost.push(e), 2)
    await client.open()
  })
  afterEach(() => client.end())

  const pidsOf = async (n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => rowsOf(client.query(backend, [i]))))

  it('runs the listed statements over one connection, each with its own answer, and the others on the pool', async () => {
    const answers = await pidsOf(20)
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i))
    const pids = new Set(answers.map(([row]) => row!.pid))
    expect(pids.size).toBe(1)
    const [other] = await rowsOf(client.query(unlisted))
    expect(pids.has(other!.pid)).toBe(false)
  })

  it('runs the listed searches over lanes of their own, each on the one with the fewest in flight', async () => {
    const search = (n: number, sleep = 0) => rowsOf(client.query(laned, [n, sleep]))
    const [point] = (await pidsOf(1))[0]!
    const [pooled] = await rowsOf(client.query(unlisted))
    // One at a time: always the first lane.
    const one = new Set<number>()
    for (let i = 0; i < 3; i++) one.add((await search(i))[0]!.pid)
    expect(one.size).toBe(1)
    // A long search in flight on one lane: the next one takes the other, and is answered first.
    let longDone = false
    const long = search(100, 0.5).then((rows) => ((longDone = true), rows))
    const [quick] = await search(1)
    expect(longDone).toBe(false)
    const [slow] = await long
    expect(slow!.n).toBe(100)
    expect(quick!.pid).not.toBe(slow!.pid)
    expect(one.has(slow!.pid) || one.has(quick!.pid)).toBe(true)
    expect([point!.pid, pooled!.pid]).not.toContain(slow!.pid)
    expect([point!.pid, pooled!.pid]).not.toContain(quick!.pid)
  })

  it('answers the searches while a lane is lost, then opens it again', async () => {
    const search = async (n: number) => (await rowsOf(client.query(laned, [n, 0])))[0]!
    const first = await search(1)
    await pool.query('SELECT pg_terminate_backend($1)', [first.pid])
    await expect.poll(() => lost.length).toBe(1)
    const during = await Promise.all([1, 2, 3].map(search))
    expect(during.map((row) => row.n)).toEqual([1, 2, 3])
    expect(during.map((row) => row.pid)).not.toContain(first.pid)
    // A second later the lane is opened again: two searches in flight together take two new lanes.
    await expect
      .poll(
        async () => {
          const pids = new Set((await Promise.all([search(4), search(5)])).map((row) => row.pid))
          return pids.size === 2 && !pids.has(first.pid)
        },
        { timeout: 5000, interval: 200 },
      )
      .toBe(true)
  })

  it('fails a failing statement alone, not those sent with it', async () => {
    const results = await Promise.allSettled([
      client.query(divide, [2]),
      client.query(divide, [0]),
      client.query(divide, [5]),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ message: 'division by zero' })
    const [first, , last] = results as PromiseFulfilledResult<pg.QueryResult>[]
    expect([first!.value.rows[0].q, last!.value.rows[0].q]).toEqual([5, 2])
  })

  it('answers on the pool while its connection is lost, then opens it again', async () => {
    const [before] = (await pidsOf(1))[0]!
    await pool.query('SELECT pg_terminate_backend($1)', [before!.pid])
    await expect.poll(() => lost.length).toBe(1)
    // The pool answers meanwhile: every statement still gets its answer.
    const during = await pidsOf(5)
    expect(during.map(([row]) => row!.n)).toEqual([0, 1, 2, 3, 4])
    // A second later a new pipelined connection is opened, and the listed statements go over it again.
    await expect
      .poll(
        async () => {
          const pids = new Set((await pidsOf(5)).map(([row]) => row!.pid))
          const [other] = await rowsOf(client.query(unlisted))
          return pids.size === 1 && !pids.has(before!.pid) && !pids.has(other!.pid)
        },
        { timeout: 5000, interval: 200 },
      )
      .toBe(true)
  })

  it('opens its connections once however often it is asked, after statements ran on the pool; end() closes them', async () => {
    const name = 'pipelined_pool_test'
    const counted = async () =>
      (
        await pool.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [
          name,
        ])
      ).rows[0].n as number
    const other = new PipelinedPool(
      new pg.Pool({ connectionString: url, max: 2 }),
      { names: new Set([backend.name]), texts: new Set() },
      { connectionString: url, application_name: name },
      (e) => lost.push(e),
      1,
    )
    // Before open(), even the listed statements run on the pool, and open no connection of their own.
    await Promise.all([other.query(backend, [1]), other.query(backend, [2])])
    expect(await counted()).toBe(0)
    await Promise.all([other.open(), other.open()])
    await other.open()
    // The point reads' connection and one search lane.
    expect(await counted()).toBe(2)
    await other.end()
    await expect.poll(counted).toBe(0)
  })
})
