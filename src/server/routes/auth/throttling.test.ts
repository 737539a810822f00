// Throttling without lockouts: failures slow down their own network, never the account's owner elsewhere.
import { asc, eq, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from '../../../../tests/kit/fixtures'
import { auditLog, authThrottle, users } from '../../db/schema'
import { delayAfter } from '../../auth/throttling'
import { networkOf } from '../../auth/network'
import { bearer, createTestApp, errorOf, TEST_PASSWORD, type TestApp } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'

const INVALID_LOGIN = 'Usuário ou senha inválidos.'
const WAIT = /^Muitas tentativas\. Aguarde (\d+) (segundos?|minutos) e tente novamente\.$/

/** The audited holds ('auth.throttled'), oldest first. */
const holds = (t: TestApp) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.throttled')).orderBy(asc(auditLog.id))

describe('delayAfter', () => {
  it('lets the first failures through, then doubles from 1 s up to 15 minutes', () => {
    expect([0, 1, 4].map((n) => delayAfter(n, 5))).toEqual([0, 0, 0])
    expect([5, 6, 7, 8].map((n) => delayAfter(n, 5))).toEqual([1, 2, 4, 8])
    expect(delayAfter(40, 5)).toBe(900)
  })
})

describe('networkOf', () => {
  it('counts IPv4 by address and IPv6 by its /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7')
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(networkOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkOf('2001:db8:1:3::1')).not.toBe(networkOf('2001:db8:1:2::1'))
  })
})

