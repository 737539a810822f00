import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { familyLinks, patients, users } from '../db/schema'
import { hashToken, newOpaqueToken } from '../auth/tokens'

export type FamilyLinkRow = typeof familyLinks.$inferSelect
type Answers = FamilyLinkRow['answers']

/** Still open to the family: not revoked, not sent, not expired. */
const answerable = () =>
  and(isNull(familyLinks.revokedAt), isNull(familyLinks.submittedAt), gt(familyLinks.expiresAt, sql`now()`))

/** Sent and waiting for a clinician's review. */
const pending = () =>
  and(isNotNull(familyLinks.submittedAt), isNull(familyLinks.reviewedAt), isNull(familyLinks.revokedAt))

/** Family links: only the token's SHA-256 is stored, so a database leak does not leak usable links. */
export function familyLinkRepository(db: Db) {
  return {
    /** A new link and its token (shown once). */
    async create(values: {
      patientId: string
      questionnaireVersion: string
      steps: string[]
      days: number
      createdBy: string
    }) {
      const token = newOpaqueToken()
      const expiresAt = new Date(Date.now() + values.days * 86_400_000)
      const [row] = await db
        .insert(familyLinks)
        .values({
          patientId: values.patientId,
          questionnaireVersion: values.questionnaireVersion,
          steps: values.steps,
          createdBy: values.createdBy,
          tokenHash: hashToken(token),
          expiresAt,
        })
        .returning({ id: familyLinks.id })
      return { id: row!.id, token, expiresAt, steps: values.steps }
    },

    async find(id: string): Promise<FamilyLinkRow | undefined> {
      return (await db.select().from(familyLinks).where(eq(familyLinks.id, id)))[0]
    },

    /** The link of a token, with its patient's first name and birth date (undefined: no such token). */
    async findByToken(token: string) {
      const [row] = await db
        .select({ link: familyLinks, patientName: patients.name, birthDate: patients.birthDate })
        .from(familyLinks)
        .innerJoin(patients, eq(patients.id, familyLinks.patientId))
        .where(eq(familyLinks.tokenHash, hashToken(token)))
      return row
    },

    /** The link with its patient's name (the family's form). */
    async findWithPatient(id: string) {
      const [row] = await db
        .select({ link: familyLinks, patientName: patients.name })
        .from(familyLinks)
        .innerJoin(patients, eq(patients.id, familyLinks.patientId))
        .where(eq(familyLinks.id, id))
      return row
    },

    /** A patient's links, newest first, with who made each. */
    listOfPatient(patientId: string) {
      return db
        .select({ link: familyLinks, createdByName: users.name })
        .from(familyLinks)
        .leftJoin(users, eq(users.id, familyLinks.createdBy))
        .where(eq(familyLinks.patientId, patientId))
        .orderBy(desc(familyLinks.createdAt))
        .limit(200)
    },

    /** Sent answers waiting for review, oldest first, with the patient's name. */
    listPending() {
      return db
        .select({
          id: familyLinks.id,
          patientId: familyLinks.patientId,
          patientName: patients.name,
          sentAt: familyLinks.submittedAt,
        })
        .from(familyLinks)
        .innerJoin(patients, eq(patients.id, familyLinks.patientId))
        .where(pending())
        .orderBy(familyLinks.submittedAt)
        .limit(200)
    },

    /** Counts a wrong birth date; past `max` failures the link is locked for `lockMinutes`. */
    async recordFailure(id: string, max: number, lockMinutes: number) {
      const [row] = await db
        .update(familyLinks)
        .set({
          failedAttempts: sql`${familyLinks.failedAttempts} + 1`,
          lockedUntil: sql`CASE WHEN ${familyLinks.failedAttempts} + 1 >= ${max}
                                THEN now() + make_interval(mins => ${lockMinutes}) ELSE NULL END`,
        })
        .where(eq(familyLinks.id, id))
        .returning({ failedAttempts: familyLinks.failedAttempts, lockedUntil: familyLinks.lockedUntil })
      return row
    },

    /** The family proved the birth date: the failures are forgotten and the first opening kept. */
    async markOpened(id: string) {
      const [row] = await db
        .update(familyLinks)
        .set({
          failedAttempts: 0,
          lockedUntil: null,
          openedAt: sql`coalesce(${familyLinks.openedAt}, now())`,
        })
        .where(eq(familyLinks.id, id))
        .returning({ openedAt: familyLinks.openedAt })
      return row
    },

    /** Replaces the saved answers of a link still open; undefined when it is not. */
    async saveAnswers(id: string, answers: Answers) {
      const [row] = await db
        .update(familyLinks)
        .set({ answers, savedAt: sql`now()` })
        .where(and(eq(familyLinks.id, id), answerable()))
        .returning({ savedAt: familyLinks.savedAt })
      return row
    },

    /** Sends the answers of a link still open, once; undefined when it is not open. */
    async submit(id: string) {
      const [row] = await db
        .update(familyLinks)
        .set({ submittedAt: sql`now()` })
        .where(and(eq(familyLinks.id, id), answerable()))
        .returning({ submittedAt: familyLinks.submittedAt, patientId: familyLinks.patientId })
      return row
    },

    /** Revokes a link not reviewed yet; false when there is none such. */
    async revoke(id: string) {
      const [row] = await db
        .update(familyLinks)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(familyLinks.id, id), isNull(familyLinks.revokedAt), isNull(familyLinks.reviewedAt)))
        .returning({ id: familyLinks.id, patientId: familyLinks.patientId })
      return row
    },

    /**
     * Marks the sent answers of a patient's link reviewed by an evaluation and returns them; undefined when the link
     * is not the patient's, not sent, revoked or already reviewed. A single UPDATE: a link is reviewed once.
     */
    async review(id: string, patientId: string, evaluationId: string) {
      const [row] = await db
        .update(familyLinks)
        .set({ reviewedAt: sql`now()`, evaluationId })
        .where(and(eq(familyLinks.id, id), eq(familyLinks.patientId, patientId), pending()))
        .returning({ answers: familyLinks.answers })
      return row
    },

    /**
     * Empties the answers no one can read any more: a revoked link's (unless an evaluation used them) and an
     * expired link's the family never sent. Answers how many links it emptied.
     */
    async purgeUnreachableAnswers() {
      const rows = await db
        .update(familyLinks)
        .set({ answers: {} })
        .where(
          and(
            isNull(familyLinks.reviewedAt),
            sql`${familyLinks.answers} <> '{}'::jsonb`,
            or(
              isNotNull(familyLinks.revokedAt),
              and(isNull(familyLinks.submittedAt), lte(familyLinks.expiresAt, sql`now()`)),
            ),
          ),
        )
        .returning({ id: familyLinks.id })
      return rows.length
    },
  }
}
export type FamilyLinkRepository = ReturnType<typeof familyLinkRepository>
