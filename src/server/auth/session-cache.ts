import type { SessionUser } from '../repositories/sessions'

interface Entry {
  user: SessionUser
  /** When the database last confirmed the session (revoked? disabled? expired?). */
  checkedAt: number
  /** The last request of this session, for the idle timeout between two database checks. */
  seenAt: number
}

/**
 * Live sessions confirmed by the database in the last `recheckMs`, so that a burst of requests costs one session
 * query instead of one each. Revocations made by this process (logout, disabling an account) apply at once through
 * forget/forgetUser; one made elsewhere (another server on the same PostgreSQL, SQL by hand) within `recheckMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly recheckMs: number,
    private readonly idleMs: number,
  ) {}

  get(sessionId: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(sessionId)
    if (!entry) return undefined
    if (now - entry.checkedAt >= this.recheckMs || now - entry.seenAt >= this.idleMs) {
      this.entries.delete(sessionId)
      return undefined
    }
    entry.seenAt = now
    return entry.user
  }

  set(user: SessionUser, now = Date.now()) {
    if (this.recheckMs <= 0) return
    this.entries.set(user.sessionId, { user, checkedAt: now, seenAt: now })
    if (this.entries.size > 10_000) this.sweep(now)
  }

  forget(sessionId: string) {
    this.entries.delete(sessionId)
  }

  forgetUser(userId: string) {
    for (const [id, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(id)
  }

  private sweep(now: number) {
    for (const [id, entry] of this.entries)
      if (now - entry.checkedAt >= this.recheckMs) this.entries.delete(id)
  }
}
