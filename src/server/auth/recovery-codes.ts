// The recovery codes of a second factor: ten one-time codes a clinician keeps on paper for a lost phone.
//
// A code is XXXXX-XXXXX from 31 symbols: about 49 random bits, short enough to type. Under 112 bits, a plain hash
// would fall to a brute force of the whole code space once someone copied the database (ASVS 5.0 6.5.2), so each
// code is stored as a salted argon2id hash, with the password hasher's settings. Checking one means trying the
// user's unused codes (ten at most); the second step is throttled, and reached only with the right password.
// Codes issued before stored a plain SHA-256 (64 hex digits); they stay valid until used or replaced.
import crypto from 'node:crypto'
import { hashPassword, verifyPassword } from './passwords'

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' // no 0/O, 1/I/L

/** Ten one-time recovery codes, XXXXX-XXXXX (about 49 random bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** A code as typed, with or without the dash, in any case, reduced to what was issued. */
const normalized = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '')

/** How a code is stored: a salted argon2id hash. */
export const hashRecoveryCode = (code: string) => hashPassword(normalized(code))

/** How codes issued before this were stored (a plain SHA-256): still read, never written. */
export const legacyRecoveryHash = (code: string) =>
  crypto.createHash('sha256').update(normalized(code)).digest('hex')

async function matches(stored: string, code: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verifyPassword(stored, normalized(code))
  const typed = Buffer.from(legacyRecoveryHash(code), 'hex')
  const kept = Buffer.from(stored, 'hex')
  return kept.length === typed.length && crypto.timingSafeEqual(kept, typed)
}

/** The id of the one of `unused` that `code` is, or undefined. All are tried, at the same pace, in parallel. */
export async function findRecoveryCode(
  unused: { id: string; codeHash: string }[],
  code: string,
): Promise<string | undefined> {
  const found = await Promise.all(unused.map((row) => matches(row.codeHash, code)))
  return unused[found.indexOf(true)]?.id
}
