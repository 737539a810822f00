// Throttling without lockouts. Every login, registration, reset and code attempt counts against its network (an
// IPv4 address, an IPv6 /64) per minute. Attempts for one e-mail (or one account's codes) FROM ONE NETWORK are
// slowed down after the first few failures, by a delay that doubles each time: someone guessing from elsewhere is
// held back, while the account's owner, from her own network, still gets in with the right password. Failures for
// one e-mail from everywhere at once (an attack from many places) hold back only networks the account has never
// signed in from. Counters live in the database; each check-and-count is one statement.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Repositories } from '../repositories'
import { HttpError } from '../http-error'
import { networkOf } from './network'

export interface ThrottlePolicy {
  /** Attempts one network may make per minute. */
  attemptsPerMinute: number
  /** Failed attempts for one subject from one network before each next attempt is delayed. */
  freeFailures: number
}

/** Who was held back and for how long: written to the audit trail once per hold, not once per refused attempt. */
export interface ThrottledEvent {
  kind: string
  /** The e-mail or account held back (none for a whole network). */
  subject?: string
  network: string
  seconds: number
  /** A hold on `subject` from every network it never signed in from (failures from many networks at once). */
  everywhere?: true
}

const MAX_DELAY_S = 15 * 60
const FAILURE_WINDOW_S = 24 * 3600
/** Failures for one subject from all networks before networks the account has never used wait too. */
const SPREAD_FAILURES = 50

/** The delay after `failures` failures: none for the first few, then 1 s, 2 s, 4 s… up to 15 minutes. */
export function delayAfter(failures: number, freeFailures: number): number {
  return failures < freeFailures ? 0 : Math.min(MAX_DELAY_S, 2 ** (failures - freeFailures))
}

export class Throttled extends HttpError {
  constructor(readonly waitSeconds: number) {
    super(
      429,
      `Muitas tentativas. Aguarde ${waitSeconds > 90 ? `${Math.ceil(waitSeconds / 60)} minutos` : waitSeconds > 1 ? `${waitSeconds} segundos` : '1 segundo'} e tente novamente.`,
    )
  }
}

/** The throttle of the attempts ('login', 'mfa', 'reset', …) of one set of routes. */
export function throttle(
  repos: Pick<Repositories, 'throttle' | 'sessions'>,
  policy: ThrottlePolicy,
  onThrottled: (request: FastifyRequest, event: ThrottledEvent) => Promise<void>,
) {
  const { throttle: counters } = repos
  const pairOf = (kind: string, subject: string, request: FastifyRequest) =>
    `${kind}:${subject}|${networkOf(request.ip)}`
  const successKey = pairOf

  const limits = [policy.freeFailures, MAX_DELAY_S, FAILURE_WINDOW_S] as const
  /** A Throttled error when the request's network made too many attempts this minute (`count` of them). */
  const refuseNetwork = async (request: FastifyRequest, count: number) => {
    if (count <= policy.attemptsPerMinute) return
    const network = networkOf(request.ip)
    if (count === policy.attemptsPerMinute + 1)
      await onThrottled(request, { kind: 'network', network, seconds: 60 })
    throw new Throttled(60)
  }
  /** After the pair's attempt was begun, or not (`begun`): the holds it met, and the one it sets. */
  const started = async (
    kind: string,
    subject: string,
    request: FastifyRequest,
    userId: string | undefined,
    begun: { spread: number; count: number | null },
  ) => {
    const network = networkOf(request.ip)
    const pair = pairOf(kind, subject, request)
    let number = begun.count
    if (begun.spread > 0) {
      if (!(userId && (await repos.sessions.knownNetwork(userId, network)))) throw new Throttled(begun.spread)
      number = await counters.begin(pair, ...limits)
    }
    if (number === null) throw new Throttled(await counters.waitFor(pair))
    const hold = delayAfter(number, policy.freeFailures)
    if (hold > 0) await onThrottled(request, { kind, subject, network, seconds: hold })
  }
  return {
    /** Counts the attempt against the request's network; a Throttled error when it made too many this minute. */
    async attempt(request: FastifyRequest) {
      await refuseNetwork(request, await counters.count(`net:${networkOf(request.ip)}`, 60))
    },
    /**
     * Starts an attempt for `subject` (an e-mail, an account's id) from the request's network: refused while that
     * pair is held back after failures, or while `subject` fails from everywhere and this network is not one the
     * account has signed in from. The attempt counts as a failure until `succeeded`.
     */
    async begin(kind: string, subject: string, request: FastifyRequest, userId?: string) {
      // Begun at once unless the subject is held back from everywhere; then only from a network it knows.
      const begun = await counters.beginUnlessSpread(
        `${kind}:${subject}`,
        pairOf(kind, subject, request),
        ...limits,
      )
      await started(kind, subject, request, userId, begun)
    },
    /** `attempt`, then `begin` when the network may go on: one statement instead of two. */
    async attemptAndBegin(kind: string, subject: string, request: FastifyRequest, userId?: string) {
      const network = {
        key: `net:${networkOf(request.ip)}`,
        windowSeconds: 60,
        limit: policy.attemptsPerMinute,
      }
      const begun = await counters.beginUnlessSpread(
        `${kind}:${subject}`,
        pairOf(kind, subject, request),
        ...limits,
        network,
      )
      await refuseNetwork(request, begun.net!)
      await started(kind, subject, request, userId, begun)
    },
    /**
     * A failed attempt also counts for `subject` from everywhere. From the SPREAD_FAILURES-th on, each failure sets
     * a new, longer hold: audited here, once per hold, since the attempts it then refuses are not.
     */
    async failed(kind: string, subject: string, request: FastifyRequest) {
      const everywhere = await counters.count(`${kind}:${subject}`, FAILURE_WINDOW_S)
      const delay = delayAfter(everywhere, SPREAD_FAILURES)
      if (delay === 0) return
      await counters.block(`${kind}:${subject}`, delay)
      const network = networkOf(request.ip)
      await onThrottled(request, { kind, subject, network, seconds: delay, everywhere: true })
    },

    /** A success from this network starts its count afresh. */
    async succeeded(kind: string, subject: string, request: FastifyRequest) {
      await counters.clear(successKey(kind, subject, request))
    },
    /** The counter `succeeded` clears, for a success that clears it itself (issueSession, with the session). */
    successKey,
  }
}
export type Throttle = ReturnType<typeof throttle>

/** The app's throttle: its limits from the configuration, each hold written to the audit trail. */
export const throttleFor = (app: FastifyInstance) =>
  throttle(
    app.repos,
    { attemptsPerMinute: app.config.authAttemptsPerIp, freeFailures: app.config.authFailuresPerEmail },
    (request, event) =>
      app.audit(request, {
        action: event.everywhere ? 'auth.throttled_everywhere' : 'auth.throttled',
        details: { ...event },
      }),
  )
