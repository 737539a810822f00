// Between two servers of the benchmark: the writes of the last run flushed and the machine idle, so that the next
// server's first figure does not pay for the previous server's writes (the operating system's write-back, PostgreSQL's
// checkpointer and autovacuum). Applied before every server, the app's and the baselines' alike.
//
// On PostgreSQL it also vacuums and analyzes the benchmark's database. The database is seeded once and reused, and the
// routes measured churn some tables: the same 200 drafts saved again and again, login challenges used up, users and
// throttling counters updated at each login, audit entries added. Where autovacuum is off (as on the machine the
// benchmark was written on), those dead rows piled up run after run: 600 drafts took 1.4 GB, 20,000 users 180,000
// dead versions, and each pair measured a database a little worse than the last.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import pg from 'pg'

/** The machine's CPU time so far, all of it and the idle part (/proc/stat, in clock ticks). */
function cpuTimes(): { total: number; idle: number } {
  const fields = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  // user nice system idle iowait irq softirq steal …
  return { total: fields.reduce((sum, n) => sum + n, 0), idle: fields[3]! + fields[4]! }
}

/** Waits (at most `maxMs`) for half a second in which the CPUs were at least 90% idle. */
async function idleCpus(maxMs: number) {
  const until = Date.now() + maxMs
  while (Date.now() < until) {
    const before = cpuTimes()
    await sleep(500)
    const after = cpuTimes()
    const total = after.total - before.total
    if (total > 0 && (after.idle - before.idle) / total >= 0.9) return
  }
}

export async function settle(databaseUrl: string | undefined) {
  await promisify(execFile)('sync')
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query('VACUUM (ANALYZE)')
      await client.query('CHECKPOINT')
      for (let i = 0; i < 40; i++) {
        const { rows } = await client.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'",
        )
        if (!rows[0]!.n) break
        await sleep(500)
      }
    } finally {
      await client.end()
    }
  }
  await idleCpus(15_000)
}
