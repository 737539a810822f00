// Throttling counters, kept in the database: a restart does not clear them, nothing evicts them, and each change is
// one atomic statement, so parallel requests cannot slip past a check.
import { eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { authThrottle } from '../db/schema'

export function throttleRepository(db: Db) {
  return {
    /** Counts one more event under `key` in a window of `windowSeconds` (a new window once it is over). */
    async count(key: string, windowSeconds: number): Promise<number> {
      const window = sql`make_interval(secs => ${windowSeconds})`
      const [row] = await db
        .insert(authThrottle)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            count: sql`CASE WHEN ${authThrottle.windowStart} < now() - ${window} THEN 1 ELSE ${authThrottle.count} + 1 END`,
            windowStart: sql`CASE WHEN ${authThrottle.windowStart} < now() - ${window} THEN now() ELSE ${authThrottle.windowStart} END`,
          },
        })
        .returning({ count: authThrottle.count })
      return row!.count
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
      const window = sql`make_interval(secs => ${windowSeconds})`
      const fresh = sql`${authThrottle.windowStart} < now() - ${window}`
      const next = sql`CASE WHEN ${fresh} THEN 1 ELSE ${authThrottle.count} + 1 END`
      const holdFor = (n: SQL) =>
        sql`CASE WHEN ${n} >= ${freeAttempts}::int THEN now() + make_interval(secs => least(${maxDelaySeconds}::float8, power(2, ${n} - ${freeAttempts}::int))) END`
      const [row] = await db
        .insert(authThrottle)
        .values({ key, count: 1, blockedUntil: holdFor(sql`1`) })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            count: next,
            windowStart: sql`CASE WHEN ${fresh} THEN now() ELSE ${authThrottle.windowStart} END`,
            blockedUntil: holdFor(next),
          },
          setWhere: sql`${authThrottle.blockedUntil} IS NULL OR ${authThrottle.blockedUntil} <= now()`,
        })
        .returning({ count: authThrottle.count })
      return row?.count ?? null
    },

    /** Holds the next attempt under `key` back for `seconds` from now. */
    async block(key: string, seconds: number) {
      await db
        .update(authThrottle)
        .set({ blockedUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(eq(authThrottle.key, key))
    },

    /** Seconds until `key` may try again (0: now). */
    async waitFor(key: string): Promise<number> {
      const [row] = await db
        .select({
          wait: sql<number>`greatest(0, ceil(extract(epoch from ${authThrottle.blockedUntil} - now())))::int`,
        })
        .from(authThrottle)
        .where(eq(authThrottle.key, key))
      return row?.wait ?? 0
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
      await db.delete(authThrottle).where(eq(authThrottle.key, key))
    },
  }
}
export type ThrottleRepository = ReturnType<typeof throttleRepository>
