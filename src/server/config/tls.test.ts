// The app over HTTPS takes Mozilla's "intermediate" clients only: no TLS 1.1, no static-RSA or CBC suite, while a
// current client gets TLS 1.3 (and a TLS 1.2 one an ECDHE AEAD suite). The certificate is RSA, made now with
// openssl, so that a static-RSA suite such as AES128-SHA could be chosen if the server allowed it.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { Database } from '../db/client'
import { loadConfig } from '.'
import { loadTls } from './tls'
import { createTestDatabase } from '../../../tests/kit/test-db'
import { TEST_AUDIT_KEY, TEST_TOTP_KEY } from '../../../tests/kit/test-app'
import { selfSignedCertificate } from '../../../tests/kit/tls'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-tls-'))

/** The handshake's outcome: the protocol and suite agreed, or the error that ended it. */
function handshake(port: number, options: tls.ConnectionOptions) {
  return new Promise<{ protocol: string | null; cipher: string } | { error: string }>((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options }, () => {
      resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().name })
      socket.end()
    })
    socket.on('error', (error) => resolve({ error: error.message }))
  })
}

describe('HTTPS settings', () => {
  let app: FastifyInstance
  let database: Database
  let port: number

  beforeAll(async () => {
    const { cert: tlsCertFile, key: tlsKeyFile } = selfSignedCertificate(dir, { algorithm: 'rsa' })
    database = await createTestDatabase('pglite')
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dir }),
      database,
      jwtSecret: 'tls-test-secret-'.padEnd(48, 'x'),
      auditKey: TEST_AUDIT_KEY,
      totpKey: TEST_TOTP_KEY,
      logger: false,
      tls: loadTls({ tlsCertFile, tlsKeyFile }),
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('refuses a static-RSA CBC suite (AES128-SHA) on TLS 1.2', async () => {
    expect(await handshake(port, { ciphers: 'AES128-SHA', maxVersion: 'TLSv1.2' })).toMatchObject({
      error: expect.stringMatching(/handshake failure|no shared cipher/i),
    })
  })

  it('refuses TLS 1.1', async () => {
    // The client's own OpenSSL would refuse TLS 1.1 at its default security level: lowered, so the server decides.
    const old = { minVersion: 'TLSv1.1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' } as const
    expect(await handshake(port, old)).toMatchObject({ error: expect.stringMatching(/protocol version/i) })
  })

  it('takes a current client on TLS 1.3, and a TLS 1.2 one with ECDHE and AES-GCM', async () => {
    expect(await handshake(port, {})).toMatchObject({ protocol: 'TLSv1.3' })
    expect(await handshake(port, { maxVersion: 'TLSv1.2' })).toMatchObject({
      protocol: 'TLSv1.2',
      cipher: expect.stringMatching(/^ECDHE-RSA-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)$/),
    })
  })
})
