// A self-signed certificate made now with the system's openssl, for tests of the server over HTTPS.
import { execFileSync } from 'node:child_process'
import path from 'node:path'

export interface CertificateOptions {
  /** 'ec' (P-256, the default) or 'rsa' (so that a static-RSA suite could be chosen if the server allowed it). */
  algorithm?: 'ec' | 'rsa'
  /** An IP address the certificate names, for clients that check it. */
  ip?: string
}

/** Writes cert.pem and key.pem into `dir` (valid for a day) and returns their paths. */
export function selfSignedCertificate(dir: string, options: CertificateOptions = {}) {
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  const algorithm =
    options.algorithm === 'rsa'
      ? ['-newkey', 'rsa:2048']
      : ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1']
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', ...algorithm, '-nodes', '-days', '1', '-subj', '/CN=fono-test'],
      ...(options.ip ? ['-addext', `subjectAltName=IP:${options.ip}`] : []),
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  )
  return { cert, key }
}
