import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { hasSecondFactor } from './second-factor'
import { namedStatement, run } from '../db/fast-path'
import { sessions, users } from '../db/schema'
import { entryInsert, entryValues, type EntryToStore } from './audit'
import type { Role } from '../../shared/contract/auth'

/** The signed-in user of a live session, as the routes see `request.user`. */
export interface SessionUser {
  id: string
  email: string
  name: string
  role: Role
  sessionId: string
  /** The account must enrol a second factor before anything else (MFA_REQUIRED). */
  mfaPending: boolean
  mfaEnabled: boolean
  /** When the session ends at the latest (SESSION_MAX_HOURS after login). */
  expiresAt: Date
}

export interface SessionPolicy {
  idleMinutes: number
  maxHours: number
}

// Writing last_seen_at on every request would double the writes; a minute's precision is enough.
const TOUCH_AFTER_MS = 60_000

/** Live: not revoked, not past its maximum, not idle too long. */
const live = (policy: SessionPolicy) =>
  and(
    isNull(sessions.revokedAt),
    sql`${sessions.expiresAt} > now()`,
    sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${policy.idleMinutes})`,
  )

// Every login's insert, its text built once. The id is the caller's, so that the login's audit entry can name it.
// The throttling counter that the login's success clears (a success from this network starts its count afresh:
// auth/throttling.ts) goes in the same statement, none when clearKey is null: one statement fewer per login.
const insertStatement = sql`
    WITH cleared AS (DELETE FROM auth_throttle WHERE key = ${sql.placeholder('clearKey')}),
         made AS (
           INSERT INTO sessions (id, user_id, expires_at, user_agent, ip, network, mfa_pending)
           VALUES (${sql.placeholder('id')}::uuid, ${sql.placeholder('userId')}, ${sql.placeholder('expiresAt')}::timestamptz,
                   ${sql.placeholder('userAgent')}, ${sql.placeholder('ip')}, ${sql.placeholder('network')},
                   ${sql.placeholder('mfaPending')})
           RETURNING id)`
const insertSession = namedStatement<{ id: string }>(
  'session_insert',
  sql`${insertStatement} SELECT id FROM made`,
)
// The same insert with the login's audit entry (AuditWriter.writeWithEntry, on PGlite): one statement instead of two
// on every login, as for a new evaluation.
const insertSessionWithEntry = namedStatement<{ stored: boolean }>(
  'session_insert_with_entry',
  sql`
    ${insertStatement}, entry AS (${entryInsert({ from: sql`made`, checkTail: false })})
    SELECT EXISTS (SELECT FROM entry) AS stored FROM made`,
)

/** Sessions: what a login token names. Revoking one ends its token at once. */
export function sessionRepository(db: Db) {
  /** Ends the sessions `where` names; answers their ids. */
  const revokeWhere = async (where: SQL | undefined): Promise<string[]> => {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(where)
      .returning({ id: sessions.id })
    return ended.map((row) => row.id)
  }
  const revokeAllOf = (userId: string, except?: string) =>
    revokeWhere(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except ? ne(sessions.id, except) : undefined,
      ),
    )
  return {
    /**
     * Opens a session with the id `id` (the caller's, so that its audit entry can name it) and, when given, stores
     * that entry in the same statement (AuditWriter.writeWithEntry) and clears the throttling counter `clearThrottle`.
     */
    async create(
      id: string,
      userId: string,
      policy: SessionPolicy,
      from: { userAgent: string; ip: string; network: string; mfaPending: boolean },
      { entry, clearThrottle }: { entry?: EntryToStore; clearThrottle?: string } = {},
    ): Promise<{ value: { id: string; expiresAt: Date }; stored: boolean }> {
      const expiresAt = new Date(Date.now() + policy.maxHours * 3600_000)
      const params = {
        id,
        userId,
        expiresAt: expiresAt.toISOString(),
        ...from,
        userAgent: from.userAgent.slice(0, 400),
        clearKey: clearThrottle ?? null,
      }
      if (!entry) {
        await run(db, insertSession, params)
        return { value: { id, expiresAt }, stored: false }
      }
      const rows = await run(db, insertSessionWithEntry, { ...params, ...entryValues(entry) })
      return { value: { id, expiresAt }, stored: rows[0]!.stored }
    },

    /** The user of a live session, or null when it was revoked, expired, idle too long or its user disabled. */
    async findUser(sessionId: string, policy: SessionPolicy): Promise<SessionUser | null> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          mfaPending: sessions.mfaPending,
          mfaEnabled: hasSecondFactor,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), isNull(users.disabledAt), live(policy)))
      if (!row) return null
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.id, sessionId))
      }
      const { lastSeenAt: _seen, ...user } = row
      return { ...user, sessionId }
    },

    /** A user's live sessions, the most recently used first. */
    listLiveOf(userId: string, policy: SessionPolicy) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(policy)))
        .orderBy(desc(sessions.lastSeenAt))
    },

    /** Whether the user has signed in from this network in the last 90 days. */
    async knownNetwork(userId: string, network: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            eq(sessions.network, network),
            sql`${sessions.createdAt} > now() - interval '90 days'`,
          ),
        )
        .limit(1)
      return Boolean(row)
    },

    async revoke(sessionId: string) {
      await revokeWhere(eq(sessions.id, sessionId))
    },

    /** Ends one of the user's own sessions; false when there is no such live session of theirs. */
    async revokeOwn(sessionId: string, userId: string): Promise<boolean> {
      const ended = await revokeWhere(
        and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
      )
      return ended.length > 0
    },

    /** Ends every session of a user (but `except`); answers their ids. */
    revokeAllOf,

    /**
     * The second factor is enrolled by `sessionId`: that session may do everything, and every other session of the
     * user ends, since none of them gave a code. Answers the ended sessions' ids.
     */
    async confirmEnrolment(userId: string, sessionId: string): Promise<string[]> {
      await db.update(sessions).set({ mfaPending: false }).where(eq(sessions.id, sessionId))
      return revokeAllOf(userId, sessionId)
    },

    /** The session proved again who holds it (password, and code where there is one). */
    async markAuthenticated(sessionId: string) {
      await db
        .update(sessions)
        .set({ authenticatedAt: sql`now()` })
        .where(eq(sessions.id, sessionId))
    },

    /** Whether the session proved who holds it in the last `seconds` (the database's clock, as for expiry). */
    async authenticatedWithin(sessionId: string, seconds: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, sessionId),
            sql`${sessions.authenticatedAt} > now() - make_interval(secs => ${seconds})`,
          ),
        )
      return Boolean(row)
    },
  }
}
export type SessionRepository = ReturnType<typeof sessionRepository>
