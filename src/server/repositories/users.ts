import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sessions, users } from '../db/schema'
import type { Role } from '../../shared/contract/auth'

export type UserRow = typeof users.$inferSelect

/** The signed-in user of a live session, as the routes see `request.user`. */
export interface SessionUser {
  id: string
  email: string
  name: string
  role: Role
  sessionId: string
}

export interface SessionPolicy {
  idleMinutes: number
  maxHours: number
}

// Writing last_seen_at on every request would double the writes; a minute's precision is enough.
const TOUCH_AFTER_MS = 60_000

/** Accounts and their sessions (a session is what a login token names; revoking it ends the token). */
export function userRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email))
      return row
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users)
      return row?.n ?? 0
    },

    async create(values: Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'role'>): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning()
      return row!
    },

    /** Every account, by name. */
    list() {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          disabledAt: users.disabledAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .orderBy(asc(users.name))
    },

    /** Disables (ending every session of the account at once) or enables; false when there is no such user. */
    setDisabled(id: string, disabled: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ disabledAt: disabled ? sql`now()` : null })
          .where(eq(users.id, id))
          .returning({ id: users.id })
        if (row && disabled) {
          await tx
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)))
        }
        return Boolean(row)
      })
    },

    async createSession(userId: string, policy: SessionPolicy) {
      const expiresAt = new Date(Date.now() + policy.maxHours * 3600_000)
      const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id })
      return { id: row!.id, expiresAt }
    },

    /** The user of a live session, or null when it was revoked, expired, idle too long or its user disabled. */
    async findSessionUser(sessionId: string, policy: SessionPolicy): Promise<SessionUser | null> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            isNull(sessions.revokedAt),
            isNull(users.disabledAt),
            sql`${sessions.expiresAt} > now()`,
            sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${policy.idleMinutes})`,
          ),
        )
      if (!row) return null
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.id, sessionId))
      }
      return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId }
    },

    async revokeSession(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sessionId))
    },
  }
}
export type UserRepository = ReturnType<typeof userRepository>
