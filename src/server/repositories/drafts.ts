import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { preparedSql } from '../db/prepared'
import { drafts } from '../db/schema'
import type { DraftContent } from '../../shared/contract/drafts'

export type DraftRow = Omit<typeof drafts.$inferSelect, 'content'> & { content: DraftContent }

const value = (name: 'id' | 'userId' | 'label' | 'step' | 'content') => sql.placeholder(name)

// Saved every few seconds while a clinician types: its text built once (see db/prepared), not by Drizzle per save.
const upsert = preparedSql<{ updated_at: string | Date; created: boolean }>(
  'draft_save',
  sql`
    INSERT INTO ${drafts} (id, user_id, label, step, content)
    VALUES (${value('id')}, ${value('userId')}, ${value('label')}, ${value('step')}, ${value('content')}::jsonb)
    ON CONFLICT (id) DO UPDATE
       SET label = excluded.label, step = excluded.step, content = excluded.content, updated_at = now()
     WHERE ${drafts.userId} = ${value('userId')}
    RETURNING updated_at, xmax = 0 AS created`,
)

/** Drafts: each clinician's registrations in progress, reached only through their owner. */
export function draftRepository(db: Db) {
  const mine = (id: string, userId: string) => and(eq(drafts.id, id), eq(drafts.userId, userId))
  return {
    /** The owner's drafts, most recently changed first. */
    listOf(userId: string) {
      return db
        .select({ id: drafts.id, label: drafts.label, step: drafts.step, updatedAt: drafts.updatedAt })
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
     * Creates the draft, or replaces the owner's; answers whether it was created, or undefined when the id belongs
     * to someone else's draft (which stays as it was).
     */
    async save(
      id: string,
      userId: string,
      values: { label: string; step: number; content: DraftContent },
    ): Promise<{ updatedAt: Date; created: boolean } | undefined> {
      const { rows } = await upsert(db).execute({
        id,
        userId,
        ...values,
        content: JSON.stringify(values.content),
      })
      const [row] = rows
      return row && { updatedAt: new Date(row.updated_at), created: row.created }
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
