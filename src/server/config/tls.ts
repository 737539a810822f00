import fs from 'node:fs'
import tls from 'node:tls'
import type { Config } from '.'
import { warnIfReadable } from '../secrets'

export interface TlsFiles {
  cert: Buffer
  key: Buffer
}

/**
 * Mozilla's "intermediate" server configuration: TLS 1.2 and 1.3 only; on TLS 1.2 forward-secret ECDHE key exchange
 * with AEAD ciphers (AES-GCM, ChaCha20-Poly1305), never static RSA nor CBC; the client's choice among them.
 */
export const TLS_SETTINGS = {
  minVersion: 'TLSv1.2',
  ciphers: [
    'TLS_AES_128_GCM_SHA256',
    'TLS_AES_256_GCM_SHA384',
    'TLS_CHACHA20_POLY1305_SHA256',
    'ECDHE-ECDSA-AES128-GCM-SHA256',
    'ECDHE-RSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384',
    'ECDHE-RSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305',
    'ECDHE-RSA-CHACHA20-POLY1305',
  ].join(':'),
  honorCipherOrder: false,
} as const satisfies tls.SecureContextOptions & tls.TlsOptions

function read(file: string, setting: string): Buffer {
  try {
    return fs.readFileSync(file)
  } catch (error) {
    throw new Error(`${setting}=${file} cannot be read: ${(error as Error).message}`)
  }
}

/**
 * The certificate and key of TLS_CERT_FILE and TLS_KEY_FILE, checked to be PEM that belong together, or undefined
 * for plain HTTP. A bad file stops the start with a message naming the setting.
 */
export function loadTls(config: Pick<Config, 'tlsCertFile' | 'tlsKeyFile'>): TlsFiles | undefined {
  if (!config.tlsCertFile || !config.tlsKeyFile) return undefined
  const cert = read(config.tlsCertFile, 'TLS_CERT_FILE')
  const key = read(config.tlsKeyFile, 'TLS_KEY_FILE')
  // Outside DATA_DIR: the operator's file, said and never changed by the app.
  warnIfReadable(config.tlsKeyFile, 'TLS_KEY_FILE')
  try {
    tls.createSecureContext({ cert, key })
  } catch (error) {
    throw new Error(
      `TLS_CERT_FILE and TLS_KEY_FILE are not a usable certificate and private key (PEM, the key of that ` +
        `certificate): ${(error as Error).message}`,
    )
  }
  return { cert, key }
}
