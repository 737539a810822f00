// TOTP seeds are sealed at rest (AES-256-GCM) with a key kept outside the database and its backups (TOTP_KEY or
// DATA_DIR/totp-key): a copy of the database alone does not let anyone make an account's codes.
import crypto from 'node:crypto'
import { totpStep } from './totp'

/**
 * What a sealed seed starts with: the format's version, so that a later format can be told apart (a seed in clear is
 * base32: no colon).
 */
export const SEALED_PREFIX = 'v1:'
const IV_BYTES = 12
const TAG_BYTES = 16

export type TotpKey = Buffer

/** The AES key of a TOTP_KEY (or totp-key file) text: its SHA-256, whatever the text's length. */
export const totpKeyFrom = (text: string): TotpKey =>
  crypto.createHash('sha256').update(text, 'utf8').digest()

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX)

export function sealSeed(key: TotpKey, seed: string): string {
  const iv = crypto.randomBytes(IV_BYTES)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()])
  return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

/** The time step a typed `code` (spaces ignored) names for the sealed seed `stored`, as totpStep answers it. */
export const sealedTotpStep = (key: TotpKey, stored: string, code: string) =>
  totpStep(openSeed(key, stored), code.replace(/\s/g, ''))

/** The seed of a sealed value; throws when the key is not the one it was sealed with (or the value was changed). */
export function openSeed(key: TotpKey, stored: string): string {
  if (!isSealed(stored)) throw new Error('the TOTP seed is not sealed')
  const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url')
  const iv = bytes.subarray(0, IV_BYTES)
  const tag = bytes.subarray(bytes.length - TAG_BYTES)
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8')
}
