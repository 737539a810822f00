import fs from 'node:fs'
import tls from 'node:tls'
import type { Config } from '.'

export interface TlsFiles {
  cert: Buffer
  key: Buffer
}

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
