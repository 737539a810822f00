// Throttling counters, kept in the database: a restart does not clear them, nothing evicts them, and each change is
// one atomic statement, so parallel requests cannot slip past a check. The statements every login runs are built
// once (db/fast-path).
import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { namedStatement, run } from '../db/fast-path'
import { authThrottle } from '../db/schema'

const value = (name: string) => sql.placeholder(name)
const windowOverOf = (window: string) =>
  sql`auth_throttle.window_start < now() - make_interval(secs => ${value(window)})`
// A counter met again: one more in its window (of `window` seconds, a placeholder's name), or the first of a new
// window once that one is over.
const nextCountOf = (window: string) =>
  sql`CASE WHEN ${windowOverOf(window)} THEN 1 ELSE auth_throttle.count + 1 END`
const nextWindowStartOf = (window: string) =>
  sql`CASE WHEN ${windowOverOf(window)} THEN now() ELSE auth_throttle.window_start END`
const nextCount = nextCountOf('windowSeconds')
const nextWindowStart = nextWindowStartOf('windowSeconds')

/**
 * The counter's commit returns without waiting for the write-ahead log to reach the disk (PostgreSQL's
 * synchronous_commit, for that statement's transaction only). Every attempt of a network updates the same row
 * (`net:…`), and each held that row's lock until its commit was flushed: the attempts of one network went through the
 * disk's flushes one at a time, which held back the second login step on PostgreSQL. An answer is no less durable for it: a login or code step writes its session, its challenge or its audit entry after its count,
 * and that commit's flush takes the log, count included, to the disk before the answer. Only a count that no write
 * of its request follows (an attempt refused) is lost if PostgreSQL itself stops within the log writer's delay (a
 * fraction of a second).
 */
const unflushed = sql`set_config('synchronous_commit', 'off', true)`

// One more event under the counter `key` (a placeholder's name) in windows of `window` seconds.
const countStatement = (key: string, window: string) => sql`
    INSERT INTO auth_throttle (key, count) VALUES (${value(key)}, 1)
    ON CONFLICT (key) DO UPDATE SET count = ${nextCountOf(window)}, window_start = ${nextWindowStartOf(window)}
    RETURNING count, ${unflushed} AS unflushed`
const countEvent = namedStatement<{ count: number }>('throttle_count', countStatement('key', 'windowSeconds'))

/** The hold after the `n`-th attempt: none before the free ones, then 1 s, 2 s, 4 s… up to the maximum. */
const holdAfter = (n: SQL) =>
  sql`CASE WHEN ${n} >= ${value('freeAttempts')}::int
           THEN now() + make_interval(secs => least(${value('maxDelaySeconds')}::float8,
                                                    power(2, ${n} - ${value('freeAttempts')}::int)))
      END`

// Seconds until the counter `key` holds nothing back (0: now); no row when there is no such counter.
const secondsHeld = (key: Placeholder) =>
  sql`SELECT greatest(0, ceil(extract(epoch from blocked_until - now())))::int AS wait
        FROM auth_throttle WHERE key = ${key}`

// The attempt counted under `key`, unless that counter holds attempts back (no row then); `unless` (a condition) can
// refuse it as well.
const beginStatement = (unless?: SQL) => sql`
    INSERT INTO auth_throttle (key, count, blocked_until)
    SELECT ${value('key')}, 1, ${holdAfter(sql`1`)} ${unless ? sql`WHERE NOT (${unless})` : sql``}
    ON CONFLICT (key) DO UPDATE
       SET count = ${nextCount}, window_start = ${nextWindowStart}, blocked_until = ${holdAfter(nextCount)}
     WHERE auth_throttle.blocked_until IS NULL OR auth_throttle.blocked_until <= now()
    RETURNING count`

const beginAttempt = namedStatement<{ count: number }>('throttle_begin', beginStatement())

