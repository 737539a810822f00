// The second factor: time-based one-time passwords (RFC 6238, 6 digits, 30 s, SHA-1, as authenticator apps expect).
// Its recovery codes are in recovery-codes.ts.
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

/** A link as a QR code (SVG) a phone's camera reads. */
export const qrSvgOf = (text: string) =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })

/** What the enrolment shows: the otpauth:// link, as a QR code (SVG) too. */
export async function enrolment(secret: string, account: string) {
  const url = totpOf(secret, account).toString()
  return { url, qrSvg: await qrSvgOf(url) }
}

/**
 * The time step of `code` when it is right for `secret` now (one step of clock drift either way), else null. The
 * caller accepts it only once (credentials.loginChallenges.acceptTotpStepAndUse).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta
}