describe.each(dbKinds)('throttling without lockouts (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { authFailuresPerEmail: 3, authAttemptsPerIp: 100_000 })
  })
  afterAll(() => t?.close())

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip })

  /** A user who has signed in from `home` before (her usual network). */
  async function userAt(home: string) {
    const email = uniqueEmail('victim')
    await t.signIn({ email })
    expect((await login(email, TEST_PASSWORD, home)).statusCode).toBe(200)
    return email
  }

  /** Lets the hold on `email` from `ip` run out now, as if its seconds had passed. */
  const release = (email: string, ip: string) =>
    t.database.db
      .update(authThrottle)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(authThrottle.key, `login:${email}|${networkOf(ip)}`))

  const throttledEntries = async (email: string) =>
    (await holds(t)).filter((entry) => (entry.details as { subject?: string } | null)?.subject === email)

  it("slows down the attacker's network, not the owner's: 1 s, then 2 s, 4 s…; the right password at home still works", async () => {
    const email = await userAt('198.51.100.20')
    const attacker = '203.0.113.50'
    for (let i = 0; i < 3; i++) {
      const response = await login(email, `errada ${i}`, attacker)
      expect(response.statusCode).toBe(401)
      expect(errorOf(response).message).toBe(INVALID_LOGIN)
    }
    // The third failure holds the next attempt back for 1 s, even with the right password.
    const held = await login(email, TEST_PASSWORD, attacker)
    expect(held.statusCode).toBe(429)
    expect(errorOf(held).message).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.')
    // The owner, from her usual network, gets in at once.
    expect((await login(email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200)
    // And from a network she never used: only the attacker's network is held back.
    expect((await login(email, TEST_PASSWORD, '192.0.2.77')).statusCode).toBe(200)

    // Each further failure doubles the hold.
    const seconds: number[] = []
    for (let i = 0; i < 3; i++) {
      await release(email, attacker)
      expect((await login(email, 'errada de novo', attacker)).statusCode).toBe(401)
      const next = errorOf(await login(email, 'errada de novo', attacker))
      seconds.push(Number(WAIT.exec(next.message)?.[1]))
    }
    expect(seconds).toEqual([2, 4, 8])
    // Each hold is audited once (not each refused attempt), with how long it lasts.
    const audited = await throttledEntries(email)
    expect(audited.map((entry) => (entry.details as { seconds: number }).seconds)).toEqual([1, 2, 4, 8])
    expect(audited.every((entry) => (entry.details as { network: string }).network === attacker)).toBe(true)
  })

  it('a success from a network starts its count afresh', async () => {
    const email = await userAt('198.51.100.21')
    const ip = '198.51.100.21'
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await login(email, 'typo', ip)).statusCode).toBe(401)
      expect((await login(email, TEST_PASSWORD, ip)).statusCode).toBe(200)
    }
  })

  it('a flood of failures from one address does not keep the real user (another address) out', async () => {
    const email = await userAt('198.51.100.22')
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        login(email, `chute ${i}`, '203.0.113.66').then((r) => r.statusCode),
      ),
    )
    // In parallel too, only the first few are even checked; the rest are held back. (A hold that runs out while the
    // flood lasts lets one more through, with a hold twice as long after it: a few more on a slow machine.)
    const checked = statuses.filter((s) => s === 401).length
    expect(checked).toBeGreaterThanOrEqual(3)
    expect(checked).toBeLessThanOrEqual(7)
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - checked)
    expect((await login(email, TEST_PASSWORD, '198.51.100.22')).statusCode).toBe(200)
    expect((await login(email, TEST_PASSWORD, '192.0.2.78')).statusCode).toBe(200)
    // Hundreds of refused attempts, one audited hold per failure from the third on.
    expect(await throttledEntries(email)).toHaveLength(checked - 2)
  })

  it('failures from many networks hold back new networks, never the networks the owner signs in from', async () => {
    const email = await userAt('198.51.100.23')
    // One failure from each of 50 addresses: no single network reaches its own limit.
    for (let i = 1; i <= 50; i++) expect((await login(email, 'chute', `10.9.${i}.1`)).statusCode).toBe(401)
    const stranger = await login(email, TEST_PASSWORD, '10.9.99.1')
    expect(stranger.statusCode).toBe(429)
    expect(errorOf(stranger).message).toMatch(WAIT)
    expect((await login(email, TEST_PASSWORD, '10.9.98.1')).statusCode).toBe(429)
    expect((await login(email, TEST_PASSWORD, '198.51.100.23')).statusCode).toBe(200)
    // The hold is audited once, when the 50th failure sets it; the attempts it refuses add nothing.
    const spread = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.throttled_everywhere'))
    expect(spread.map((entry) => entry.details)).toEqual([
      { kind: 'login', subject: email, network: '10.9.50.1', seconds: 1, everywhere: true },
    ])
    expect(await throttledEntries(email)).toEqual([])
  })

  it('IPv6 is counted per /64: rotating addresses inside it gains nothing; another /64 is not affected', async () => {
    const email = await userAt('2001:db8:aa:1::10')
    for (let i = 1; i <= 3; i++)
      expect((await login(email, 'chute', `2001:db8:bad:1::${i}`)).statusCode).toBe(401)
    expect((await login(email, TEST_PASSWORD, '2001:db8:bad:1:ffff:ffff:ffff:ffff')).statusCode).toBe(429)
    expect((await login(email, TEST_PASSWORD, '2001:db8:bad:2::1')).statusCode).toBe(200)
    expect((await login(email, TEST_PASSWORD, '2001:db8:aa:1::99')).statusCode).toBe(200)
  })

  it('the counters live in the database: a restart does not clear them', async () => {
    const email = await userAt('198.51.100.24')
    const attacker = '203.0.113.70'
    for (let i = 0; i < 3; i++) await login(email, 'chute', attacker)
    // Three more failures, each after its hold ran out: the next hold lasts 8 s, longer than a restart.
    for (let i = 0; i < 3; i++) {
      await release(email, attacker)
      expect((await login(email, 'chute', attacker)).statusCode).toBe(401)
    }
    expect((await login(email, 'chute', attacker)).statusCode).toBe(429)
    await t.restart()
    expect((await login(email, TEST_PASSWORD, attacker)).statusCode).toBe(429)
    expect((await login(email, TEST_PASSWORD, '198.51.100.24')).statusCode).toBe(200)
  })

  it('a disabled account answers like a wrong password, the right one included, and counts it as a failure', async () => {
    const email = await userAt('198.51.100.25')
    await t.database.db
      .update(users)
      .set({ disabledAt: sql`now()` })
      .where(eq(users.email, email))
    const unknown = await login(uniqueEmail('ninguem'), 'qualquer coisa', '198.51.100.25')
    const wrong = await login(email, 'qualquer coisa', '198.51.100.25')
    expect(wrong.statusCode).toBe(unknown.statusCode)
    expect(wrong.body).toBe(unknown.body)
    // The right password takes the wrong one's path: after the free failures (3), held back like a guess.
    for (let i = 0; i < 2; i++) {
      const right = await login(email, TEST_PASSWORD, '198.51.100.25')
      expect(right.statusCode).toBe(unknown.statusCode)
      expect(right.body).toBe(unknown.body)
    }
    expect((await login(email, TEST_PASSWORD, '198.51.100.25')).statusCode).toBe(429)
  })
})

