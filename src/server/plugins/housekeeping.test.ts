// Housekeeping's VACUUM: PGlite runs no autovacuum, so without it no table page is ever marked all-visible and the
// patient list's index-only scans (migration 0015) would read every table page anyway. And its purges: the family
// answers no one can read any more are emptied, and when it runs.
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { familyLinks, patients, questionnaireVersions } from '../db/schema'
import { createTestApp, type TestApp } from '../../../tests/kit/test-app'
import { dbKinds } from '../../../tests/kit/test-db'
import { HOUSEKEEPING_DELAY_MS, HOUSEKEEPING_INTERVAL_MS } from './housekeeping'

describe.each(dbKinds)('housekeeping VACUUM (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t?.close())

  const visibility = async () => {
    const { rows } = (await t.database.db.execute(
      sql`SELECT relpages, relallvisible FROM pg_class WHERE relname = 'patients'`,
    )) as unknown as { rows: { relpages: number; relallvisible: number }[] }
    return rows[0]!
  }

  it(kind === 'pglite' ? 'marks the patients’ pages all-visible' : 'leaves it to autovacuum', async () => {
    await t.database.db
      .insert(patients)
      .values(Array.from({ length: 300 }, (_, i) => ({ name: `Paciente ${i} da Silva Lustosa` })))
    await t.database.db.execute(sql`ANALYZE patients`)
    const before = await visibility()
    expect(before.relpages).toBeGreaterThan(0)
    expect(before.relallvisible).toBe(0)
    await t.app.vacuumEmbedded()
    const after = await visibility()
    expect(after.relallvisible).toBe(kind === 'pglite' ? after.relpages : 0)
  })

  it('empties the family answers no one can read any more, in a purge of its own', async () => {
    const [patient] = await t.database.db
      .insert(patients)
      .values({ name: 'Lia Prado' })
      .returning({ id: patients.id })
    const [recorded] = await t.database.db
      .select({ version: questionnaireVersions.version })
      .from(questionnaireVersions)
      .limit(1)
    const answers = { sleep: { normal: true } }
    const link = (tokenHash: string, revokedAt: Date | null) => ({
      patientId: patient!.id,
      tokenHash,
      questionnaireVersion: recorded!.version,
      steps: ['sono'],
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
      revokedAt,
      answers,
    })
    const [revoked, open] = await t.database.db
      .insert(familyLinks)
      .values([link('revogado', new Date()), link('aberto', null)])
      .returning({ id: familyLinks.id })
    const answersOf = async (id: string) =>
      (await t.database.db.select().from(familyLinks).where(eq(familyLinks.id, id)))[0]!.answers

    await t.app.purgeStaleCredentials()
    expect(await answersOf(revoked!.id)).toEqual(answers)
    expect(await t.app.purgeUnreachableFamilyAnswers()).toBe(1)
    expect(await answersOf(revoked!.id)).toEqual({})
    expect(await answersOf(open!.id)).toEqual(answers)
  })

  it('warns when PostgreSQL runs no autovacuum, and only then', async () => {
    if (kind === 'pglite') {
      expect(await t.app.warnIfNoAutovacuum()).toBe(false)
      return
    }
    // The setting is the server's own (not one a session can change): the answer must follow it either way.
    const { rows } = (await t.database.db.execute(
      sql`SELECT current_setting('autovacuum') AS setting`,
    )) as unknown as { rows: { setting: string }[] }
    expect(await t.app.warnIfNoAutovacuum()).toBe(rows[0]!.setting === 'off')
  })
})

describe('housekeeping schedule', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    vi.useRealTimers()
    await t?.close()
  })

  it('runs nothing heavy as the server starts listening, and purges then VACUUMs after a delay, then hourly', async () => {
    t = await createTestApp('pglite')
    const purge = vi.spyOn(t.app, 'purgeOldDrafts')
    const credentials = vi.spyOn(t.app, 'purgeStaleCredentials')
    const familyAnswers = vi.spyOn(t.app, 'purgeUnreachableFamilyAnswers')
    const vacuum = vi.spyOn(t.app, 'vacuumEmbedded')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    await new Promise((resolve) => setImmediate(resolve))
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_DELAY_MS - 1)
    expect(purge).not.toHaveBeenCalled()
    expect(familyAnswers).not.toHaveBeenCalled()
    expect(vacuum).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    for (const each of [purge, credentials, familyAnswers]) expect(each).toHaveBeenCalledTimes(1)
    // Each purge of its own, at the same interval.
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_INTERVAL_MS)
    vi.useRealTimers()
    for (const each of [purge, credentials, familyAnswers]) expect(each).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(vacuum).toHaveBeenCalledTimes(2), { timeout: 10_000 })
  })
})
