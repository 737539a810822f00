// The second factor: time-based one-time passwords (RFC 6238, 6 digits, 30 s, SHA-1, as authenticator apps expect),
// and its recovery codes.
import crypto from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

const ISSUER = 'Fonoaudiologia App'
const PERIOD = 30

const totpOf = (secret: string, account = '') =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  })

/** A new secret (160 bits), as the base32 text the clinician may type into the app instead of the QR code. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** What the enrolment shows: the otpauth:// link, as a QR code (SVG) too. */
export async function enrolment(secret: string, account: string) {
  const url = totpOf(secret, account).toString()
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
  return { url, qrSvg: svg }
}

/**
 * The time step of `code` when it is right for `secret` now (one step of clock drift either way), else null. The
 * caller accepts it only once (users.acceptTotpStep).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' // no 0/O, 1/I/L

/** Ten one-time recovery codes, XXXXX-XXXXX (about 49 random bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    )
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** A recovery code as stored: typed with or without the dash, in any case. */
export const hashRecoveryCode = (code: string) =>
  crypto
    .createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('hex')
