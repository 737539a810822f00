import { and, count, desc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { namedStatement, run } from '../db/fast-path'
import { drafts } from '../db/schema'
import type { DraftContent } from '../../shared/contract/drafts'

export type DraftRow = Omit<typeof drafts.$inferSelect, 'content'> & { content: DraftContent }

const value = (name: 'id' | 'userId' | 'label' | 'step' | 'content' | 'quota' | 'totalBytes') =>
  sql.placeholder(name)

// Saved every few seconds while a clinician types: its text built once (db/fast-path), not by Drizzle per save.
// A new draft only under the owner's quota, and any save only while all the owner's drafts fit in their bound.
const upsert = namedStatement<{ updated_at: string | Date; created: boolean }>(
  'draft_save',
  sql`
    INSERT INTO ${drafts} (id, user_id, label, step, content)
    SELECT ${value('id')}::uuid, ${value('userId')}::uuid, ${value('label')}::text, ${value('step')}::integer,
           ${value('content')}::jsonb
     WHERE (EXISTS (SELECT 1 FROM ${drafts} WHERE ${drafts.id} = ${value('id')}::uuid)
            OR (SELECT count(*) FROM ${drafts} WHERE ${drafts.userId} = ${value('userId')}::uuid)
               < ${value('quota')}::integer)
       AND (SELECT coalesce(sum(pg_column_size(${drafts.content})), 0) FROM ${drafts}
             WHERE ${drafts.userId} = ${value('userId')}::uuid AND ${drafts.id} <> ${value('id')}::uuid)
           + octet_length(${value('content')}::text) <= ${value('totalBytes')}::bigint
    ON CONFLICT (id) DO UPDATE
       SET label = excluded.label, step = excluded.step, content = excluded.content, updated_at = now()
     WHERE ${drafts.userId} = ${value('userId')}::uuid
    RETURNING updated_at, xmax = 0 AS created`,
)

/** How many drafts one user may hold, and how many bytes they may take together. */
export interface DraftLimits {
  quota: number
  totalBytes: number
}

/** Drafts: each clinician's registrations in progress, reached only through their owner. */
export function draftRepository(db: Db) {
  const mine = (id: string, userId: string) => and(eq(drafts.id, id), eq(drafts.userId, userId))
  return {
    /** The owner's drafts, most recently changed first. */
    listOf(userId: string) {
      return db
        .select({
          id: drafts.id,
          label: drafts.label,
          step: drafts.step,
          updatedAt: drafts.updatedAt,
          newEvaluation: sql<boolean>`${drafts.content} ? 'existingPatientId'`,
        })
        .from(drafts)
        .where(eq(drafts.userId, userId))
        .orderBy(desc(drafts.updatedAt))
        .limit(200)
    },

    async find(id: string, userId: string): Promise<DraftRow | undefined> {
      const [row] = await db.select().from(drafts).where(mine(id, userId))
      return row as DraftRow | undefined
    },

    /**
     * Creates the draft, or replaces the owner's; answers whether it was created, undefined when the id belongs to
     * someone else's draft (which stays as it was), or which limit refused it: the owner's number of drafts
     * ('quota', for a new one) or their size together ('size').
     */
    async save(
      id: string,
      userId: string,
      values: { label: string; step: number; content: DraftContent },
      limits: DraftLimits,
    ): Promise<{ updatedAt: Date; created: boolean } | 'quota' | 'size' | undefined> {
      const rows = await run(db, upsert, {
        id,
        userId,
        ...values,
        content: JSON.stringify(values.content),
        ...limits,
      })
      const [row] = rows
      if (row) return { updatedAt: new Date(row.updated_at), created: row.created }
      const [existing] = await db.select({ userId: drafts.userId }).from(drafts).where(eq(drafts.id, id))
      if (existing) return existing.userId === userId ? 'size' : undefined
      const [held] = await db.select({ count: count() }).from(drafts).where(eq(drafts.userId, userId))
      return (held?.count ?? 0) >= limits.quota ? 'quota' : 'size'
    },

    /** Deletes the owner's draft; false when there was none. */
    async delete(id: string, userId: string): Promise<boolean> {
      const deleted = await db.delete(drafts).where(mine(id, userId)).returning({ id: drafts.id })
      return deleted.length > 0
    },

    /** Deletes every draft untouched since `before`; answers how many. */
    async deleteOlderThan(before: Date): Promise<number> {
      const deleted = await db.delete(drafts).where(lt(drafts.updatedAt, before)).returning({ id: drafts.id })
      return deleted.length
    },
  }
}
export type DraftRepository = ReturnType<typeof draftRepository>