// The hold on the subject from everywhere read, and the attempt begun only when there is none: one statement for
// what every login and code step asks first. With `net`, the network's attempt is counted first, and the subject's
// is begun only while the network is within its limit (`netLimit` attempts per `netWindowSeconds`).
const beginUnlessHeld = (net: boolean) => sql`
    WITH ${net ? sql`net AS (${countStatement('netKey', 'netWindowSeconds')}),` : sql``}
         spread AS (${secondsHeld(value('spreadKey'))}),
         begun AS (${beginStatement(
           sql`EXISTS (SELECT FROM spread WHERE wait > 0)
               ${net ? sql`OR (SELECT count FROM net) > ${value('netLimit')}::int` : sql``}`,
         )})
    SELECT ${net ? sql`(SELECT count FROM net) AS net,` : sql``}
           coalesce((SELECT wait FROM spread), 0) AS spread, (SELECT count FROM begun) AS count`
type Begun = { net?: number; spread: number; count: number | null }
const beginUnlessSpread = namedStatement<Begun>('throttle_begin_unless_spread', beginUnlessHeld(false))
const countAndBeginUnlessSpread = namedStatement<Begun>(
  'throttle_count_and_begin_unless_spread',
  beginUnlessHeld(true),
)

const block = namedStatement<unknown>(
  'throttle_block',
  sql`UPDATE auth_throttle SET blocked_until = now() + make_interval(secs => ${value('seconds')})
       WHERE key = ${value('key')}`,
)

const waitFor = namedStatement<{ wait: number }>('throttle_wait_for', secondsHeld(value('key')))

const clear = namedStatement<unknown>(
  'throttle_clear',
  sql`DELETE FROM auth_throttle WHERE key = ${value('key')}`,
)

export function throttleRepository(db: Db) {
  return {
    /** Counts one more event under `key` in a window of `windowSeconds` (a new window once it is over). */
    async count(key: string, windowSeconds: number): Promise<number> {
      const rows = await run(db, countEvent, { key, windowSeconds })
      return rows[0]!.count
    },

    /**
     * Starts an attempt under `key` unless it is held back: counts it at once (as a failure until `clear` says it
     * succeeded) and, from the `freeAttempts`-th attempt on, holds the next one back by a delay that doubles each
     * time (1 s, 2 s, 4 s… up to `maxDelaySeconds`). One statement: parallel attempts each see the one before.
     * Answers the attempt's number, or null while the key is held back.
     */
    async begin(
      key: string,
      freeAttempts: number,
      maxDelaySeconds: number,
      windowSeconds: number,
    ): Promise<number | null> {
      const rows = await run(db, beginAttempt, { key, freeAttempts, maxDelaySeconds, windowSeconds })
      return rows[0]?.count ?? null
    },

    /**
     * `begin` for `key`, unless the counter `spreadKey` holds attempts back: then nothing is counted, and the answer
     * is its seconds to wait (`spread`). With `net`, `count(net.key, net.windowSeconds)` first (its answer is `net`),
     * and nothing else is counted when that is over `net.limit`. One statement. `count` is null when the network,
     * the subject from everywhere or the pair holds the attempt back.
     */
    async beginUnlessSpread(
      spreadKey: string,
      key: string,
      freeAttempts: number,
      maxDelaySeconds: number,
      windowSeconds: number,
      net?: { key: string; windowSeconds: number; limit: number },
    ): Promise<Begun> {
      const values = { spreadKey, key, freeAttempts, maxDelaySeconds, windowSeconds }
      const rows = net
        ? await run(db, countAndBeginUnlessSpread, {
            ...values,
            netKey: net.key,
            netWindowSeconds: net.windowSeconds,
            netLimit: net.limit,
          })
        : await run(db, beginUnlessSpread, values)
      return rows[0]!
    },

    /** Holds the next attempt under `key` back for `seconds` from now. */
    async block(key: string, seconds: number) {
      await run(db, block, { key, seconds })
    },

    /** Seconds until `key` may try again (0: now). */
    async waitFor(key: string): Promise<number> {
      const rows = await run(db, waitFor, { key })
      return rows[0]?.wait ?? 0
    },

    /** Counters whose window ended a day ago and that hold nothing back count nothing any more. */
    async purgeStale() {
      await db
        .delete(authThrottle)
        .where(
          sql`${authThrottle.windowStart} < now() - interval '1 day' AND (${authThrottle.blockedUntil} IS NULL OR ${authThrottle.blockedUntil} < now())`,
        )
    },

    async clear(key: string) {
      await run(db, clear, { key })
    },
  }
}
export type ThrottleRepository = ReturnType<typeof throttleRepository>
