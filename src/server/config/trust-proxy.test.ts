// TRUST_PROXY: only the listed proxies' X-Forwarded-For is believed. A client behind a trusted proxy cannot choose
// the address the audit trail and the per-IP limits see; a client that is not a listed proxy cannot either.
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../db/schema'
import { createTestApp, type TestApp } from '../../../tests/kit/test-app'
import { parseTrustProxy } from './trust-proxy'

describe('parseTrustProxy', () => {
  it('takes addresses, CIDR ranges and proxy-addr range names, comma-separated', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1'])
    expect(parseTrustProxy(' 10.0.0.0/8, fd00::/8 ,loopback,::1')).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
      '::1',
    ])
  })

  it.each(['true', '*'])('refuses %s: it would trust every hop', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY=${value} would trust every hop`)
  })

  it.each(['0.0.0.0/0', '::/0', '10.0.0.0/0', '10.0.0.1, 0.0.0.0/00'])(
    'refuses "%s": a range of every address trusts every hop',
    (value) => {
      const entry = value.split(',').at(-1)!.trim()
      expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY holds "${entry}", a range of every address`)
    },
  )

  it.each(['1', 'proxy.local', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '256.1.1.1', '10.0.0.0/'])(
    'refuses "%s", naming it',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY holds "${value}", which is not an IP address`)
    },
  )
})

describe('behind a trusted proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { trustProxy: ['10.0.0.0/8'] })
  })
  afterAll(() => t?.close())

  /** A failed login from `remoteAddress`, with the X-Forwarded-For given; answers the IP its audit entry holds. */
  async function auditedIp(remoteAddress: string, forwardedFor?: string) {
    const email = `ip-${Math.random().toString(36).slice(2)}@example.com`
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email, password: 'wrong password' },
    })
    expect(response.statusCode).toBe(401)
    const [entry] = await t.database.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.userEmail, email))
      .orderBy(desc(auditLog.id))
    return entry!.ip
  }

  it('sees the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    // The client sent "X-Forwarded-For: 198.51.100.99"; the proxy at 10.0.0.5 appended the address it saw.
    expect(await auditedIp('10.0.0.5', '198.51.100.99, 203.0.113.7')).toBe('203.0.113.7')
    // Through two trusted proxies, still the first address that is not one of them.
    expect(await auditedIp('10.0.0.5', '198.51.100.99, 203.0.113.8, 10.1.2.3')).toBe('203.0.113.8')
  })

  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    expect(await auditedIp('203.0.113.20', '10.0.0.7')).toBe('203.0.113.20')
  })
})