describe.each(dbKinds)('attempts per network per minute (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerIp: 5 })
  })
  afterAll(() => t?.close())

  it('limits every attempt from one network, whatever the e-mail; other networks are not affected', async () => {
    const attempt = (i: number, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(`ip${i}-`), password: 'whatever1' },
        remoteAddress: ip,
      })
    for (let i = 0; i < 5; i++) expect((await attempt(i, '203.0.113.7')).statusCode).toBe(401)
    const blocked = await attempt(5, '203.0.113.7')
    expect(blocked.statusCode).toBe(429)
    expect(errorOf(blocked)).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Muitas tentativas. Aguarde 60 segundos e tente novamente.',
    })
    // Registration and reset share the budget.
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'X', email: uniqueEmail('r'), password: 'uma senha boa 42', inviteToken: 'x' },
      remoteAddress: '203.0.113.7',
    })
    expect(register.statusCode).toBe(429)
    expect((await attempt(6, '198.51.100.9')).statusCode).toBe(401)
    // One audited hold for the network.
    expect((await holds(t)).map((entry) => entry.details)).toEqual([
      { kind: 'network', network: '203.0.113.7', seconds: 60 },
    ])
  })

  it('the second login step counts against its network, an open challenge or not; the one over counts nothing else', async () => {
    const email = uniqueEmail('mfa-net')
    const token = await t.signIn({ email })
    const post = (url: string, payload: object, remoteAddress: string, headers = {}) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress, headers })
    const setup = await post('/api/account/mfa/setup', {}, '192.0.2.1', bearer(token))
    const { secret } = setup.json<{ secret: string }>()
    const codeOf = (steps: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })
    expect(
      (await post('/api/account/mfa/confirm', { code: codeOf(0) }, '192.0.2.1', bearer(token))).statusCode,
    ).toBe(200)
    const first = await post('/api/auth/login', { email, password: TEST_PASSWORD }, '192.0.2.2')
    const { challenge } = first.json<{ challenge: string }>()
    const network = '192.0.2.3'
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/login/mfa', { challenge, code: '000000' }, network)).statusCode).toBe(401)
    expect(
      (await post('/api/auth/login/mfa', { challenge: 'nenhum', code: '000000' }, network)).statusCode,
    ).toBe(401)
    expect((await post('/api/auth/login/mfa', { challenge }, network)).statusCode).toBe(400)
    const over = await post('/api/auth/login/mfa', { challenge, code: codeOf(1) }, network)
    expect(over.statusCode).toBe(429)
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    const counters = await t.database.db
      .select({ key: authThrottle.key, count: authThrottle.count })
      .from(authThrottle)
      .where(sql`${authThrottle.key} IN (${`net:${network}`}, ${`mfa:${user!.id}|${network}`})`)
      .orderBy(authThrottle.key)
    // The refused attempt counted for the network only: the account's three wrong codes are all it has there.
    expect(counters).toEqual([
      { key: `mfa:${user!.id}|${network}`, count: 3 },
      { key: `net:${network}`, count: 6 },
    ])
  })
})
