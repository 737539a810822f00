import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sessions, users } from '../db/schema'
import type { Role } from './invitations'

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

export async function createSession(db: Db, userId: string, policy: SessionPolicy) {
  const expiresAt = new Date(Date.now() + policy.maxHours * 3600_000)
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id })
  return { id: row!.id, expiresAt }
}

// Writing last_seen_at on every request would double the writes; a minute's precision is enough.
const TOUCH_AFTER_MS = 60_000

/** The signed-in user of a live session, or null when it was revoked, expired, idle too long or disabled. */
export async function findSessionUser(db: Db, sessionId: string, policy: SessionPolicy) {
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
  return { id: row.id, email: row.email, name: row.name, role: row.role, sessionId } satisfies SessionUser
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId))
}
