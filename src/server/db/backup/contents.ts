// What a backup holds (for the operator's confirmation line) and the audit trail's head at that moment, and the
// steps every backup and restore share: encrypting, writing beside it the head, opening an encrypted one.
import { GENESIS_HASH } from '../../audit/chain'
import { formatHead, type AuditHead } from '../../audit/verify'
import { decryptBackup, encryptBackup, type BackupKey, type BackupSecret } from './crypto'
import {
  BackupError,
  headFileOf,
  isEncrypted,
  readBackupFile,
  writePrivateFile,
  type BackupSummary,
} from './files'

type Query = (sql: string) => Promise<{ rows: unknown[] }>

export async function summarize(query: Query): Promise<BackupSummary> {
  const { rows } = await query(
    'SELECT (SELECT count(*) FROM patients)::int AS patients, (SELECT count(*) FROM evaluations)::int AS evaluations',
  )
  return rows[0] as BackupSummary
}

export async function auditHead(query: Query): Promise<AuditHead> {
  const { rows } = await query(
    'SELECT count(*)::int AS entries, (SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1) AS hash FROM audit_log',
  )
  const row = rows[0] as { entries: number; hash: string | null }
  return { entries: row.entries, hash: row.hash ?? GENESIS_HASH }
}

/** What a backup run answers: the summary, and the audit head written beside the file. */
export interface BackupResult extends BackupSummary {
  head: AuditHead
  encrypted: boolean
}

/** Writes the (encrypted, when a key is set) backup into FILE and its audit head into FILE.audit-head. */
export async function storeBackup(
  file: string,
  plain: Uint8Array,
  head: AuditHead,
  key: BackupKey | undefined,
) {
  writePrivateFile(file, key ? await encryptBackup(plain, key) : plain)
  writePrivateFile(headFileOf(file), `${formatHead(head)}\n`)
}

/** A backup file's plain content: as it is, or decrypted with the identity or passphrase given. */
export async function openBackup(file: string, secret: BackupSecret | undefined): Promise<Uint8Array> {
  const raw = readBackupFile(file)
  if (!isEncrypted(raw)) return raw
  if (!secret)
    throw new BackupError(
      `${file} is encrypted: give its key with BACKUP_IDENTITY_FILE (the age identity file whose public key is ` +
        'BACKUP_RECIPIENT) or BACKUP_PASSPHRASE.',
    )
  try {
    return await decryptBackup(raw, secret)
  } catch {
    throw new BackupError(
      `${file} could not be decrypted with the ${'identity' in secret ? 'identity' : 'passphrase'} given ` +
        '(a different key, or a damaged file): nothing was restored.',
    )
  }
}
