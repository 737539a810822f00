// An age key pair for the encrypted-backup tests, its private half in a file as age-keygen writes one.
import fs from 'node:fs'
import path from 'node:path'
import { generateIdentity, identityToRecipient } from 'age-encryption'

export interface AgeKey {
  /** The private key, AGE-SECRET-KEY-1… */
  identity: string
  /** Its public key, age1… (BACKUP_RECIPIENT) */
  recipient: string
  /** The owner-only file holding the identity (BACKUP_IDENTITY_FILE). */
  file: string
}

/** A new key pair, the identity written to `dir`/backup.key after the comment lines given (as age-keygen's `# …`). */
export async function ageKey(dir: string, comments: string[] = []): Promise<AgeKey> {
  const identity = await generateIdentity()
  const file = path.join(dir, 'backup.key')
  fs.writeFileSync(file, [...comments, identity, ''].join('\n'), { mode: 0o600 })
  return { identity, recipient: await identityToRecipient(identity), file }
}
