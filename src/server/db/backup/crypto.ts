// Encrypted backups (age, https://age-encryption.org): to a public key (BACKUP_RECIPIENT, the private half kept
// off the server) or with a passphrase (BACKUP_PASSPHRASE). A backup can then be copied anywhere.
import { Decrypter, Encrypter } from 'age-encryption'

/** Every age file starts so. */
export const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n')

/** How backups are encrypted: to an age public key, or with a passphrase. */
export type BackupKey = { recipient: string } | { passphrase: string }
/** What opens an encrypted backup: the age identity (AGE-SECRET-KEY-1…) of its recipient, or its passphrase. */
export type BackupSecret = { identity: string } | { passphrase: string }

/**
 * BACKUP_RECIPIENT or BACKUP_PASSPHRASE (not both), checked at start: a malformed key stops the server with a
 * message naming the setting instead of failing at the first backup.
 */
export function backupKeyFrom(env: NodeJS.ProcessEnv): BackupKey | undefined {
  const recipient = env.BACKUP_RECIPIENT?.trim() || undefined
  const passphrase = env.BACKUP_PASSPHRASE || undefined
  if (recipient && passphrase)
    throw new Error(
      'BACKUP_RECIPIENT and BACKUP_PASSPHRASE are both set: choose one way to encrypt the backups',
    )
  if (passphrase) {
    if (passphrase.length < 12) throw new Error('BACKUP_PASSPHRASE must be at least 12 characters long')
    return { passphrase }
  }
  if (!recipient) return undefined
  try {
    new Encrypter().addRecipient(recipient)
  } catch (error) {
    throw new Error(
      `BACKUP_RECIPIENT is not an age public key (age1…, made by age-keygen): ${(error as Error).message}`,
    )
  }
  return { recipient }
}

/** The age encryption of `plain`, chunk by chunk as it is read: the plain bytes are never held whole nor written. */
export async function encryptStream(
  plain: ReadableStream<Uint8Array>,
  key: BackupKey,
): Promise<ReadableStream<Uint8Array>> {
  const encrypter = new Encrypter()
  if ('recipient' in key) encrypter.addRecipient(key.recipient)
  else encrypter.setPassphrase(key.passphrase)
  return encrypter.encrypt(plain)
}

/**
 * The plain bytes of an age stream, chunk by chunk, each one authenticated before it is given out. Rejects when
 * the identity or passphrase does not open the header; a damaged chunk later errors the stream.
 */
export async function decryptStream(
  encrypted: ReadableStream<Uint8Array>,
  secret: BackupSecret,
): Promise<ReadableStream<Uint8Array>> {
  const decrypter = new Decrypter()
  if ('identity' in secret) {
    // An identity file as age-keygen writes it: comment lines ('# public key: …'), then the key(s).
    const keys = secret.identity
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
    for (const key of keys) decrypter.addIdentity(key)
  } else decrypter.addPassphrase(secret.passphrase)
  return decrypter.decrypt(encrypted)
}
