// The login's second step takes the code's time step and uses the challenge up in one statement: the challenge is
// used only when the step is accepted, and a step accepted for a challenge another request used first still counts.
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { perSuite } from '../../../tests/kit/per-suite'
import { createTestDatabase, dbKinds } from '../../../tests/kit/test-db'
import { loginChallenges, users } from '../db/schema'
import { credentialRepository } from './credentials'

let seq = 0

describe.each(dbKinds)('a code and its login challenge on %s', (kind) => {
  const database = perSuite(() => createTestDatabase(kind))

  /** An account with a second factor whose last accepted step is `lastStep`, and an open challenge of it. */
  async function challenged(lastStep: number | null) {
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Fonoaudióloga',
        email: `desafio${++seq}-${Date.now()}@example.com`,
        role: 'CLINICIAN',
        passwordHash: 'not-used',
        totpSecret: 'JBSWY3DPEHPK3PXP',
        totpLastStep: lastStep,
      })
      .returning({ id: users.id })
    const tokenHash = `hash-${seq}-${Date.now()}`
    await credentialRepository(database.db).loginChallenges.create(user!.id, tokenHash)
    const open = await credentialRepository(database.db).loginChallenges.findOpen(tokenHash)
    return { userId: user!.id, challengeId: open!.id }
  }
  const stateOf = async ({ userId, challengeId }: { userId: string; challengeId: string }) => {
    const [user] = await database.db.select().from(users).where(eq(users.id, userId))
    const [challenge] = await database.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.id, challengeId))
    return { lastStep: user!.totpLastStep, used: challenge!.usedAt !== null }
  }

  const accept = (ids: { userId: string; challengeId: string }, step: number) =>
    credentialRepository(database.db).loginChallenges.acceptTotpStepAndUse(ids.challengeId, ids.userId, step)

  it('a later step is accepted and the challenge used up', async () => {
    const ids = await challenged(100)
    const outcome = await accept(ids, 101)
    expect(outcome).toEqual({ accepted: true, used: true })
    expect(await stateOf(ids)).toEqual({ lastStep: 101, used: true })
  })

  it('a step already used is refused and the challenge stays open', async () => {
    const ids = await challenged(100)
    const outcome = await accept(ids, 100)
    expect(outcome).toEqual({ accepted: false, used: false })
    expect(await stateOf(ids)).toEqual({ lastStep: 100, used: false })
  })

  it('a challenge used by another request meanwhile: the step is taken, the challenge not used again', async () => {
    const ids = await challenged(null)
    await database.db
      .update(loginChallenges)
      .set({ usedAt: sql`now()` })
      .where(eq(loginChallenges.id, ids.challengeId))
    const outcome = await accept(ids, 7)
    expect(outcome).toEqual({ accepted: true, used: false })
    expect(await stateOf(ids)).toEqual({ lastStep: 7, used: true })
  })
})
