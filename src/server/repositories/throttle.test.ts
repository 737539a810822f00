// Every login and code step begins its attempt with one statement that also reads the subject's hold from
// everywhere: the attempt is counted only when that hold holds nothing back, and a hold on the attempt's own counter
// still refuses it.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { perSuite } from '../../../tests/kit/per-suite'
import type { Db } from '../db/client'
import { createTestDatabase, dbKinds } from '../../../tests/kit/test-db'
import { throttleRepository } from './throttle'

let seq = 0
// Three free attempts, holds up to 15 minutes, counted over a day.
const LIMITS = [3, 900, 86_400] as const

describe.each(dbKinds)('beginning a throttled attempt on %s', (kind) => {
  const database = perSuite(() => createTestDatabase(kind))

  const keys = () => {
    const subject = `login:pessoa${++seq}@example.com`
    return { spread: subject, pair: `${subject}|10.0.0.0` }
  }

  it('counts the attempt when nothing holds the subject back (no counter yet, or one without a hold)', async () => {
    const counters = throttleRepository(database.db)
    const { spread, pair } = keys()
    expect(await counters.beginUnlessSpread(spread, pair, ...LIMITS)).toEqual({ spread: 0, count: 1 })
    await counters.count(spread, 86_400)
    expect(await counters.beginUnlessSpread(spread, pair, ...LIMITS)).toEqual({ spread: 0, count: 2 })
    expect(await counters.waitFor(pair)).toBe(0)
  })

  it('counts nothing while the subject is held back from everywhere, and says for how long', async () => {
    const counters = throttleRepository(database.db)
    const { spread, pair } = keys()
    await counters.count(spread, 86_400)
    await counters.block(spread, 120)
    const begun = await counters.beginUnlessSpread(spread, pair, ...LIMITS)
    expect(begun.count).toBeNull()
    expect(begun.spread).toBeGreaterThan(100)
    expect(begun.spread).toBeLessThanOrEqual(120)
    // Nothing was counted: the first attempt begun once the hold is over is the first.
    await counters.block(spread, 0)
    expect(await counters.beginUnlessSpread(spread, pair, ...LIMITS)).toEqual({ spread: 0, count: 1 })
  })

  it('refuses the attempt while its own counter holds it back, as begin does', async () => {
    const counters = throttleRepository(database.db)
    const { spread, pair } = keys()
    const counts = []
    for (let i = 0; i < 4; i++) counts.push((await counters.beginUnlessSpread(spread, pair, ...LIMITS)).count)
    // The third attempt is the first that holds the next one back (1 s): the fourth is refused.
    expect(counts).toEqual([1, 2, 3, null])
    expect(await counters.waitFor(pair)).toBeGreaterThan(0)
  })

  it("commits a count without waiting for the disk, in that count's transaction only", async () => {
    const setting = async (db: Db) => {
      const { rows } = (await db.execute(
        sql`SELECT current_setting('synchronous_commit') AS v`,
      )) as unknown as {
        rows: { v: string }[]
      }
      return rows[0]!.v
    }
    const net = { key: `net:10.0.${++seq}.0`, windowSeconds: 60, limit: 100 }
    const counts = [
      (tx: Db) => throttleRepository(tx).count(net.key, 60),
      (tx: Db) => throttleRepository(tx).beginUnlessSpread(keys().spread, keys().pair, ...LIMITS, net),
    ]
    for (const count of counts) {
      await database.db.transaction(async (tx) => {
        expect(await setting(tx)).toBe('on')
        await count(tx)
        expect(await setting(tx)).toBe('off')
      })
      // Every connection afterwards, the one that ran it among them, waits for its commits again.
      expect(await Promise.all(Array.from({ length: 8 }, () => setting(database.db)))).toEqual(
        Array(8).fill('on'),
      )
    }
  })
})
